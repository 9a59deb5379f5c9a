/**
 * Keeps the mock backend answering a page that only pretended to leave. MSW's worker stops serving a page
 * once the page's `beforeunload` fires (it takes the page for closed: mswjs/msw#1047, #1697); a tap on a
 * `mailto:` or `tel:` link, or an external app link, fires `beforeunload` while the page stays, and every
 * later request then reaches the static server (404). This holds `beforeunload` back from the page's other
 * listeners until the page really goes away (`pagehide`), then lets it through once. Install it before
 * `worker.start()`; it answers a function that removes it.
 */
export function holdBeforeUnloadUntilPageHide(target: Window = window): () => void {
  let leaving = false;
  const hold = (event: Event) => {
    if (!leaving) event.stopImmediatePropagation();
  };
  const leave = () => {
    leaving = true;
    target.dispatchEvent(new Event('beforeunload'));
  };
  // A page kept in the back-forward cache and shown again pretends no more.
  const back = () => {
    leaving = false;
  };
  // Capture: at the window, capturing listeners run before every bubbling one, whatever their order.
  target.addEventListener('beforeunload', hold, { capture: true });
  target.addEventListener('pagehide', leave);
  target.addEventListener('pageshow', back);
  return () => {
    target.removeEventListener('beforeunload', hold, { capture: true });
    target.removeEventListener('pagehide', leave);
    target.removeEventListener('pageshow', back);
  };
}
