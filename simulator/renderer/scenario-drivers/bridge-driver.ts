import type { BridgeDriver } from '../../../scenarios/drivers/drivers';
import type { BridgeMethod } from '#contracts/bridge';
import { currentBridge, type FrameAccess } from './frame-access';
import { poll, STEP_TIMEOUT_MS } from './poll';

/** How long past its latency a late reply is waited for before the login step gives up waiting. */
const LATE_REPLY_MARGIN_MS = 3_000;

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
    async login(mobile, code, options = {}) {
      // The app only listens for the session after it asked (`toLogin`): wait for the native login to open.
      const control = await poll(
        () => frame.win.__cuotaBridge?.snapshot().login.open && frame.win.__cuotaBridge,
        {
          signal: frame.signal,
          timeout: frame.timeoutMs ?? STEP_TIMEOUT_MS,
          message: 'the app to ask the native app to log in (toLogin)',
        },
      );
      const late = options.lateReplyMs;
      if (late === undefined) {
        await control.login(mobile, code === undefined ? {} : { code });
        return;
      }
      // Only the app's next getLoginInfo is late (the emulator reads a call's latency as the call arrives).
      const before = control.snapshot().latency;
      const restore = before.methods.getLoginInfo ?? before.all;
      let callId: string | null = null;
      let answered = () => {};
      const delivered = new Promise<void>((resolve) => (answered = resolve));
      const off = control.subscribe((activity) => {
        if (callId === null && activity.kind === 'call' && activity.method === 'getLoginInfo') {
          callId = activity.id;
          setTimeout(() => control.setLatency('getLoginInfo', restore), 0);
        } else if (activity.kind === 'reply' && activity.id === callId) answered();
      });
      control.setLatency('getLoginInfo', late);
      try {
        await control.login(mobile, code === undefined ? {} : { code });
        await Promise.race([
          delivered,
          new Promise((resolve) => setTimeout(resolve, late + LATE_REPLY_MARGIN_MS)),
        ]);
      } finally {
        off();
        if (callId === null) control.setLatency('getLoginInfo', restore);
      }
    },
    async logout() {
      (await bridge()).logout();
    },
    async pressBack() {
      (await bridge()).pressBack();
    },
  };
}
