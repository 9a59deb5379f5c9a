import { expect, type Page } from '@playwright/test';

/** The external home page unknown paths redirect to (the build's default). */
export const EXTERNAL_HOME = 'https://www.cuota.mx/';

/** A fresh valid Mexican mobile for each test, so parallel tests never share a borrower. */
export function freshMobile(): string {
  return `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Reads the verification code from the incoming-SMS notification the mock world shows. */
export async function readSmsCode(page: Page): Promise<string> {
  const sms = page
    .getByRole('status')
    .filter({ hasText: /\b\d{6}\b/ })
    .last();
  await expect(sms).toBeVisible();
  const text = (await sms.textContent()) ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no 6-digit code in SMS notification: ${text}`);
  return code;
}

/** Logs a new borrower in through the login page, as a person would. Returns the mobile used. */
export async function loginAsNewBorrower(page: Page, mobile = freshMobile()): Promise<string> {
  await page.goto('./#/user/login');
  await page.getByLabel('Número de celular').fill(mobile);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const code = await readSmsCode(page);
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sesión iniciada' })).toBeVisible();
  return mobile;
}
