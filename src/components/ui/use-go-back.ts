import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Whether the app has an entry of its own before the current one. The first entry of a load (the native app
 * opens a hash route directly) has the key 'default'; an entry that replaced it has a key of its own but the
 * router's index 0 in `history.state.idx` (React Router keeps it there for the hash router). With neither,
 * `navigate(-1)` would leave the app or do nothing.
 */
export function hasEarlierEntry(locationKey: string): boolean {
  if (locationKey === 'default') return false;
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const idx = state !== null && typeof state === 'object' && 'idx' in state ? state.idx : undefined;
  return typeof idx !== 'number' || idx > 0;
}

/**
 * A back arrow's action (decision 0068): back where the borrower came from, or, when the screen was the first
 * one opened, to `fallback` in its place (a screen above this one, ending at Me or Home). A back arrow never
 * pushes an entry, so following back arrows always ends outside the screens that have one: no loop.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (hasEarlierEntry(key)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, key, fallback]);
}
