/**
 * The loading counter that drives the spinner overlay. Its own module so the shell can show the spinner
 * without loading the client (transport, cipher), which the app loads lazily after the first render.
 */
let loadingCount = 0;
const loadingListeners = new Set<(count: number) => void>();

/** Moves the in-flight count (the client calls it around every non-silent call). */
export function changeLoading(delta: number): void {
  loadingCount = Math.max(0, loadingCount + delta);
  for (const listener of [...loadingListeners]) listener(loadingCount);
}

/** How many non-silent calls are in flight. */
export function getLoadingCount(): number {
  return loadingCount;
}

/** Listens to the in-flight count (the spinner shows while it is above 0); returns an unsubscribe. */
export function subscribeLoading(listener: (count: number) => void): () => void {
  loadingListeners.add(listener);
  return () => {
    loadingListeners.delete(listener);
  };
}
