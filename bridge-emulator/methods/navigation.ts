import { succeed, type EmulatorCore, type MethodGroup } from '../emulator-core';

/**
 * Navigation of the web view: the retention popup's confirm action (`getBackUrls`), the hardware back
 * button (`backPressed`), the app back in the foreground (`resumed`), and any other contract event.
 */
export function navigationMethods(
  core: EmulatorCore,
): MethodGroup<'getBackUrls', 'setBackAction' | 'pressBack' | 'resume' | 'sendEvent'> {
  const { state, emitEvent } = core;
  return {
    handlers: {
      getBackUrls: () => succeed({ ...state.back }),
    },
    control: {
      setBackAction(action, url) {
        state.back = { action, ...(url !== undefined ? { url } : {}) };
        core.changed();
      },
      pressBack: () => void emitEvent('backPressed', {}),
      resume: () => void emitEvent('resumed', {}),
      sendEvent: (event, data) => emitEvent(event, data),
    },
  };
}
