import { useCallback, useEffect, useRef, useState } from 'react';
import type { InstallBridgeEmulatorOptions } from '../../../bridge-emulator/install';
import { watchFrame, type FrameHandles } from './frame-link';

/** Connects to the app's iframe: pass `ref` to the iframe; `handles` follow every page load. */
export function useFrame(bridgeConfig: InstallBridgeEmulatorOptions) {
  const [handles, setHandles] = useState<FrameHandles | null>(null);
  const config = useRef(bridgeConfig);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => {
    config.current = bridgeConfig;
  }, [bridgeConfig]);
  useEffect(() => () => stop.current?.(), []);
  // A ref callback runs while the iframe still holds its initial about:blank window (see watchFrame).
  const ref = useCallback((iframe: HTMLIFrameElement | null) => {
    stop.current?.();
    if (!iframe) {
      stop.current = null;
      return;
    }
    // In Electron the preload installs the emulator in the app's frame. Either way the emulator's native
    // login fetches from the frame's window, which the app's service worker (the mock backend) serves.
    const electron = /\bElectron\//.test(navigator.userAgent);
    stop.current = watchFrame(iframe, {
      bridgeConfig: () => config.current,
      onChange: setHandles,
      install: !electron,
    });
  }, []);
  return { ref, handles };
}

/** Subscribes to something in the frame while it exists; `subscribe` returns its unsubscribe. */
export function useFrameSubscription<T>(source: T | undefined, subscribe: (source: T) => () => void): void {
  const latest = useRef(subscribe);
  useEffect(() => {
    latest.current = subscribe;
  });
  useEffect(() => (source === undefined ? undefined : latest.current(source)), [source]);
}

/** Re-renders every `ms` milliseconds (the running world clock in the status bar). */
export function useTicker(ms: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return tick;
}
