/**
 * Runs `callback` once the page's first contentful paint is on the glass: when the browser reports it (a
 * paint-timing entry is only reported once the frame has been presented; a task after the frame is not
 * enough, the presentation can come later). A hidden page paints nothing: at once there. Without paint
 * timing, after the next frame; and after `latestMs` in any case (a busy phone can take over a second to
 * present a frame, and what loads after the first paint should not compete with it).
 *
 * The page's first script (src/boot.ts) starts the app with it when the HTML of the screen was pre-rendered,
 * and src/main.tsx loads the API layer and the mock world with it.
 */
export function afterFirstPaint(callback: () => void, latestMs = 3000): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    callback();
  };
  if (document.visibilityState === 'hidden') {
    setTimeout(run, 0);
    return;
  }
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(run, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
  setTimeout(run, latestMs);
}
