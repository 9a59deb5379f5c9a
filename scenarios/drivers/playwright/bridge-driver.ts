import { expect, type Page } from '@playwright/test';
import type { BridgeEmulatorControl } from '../../../bridge-emulator/emulator';
import type { BridgeDriver } from '../drivers';
import { STEP_TIMEOUT_MS } from './locate';

interface BridgeWindow {
  __cuotaBridge?: BridgeEmulatorControl;
}

/** How long past its latency a late reply is waited for before the login step gives up waiting. */
export const LATE_REPLY_MARGIN_MS = 3_000;

/** The emulated phone of a page (bridge-emulator's control API on `window.__cuotaBridge`). */
export function createPlaywrightBridgeDriver(page: Page): BridgeDriver {
  return {
    async setPermissions(permissions) {
      await page.evaluate(
        (map) => {
          const bridge = (window as BridgeWindow).__cuotaBridge!;
          for (const [permission, state] of Object.entries(map))
            bridge.setPermission(permission as never, state as never);
        },
        permissions as Record<string, string>,
      );
    },
    async setPermissionAnswer(answer) {
      await page.evaluate((a) => (window as BridgeWindow).__cuotaBridge!.setPermissionAnswer(a), answer);
    },
    async fault(method, kind, options = {}) {
      await page.evaluate(
        ({ m, k, o }) => {
          const bridge = (window as BridgeWindow).__cuotaBridge!;
          if (k === 'drop') bridge.dropNext(m as never, o.times ?? 1);
          else
            bridge.failNext(
              m as never,
              { code: o.code ?? 'NATIVE_ERROR', message: o.message ?? 'native error' },
              o.times ?? 1,
            );
        },
        { m: method, k: kind, o: options },
      );
    },
    async login(mobile, code, options = {}) {
      // The app only listens for the session after it asked (`toLogin`): wait for the native login to open.
      await expect
        .poll(
          () => page.evaluate(() => (window as BridgeWindow).__cuotaBridge?.snapshot().login.open ?? false),
          {
            timeout: STEP_TIMEOUT_MS,
            message: 'the app should ask the native app to log in (toLogin)',
          },
        )
        .toBe(true);
      // No function is bound to a name in the page's code: tsx would wrap it in a helper the page lacks.
      await page.evaluate(
        async ({ m, c, late, method, margin }) => {
          const bridge = (window as BridgeWindow).__cuotaBridge!;
          const loginOptions = c === undefined ? {} : { code: c };
          if (late === undefined) {
            await bridge.login(m, loginOptions);
            return;
          }
          // Only the app's next getLoginInfo is late: the emulator reads a call's latency as the call arrives,
          // so it goes back to what it was at once after.
          const before = bridge.snapshot().latency;
          const restore = before.methods[method] ?? before.all;
          const wait: { callId: string | null; answered: (() => void) | null } = {
            callId: null,
            answered: null,
          };
          const delivered = new Promise<void>((resolve) => {
            wait.answered = resolve;
          });
          const off = bridge.subscribe((activity) => {
            if (wait.callId === null && activity.kind === 'call' && activity.method === method) {
              wait.callId = activity.id;
              setTimeout(() => bridge.setLatency(method, restore), 0);
            } else if (activity.kind === 'reply' && activity.id === wait.callId) wait.answered?.();
          });
          bridge.setLatency(method, late);
          try {
            await bridge.login(m, loginOptions);
            await Promise.race([delivered, new Promise((resolve) => setTimeout(resolve, late + margin))]);
          } finally {
            off();
            if (wait.callId === null) bridge.setLatency(method, restore);
          }
        },
        {
          m: mobile,
          c: code,
          late: options.lateReplyMs,
          method: 'getLoginInfo' as const,
          margin: LATE_REPLY_MARGIN_MS,
        },
      );
    },
    async logout() {
      await page.evaluate(() => (window as BridgeWindow).__cuotaBridge!.logout());
    },
    async pressBack() {
      await page.evaluate(() => (window as BridgeWindow).__cuotaBridge!.pressBack());
    },
  };
}
