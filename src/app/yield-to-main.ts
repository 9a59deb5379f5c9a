/**
 * Ends the current task, so the browser can paint and answer a tap before the rest runs (`scheduler.yield`:
 * Chromium 129 and the Android WebViews built on it). Where the browser has no `scheduler.yield` (older
 * WebViews, jsdom in the tests), the rest runs at once, as a microtask: nothing changes there.
 *
 * The start splits its work at these points (decision 0070): the app's modules, then the store and the first
 * render; the API layer's modules, then each call. Each piece is a task of its own, not one long task that
 * blocks a tap on a cheap phone (Lighthouse's total blocking time).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}
