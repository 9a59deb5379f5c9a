import { expect, test } from './fixtures';
import { bridgeEmulatorInitScript } from '../../bridge-emulator/node/init-script';
import { PRESET_MOBILE, PRESET_TOKEN } from './session';

/**
 * Spec section 3's stored values are shared with the native app under exactly their names: after its own
 * login the native app writes `token` = `{"Authorization":"Bearer …"}` into the web view's localStorage
 * before the page's scripts run. The web view takes that as its session.
 */

const GUARDED: ReadonlyArray<[path: string, landsOn: string, heading: string]> = [
  ['/borrow/to_borrow', '#/borrow/to_borrow', 'Solicitar préstamo'],
  ['/auth/personal_infomation', '#/auth/personal_infomation', 'Información personal'],
  ['/bank_account', '#/bank_account/add_bankcard', 'Cuenta bancaria'],
  ['/bank_account/add_bankcard', '#/bank_account/add_bankcard', 'Cuenta bancaria'],
  ['/auth/id_card_authentication', '#/auth/id_card_authentication', 'Identificación oficial'],
];

for (const [path, landsOn, heading] of GUARDED) {
  test(`a token the native app wrote opens the guarded route ${path}, and every request carries it`, async ({
    page,
  }) => {
    await page.addInitScript((token) => {
      // What the native app does: plain localStorage, under the spec's name, before the app starts.
      window.localStorage.setItem('token', JSON.stringify({ Authorization: `Bearer ${token}` }));
    }, PRESET_TOKEN);
    const authorizations: (string | null)[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/api/'))
        authorizations.push(request.headers()['authorization'] ?? null);
    });
    await page.goto(`./?preset=quota-granted#${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(new URL(page.url()).hash.split('?')[0]).toBe(landsOn);
    // The profile loaded with the native token.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const user = window.__cuotaApp?.store.getState().session?.user as
            { mobile?: string } | null | undefined;
          return user?.mobile ?? null;
        }),
      )
      .toBe(PRESET_MOBILE);
    expect(authorizations.length).toBeGreaterThan(0);
    expect(new Set(authorizations)).toEqual(new Set([`Bearer ${PRESET_TOKEN}`]));
  });
}

test("the bridge emulator's native login writes the token where the native app does, and a reload keeps it", async ({
  page,
}) => {
  await page.addInitScript({
    content: await bridgeEmulatorInitScript({ login: { mode: 'auto', mobile: PRESET_MOBILE } }),
  });
  await page.goto('./?preset=registered-borrower#/auth/personal_infomation');
  await expect(page.getByRole('heading', { level: 1, name: 'Información personal' })).toBeVisible({
    timeout: 15_000,
  });
  const stored = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(JSON.parse(stored ?? 'null')).toEqual({ Authorization: expect.stringMatching(/^Bearer \S+$/) });
  const token = await page.evaluate(() => window.__cuotaApp?.store.getState().session?.token ?? null);
  expect(token).toBe((JSON.parse(stored!) as { Authorization: string }).Authorization);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Información personal' })).toBeVisible();
});
