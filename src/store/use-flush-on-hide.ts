import { useEffect } from 'react';

/**
 * Writes a kept draft at once when the page is hidden (the phone switches app, Android may kill the WebView),
 * when it goes (`pagehide`) and when the screen unmounts: the drafts module otherwise writes once typing pauses
 * (src/storage/drafts.ts). `flush` must be stable (a `useCallback`).
 */
export function useFlushOnHide(flush: () => void): void {
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);
}
