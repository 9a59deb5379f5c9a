import { resolveDevice } from '../config';
import type { EmulatorCore, MethodGroup } from '../emulator-core';
import { writeStoredDevice } from '../native-storage';

/**
 * The device: a preset (`budget-android-10`, `pixel-7`) or single fields; its values are written where
 * the app reads them (../native-storage.ts), as the native app does before loading the page.
 */
export function deviceMethods(core: EmulatorCore): MethodGroup<never, 'setDevice'> {
  const { state } = core;
  return {
    handlers: {},
    control: {
      setDevice(device) {
        state.device = typeof device === 'string' ? resolveDevice(device) : { ...state.device, ...device };
        writeStoredDevice(core);
        core.changed();
        return { ...state.device };
      },
    },
  };
}
