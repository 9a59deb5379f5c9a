// @vitest-environment jsdom
import { holdBeforeUnloadUntilPageHide } from './unload-guard';

test('beforeunload reaches the other listeners only once the page is really hidden', () => {
  const heard = vi.fn();
  const release = holdBeforeUnloadUntilPageHide(window);
  window.addEventListener('beforeunload', heard);
  try {
    // A mailto: link tapped: the page stays.
    window.dispatchEvent(new Event('beforeunload'));
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(heard).toHaveBeenCalledTimes(1);
    // Shown again from the back-forward cache: held back again.
    window.dispatchEvent(new Event('pageshow'));
    window.dispatchEvent(new Event('beforeunload'));
    expect(heard).toHaveBeenCalledTimes(1);
  } finally {
    release();
    window.removeEventListener('beforeunload', heard);
  }
  window.dispatchEvent(new Event('beforeunload'));
  expect(heard).toHaveBeenCalledTimes(1);
});
