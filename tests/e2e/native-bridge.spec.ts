import { expect, test, type Page } from './fixtures';
import { bridgeEmulatorInitScript } from '../../bridge-emulator/node/init-script';

/**
 * The app inside an emulated native app: the bridge emulator is injected before the app's scripts (as
 * the Android WebView injects NativeBridge), so login goes through the native login screen and the
 * identity photos come from the emulated camera, with its permission dialog.
 */

const MOBILE = '5512345678'; // the registered-borrower preset's borrower

async function openAsNativeApp(page: Page, path: string) {
  await page.addInitScript({
    content: await bridgeEmulatorInitScript({
      permissions: { camera: 'denied' },
      permissionAnswer: 'deny',
      login: { mode: 'ui' },
    }),
  });
  const routes: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) routes.push(new URL(frame.url()).hash);
  });
  await page.goto(
    `./?preset=registered-borrower&presetOptions=${encodeURIComponent('{"progress":10}')}#${path}`,
  );
  return routes;
}

test('native login, camera denied then granted, and camera pictures in the identity steps', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const routes = await openAsNativeApp(page, '/auth/id_card_authentication');

  // The guarded step asks the native app to log in: the emulated native login screen opens.
  const login = page.getByRole('dialog', { name: 'Inicio de sesión de la app' });
  await expect(login).toBeVisible();
  await login.getByLabel('Número de celular').fill(MOBILE);
  await login.getByRole('button', { name: 'Enviar SMS' }).click();
  const sms = login.getByRole('status');
  await expect(sms).toContainText(/\d{6}/);
  const code = /(\d{6})/.exec((await sms.textContent()) ?? '')![1]!;
  await login.getByLabel('Código SMS').fill(code);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toHaveCount(0);

  // Logged in through the bridge, never through the web login page.
  await expect(page.getByRole('heading', { level: 1, name: 'Identificación oficial' })).toBeVisible();
  const session = await page.evaluate(() => window.__cuotaApp!.store.getState().session);
  expect(session?.via).toBe('native');
  expect(routes.some((hash) => hash.startsWith('#/user/login'))).toBe(false);
  expect(page.url()).toContain('#/auth/id_card_authentication');

  // Camera denied: the rationale, then the system dialog refuses again.
  await page.getByRole('button', { name: 'Tomar foto del frente' }).click();
  const permission = page.getByRole('dialog', { name: 'Necesitamos tu permiso' });
  await expect(permission).toBeVisible();
  await permission.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(permission.getByText('Sin este permiso no podemos continuar con este paso.')).toBeVisible();

  // The borrower changes their mind: the next request is granted and the photo is taken.
  await page.evaluate(() => window.__cuotaBridge!.setPermissionAnswer('grant'));
  await permission.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(permission).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Foto del frente de tu INE' })).toBeVisible();

  await page.getByRole('button', { name: 'Tomar foto del reverso' }).click();
  await expect(page.getByRole('img', { name: 'Foto del reverso de tu INE' })).toBeVisible();
  await expect(page.getByText('Leímos estos datos de tu documento')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // The selfie comes from the emulated front camera too.
  await expect(page.getByRole('heading', { level: 1, name: 'Reconocimiento facial' })).toBeVisible();
  await page.getByRole('button', { name: 'Tomar selfie' }).click();
  await expect(page.getByRole('img', { name: 'Tu selfie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeEnabled({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Información personal' })).toBeVisible({
    timeout: 15_000,
  });

  const state = await page.evaluate(() => window.__cuotaBridge!.snapshot());
  expect(state.session?.mobile).toBe(MOBILE);
  expect(state.permissions.camera).toBe('granted');
  expect(state.captures.map((c) => c.mode)).toEqual(['idCardFront', 'idCardBack', 'face']);
  expect(state.timeSdkCalls).toContainEqual(
    expect.objectContaining({ step: 'idCardAuthentication', isSubmit: true }),
  );

  // The pictures reached the mock backend as the borrower's uploads.
  const images = await page.evaluate((mobile) => {
    const world = window.__cuotaMock!.world as unknown as {
      findUser(m: string): { application?: { images: object } } | undefined;
    };
    return Object.keys(world.findUser(mobile)?.application?.images ?? {});
  }, MOBILE);
  expect(images.sort()).toEqual(['curpBack', 'curpFront', 'face']);
});
