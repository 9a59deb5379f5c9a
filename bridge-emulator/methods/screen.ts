import { succeed, type EmulatorCore, type MethodGroup } from '../emulator-core';

/**
 * The screen's privacy (`setSecureScreen`, ours beside the spec's methods): the native app sets or clears
 * Android's FLAG_SECURE on its window, so screenshots, screen recording and the recent-apps preview show
 * nothing of an identity photo, bank data or a payment reference. The emulated phone keeps the flag in its
 * state (`secureScreen`, shown by the simulator's bridge panel); like the window's flag, it outlives a reload
 * of the web view.
 */
export function screenMethods(core: EmulatorCore): MethodGroup<'setSecureScreen', never> {
  const { state, now } = core;
  return {
    handlers: {
      setSecureScreen: (params) => {
        if (state.secureScreen !== params.secure) {
          state.secureScreen = params.secure;
          core.record({
            kind: 'native',
            at: now(),
            action: params.secure ? 'screen secured (screenshots blocked)' : 'screen no longer secured',
          });
        }
        return succeed(null);
      },
    },
    control: {},
  };
}
