import { expect, test } from './fixtures';
import { freshMobile, loginAsNewBorrower, readSmsCode } from './helpers';

test('a new borrower logs in with the code the world sends, starts the application, and logs out', async ({
  page,
}) => {
  const mobile = await loginAsNewBorrower(page);

  // A new borrower's first step is the credit-history questionnaire (progress 5).
  await expect(page.getByRole('heading', { level: 1, name: 'Historial crediticio' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#/auth/loan_question');

  // The token is kept as a Bearer value; the session survives a WebView reload.
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toMatch(/"Authorization":"Bearer [^"]+"/);
  await page.goto('./#/me');
  await page.reload();
  await expect(page.getByText(`Cuenta: ${mobile}`)).toBeVisible();

  // Log out clears local data and returns home.
  await page.getByRole('link', { name: 'Configuración' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuota' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible();
  const leftovers = await page.evaluate(() => ({
    token: window.localStorage.getItem('token'),
    log: window.localStorage.getItem('cuota:event-log') ?? '',
  }));
  expect(leftovers.token).toBeNull();
  expect(leftovers.log).not.toContain(mobile);
});

test('bad input gets a clear message in Spanish and loses nothing typed; no code is sent', async ({
  page,
}) => {
  let codeRequests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/') && r.method() === 'POST') codeRequests += 1;
  });
  await page.goto('./#/user/login');
  const mobileField = page.getByLabel('Número de celular');

  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Ingresa tu número de celular')).toBeVisible();

  await mobileField.fill('12345');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('El número debe tener 10 dígitos y no empezar con 0 ni 1')).toBeVisible();
  await expect(mobileField).toHaveValue('12345');

  await mobileField.fill('800 123 4567');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(/números 800, 900/)).toBeVisible();
  await expect(mobileField).toHaveValue('800 123 4567');

  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Ingresa el código de verificación')).toBeVisible();
  expect(codeRequests).toBe(0);
});

test('a wrong code is refused with the world’s message; the resend countdown runs for 60 s', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('./#/user/login');
  await page.getByLabel('Número de celular').fill(`+52 ${freshMobile()}`);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const code = await readSmsCode(page);
  await expect(page.getByRole('button', { name: /Reenviar en \d+ s/ })).toBeDisabled();

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Código de verificación').fill(wrong);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /código/i })).toBeVisible();
  await expect(page.getByLabel('Código de verificación')).toHaveValue(wrong);

  await page.clock.runFor(61_000);
  await expect(page.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
});

test('English: the stored language switches every text of the login page', async ({ page }) => {
  await page.goto('./#/user_center/language');
  await page.getByLabel('English').check();
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
  await page.goto('./#/user/login');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter your mobile number')).toBeVisible();
});
