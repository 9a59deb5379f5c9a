import type { BridgeDriver } from '../../../scenarios/drivers/drivers';
import type { BridgeMethod } from '../../../src/bridge/contract';
import { currentBridge, type FrameAccess } from './frame-access';
import { poll, STEP_TIMEOUT_MS } from './poll';

/** The emulated phone of the frame, through the bridge emulator's control API (`__cuotaBridge`). */
export function createFrameBridgeDriver(frame: FrameAccess): BridgeDriver {
  const bridge = () => currentBridge(frame);
  return {
    async setPermissions(permissions) {
      const control = await bridge();
      for (const [permission, state] of Object.entries(permissions))
        if (state) control.setPermission(permission as keyof typeof permissions, state);
    },
    async setPermissionAnswer(answer) {
      (await bridge()).setPermissionAnswer(answer);
    },
    async fault(method, kind, options = {}) {
      const control = await bridge();
      if (kind === 'drop') control.dropNext(method as BridgeMethod, options.times ?? 1);
      else
        control.failNext(
          method as BridgeMethod,
          { code: options.code ?? 'NATIVE_ERROR', message: options.message ?? 'native error' },
          options.times ?? 1,
        );
    },
    async login(mobile, code) {
      // The app only listens for the session after it asked (`toLogin`): wait for the native login to open.
      const control = await poll(
        () => frame.win.__cuotaBridge?.snapshot().login.open && frame.win.__cuotaBridge,
        {
          signal: frame.signal,
          timeout: frame.timeoutMs ?? STEP_TIMEOUT_MS,
          message: 'the app to ask the native app to log in (toLogin)',
        },
      );
      await control.login(mobile, code === undefined ? {} : { code });
    },
    async pressBack() {
      (await bridge()).pressBack();
    },
  };
}
