import { expect, type Page } from '@playwright/test';
import type { BridgeEmulatorControl } from '../../../bridge-emulator/emulator';
import type { BridgeDriver } from '../drivers';
import { STEP_TIMEOUT_MS } from './locate';

interface BridgeWindow {
  __cuotaBridge?: BridgeEmulatorControl;
}

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
    async login(mobile, code) {
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
      await page.evaluate(
        async ({ m, c }) => {
          await (window as BridgeWindow).__cuotaBridge!.login(m, c === undefined ? {} : { code: c });
        },
        { m: mobile, c: code },
      );
    },
    async pressBack() {
      await page.evaluate(() => (window as BridgeWindow).__cuotaBridge!.pressBack());
    },
  };
}
