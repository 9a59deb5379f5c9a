import { expect, test, type Page } from './fixtures';
import { defaultProducts } from '../../src/mocks/world/loan-config';
import { quoteOf } from '../../scenarios/oracle/loan-oracle';
import { openAsPresetBorrower } from './session';

// Whole journeys over four to six screens, with the world's clock moved and the waiting screens refreshed: up to
// 19.5 s of the suite's 30 s beside a second worker on a slow 2-core machine (issue 28), so twice that.
test.describe.configure({ timeout: 60_000 });

const mxn = (amount: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(amount);
const claim = (page: Page, name: string) => page.locator(`[data-claim="${name}"]`).first();

async function advanceWorld(page: Page, by: { minutes?: number; days?: number }) {
  await page.waitForFunction(() => window.__cuotaMock !== undefined);
  await page.evaluate((step) => window.__cuotaMock?.clock.advance(step), by);
}

/**
 * The borrower taps «Actualizar» on the waiting screen, unless the app's own polling has already moved on
 * (after the world's clock jumps, both race: the button is disabled while a refresh runs, then gone).
 */
async function refreshUntil(page: Page, url: RegExp) {
  const refresh = page.getByRole('button', { name: 'Actualizar' });
  await expect(async () => {
    if (!url.test(page.url())) await refresh.click({ timeout: 2_000 });
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Moves within the app (a new page load without the preset query would start another world). */
async function goTo(page: Page, path: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
}

async function loggedEvents(page: Page): Promise<{ type: string; status?: string; previous?: string }[]> {
  return page.evaluate(() => {
    const log = JSON.parse(window.localStorage.getItem('cuota:event-log') ?? '{}') as {
      events?: { type: string; status?: string; previous?: string }[];
    };
    return log.events ?? [];
  });
}

/** From home with a granted quota: choose the amount, read the full cost, accept, confirm. */
async function borrow(page: Page, amount: number) {
  await expect(page.getByText('Tu cupo disponible')).toBeVisible();
  await page.getByRole('link', { name: 'Solicitar préstamo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar préstamo' })).toBeVisible();
  const field = page.getByLabel(/Monto \(MXN/);
  await field.fill(String(amount));
  await expect(claim(page, 'amount')).toHaveAttribute('data-value', String(amount));
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Detalles del préstamo' })).toBeVisible();
  await expect(page.getByText('Resumen de tu préstamo')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar préstamo' }).click();
  await expect(page.getByText('Debes aceptar los términos y condiciones para continuar')).toBeVisible();
  await page.getByRole('checkbox', { name: /He leído y acepto/ }).check();
  await page.getByRole('button', { name: 'Confirmar préstamo' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Enviar tu solicitud?' });
  await expect(dialog.getByText('Una vez enviada, tu solicitud no se puede cancelar.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/#\/deal\/review\?orderId=/);
  await expect(page.getByText('Tu solicitud está en revisión')).toBeVisible();
}

test('borrow -> review -> paid out -> repaid in full', async ({ page }) => {
  await openAsPresetBorrower(page, { preset: 'quota-granted', path: '/' });
  await expect(page.getByText('Tu cupo disponible')).toBeVisible();
  await page.getByRole('link', { name: 'Solicitar préstamo' }).click();
  await page.getByLabel(/Monto \(MXN/).fill('3000');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The full cost, as the money oracle (the spec's formulas, no app code) gives it for the product's terms,
  // with the CAT in the law's words.
  const product = defaultProducts()[0]!;
  const s = quoteOf({
    principal: 3000,
    days: Math.min(...product.terms),
    dailyInterestRate: product.dailyInterestRate,
    dailyFeeRate: product.dailyFeeRate,
    taxRate: product.taxRate,
  });
  if (!s.cat.ok) throw new Error('the default product must have a CAT');
  await expect(claim(page, 'netDisbursed')).toHaveText(mxn(s.net));
  await expect(claim(page, 'totalRepay')).toHaveText(mxn(s.totalRepay));
  await expect(claim(page, 'fee')).toHaveText(mxn(s.fee));
  await expect(claim(page, 'tax')).toHaveText(mxn(s.tax));
  await expect(claim(page, 'interest')).toHaveText(mxn(s.interest));
  await expect(
    page.getByText(`CAT ${s.cat.percent.toFixed(1)}% sin IVA, para fines informativos y de comparación`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Atrás' }).click();
  await page.getByRole('button', { name: 'Atrás' }).click();
  await borrow(page, 3000);

  // The review (within 24 hours) and the payout end within 300 minutes of the world's clock.
  await advanceWorld(page, { minutes: 300 });
  await refreshUntil(page, /#\/repay\/repay_detail\?orderId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle de pago' })).toBeVisible();
  await expect(claim(page, 'principal')).toHaveText(mxn(3000));

  // Repaid in full through the cashier (the repay screens).
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByLabel(/Monto a pagar/)).toHaveValue(String(Math.ceil(s.totalRepay)));
  await page.getByRole('button', { name: 'Generar referencia de pago' }).click();
  await expect(page.getByRole('heading', { name: 'Tu referencia de pago' })).toBeVisible();
  await page.getByRole('button', { name: 'Ver detalle de pago' }).click();
  await expect(page.getByText('Pagaste tu préstamo completo. ¡Gracias!')).toBeVisible();

  await goTo(page, '/');
  await expect(page.getByText('¡Pagaste tu préstamo!')).toBeVisible();
  await goTo(page, '/records');
  await expect(
    page.getByRole('article', { name: 'Préstamo de $3,000.00' }).getByText('Pagado'),
  ).toBeVisible();

  const events = await loggedEvents(page);
  expect(events.map((e) => e.type)).toContain('order/created');
  const transitions = events
    .filter((e) => e.type === 'order/statusChanged')
    .map((e) => `${e.previous}->${e.status}`);
  expect(transitions[0]).toMatch(/^assessing->(disbursing|repaying)$/);
  expect(transitions.at(-1)).toBe('repaying->finished');
});

test('a rejection: the days before reapplying, and no new loan before then', async ({ page }) => {
  await openAsPresetBorrower(page, { preset: 'quota-granted', path: '/' });
  await page.waitForFunction(() => window.__cuotaMock !== undefined);
  await page.evaluate(() => {
    const world = window.__cuotaMock?.world as unknown as {
      config: { loans: Record<string, unknown> };
      setConfig(patch: Record<string, unknown>): void;
    };
    world.setConfig({ loans: { ...world.config.loans, decision: 'reject' } });
  });
  await borrow(page, 2000);

  await advanceWorld(page, { minutes: 300 });
  await refreshUntil(page, /#\/deal\/reject\?orderId=/);
  await expect(page.getByText('Tu solicitud fue rechazada')).toBeVisible();
  await expect(page.getByText(/Podrás volver a solicitar en \d+ días\./)).toBeVisible();

  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page.getByText('Tu solicitud de préstamo fue rechazada')).toBeVisible();
  await page.getByRole('link', { name: 'Solicitar préstamo' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /días/ })).toBeVisible();
  await expect(page).toHaveURL(/#\/borrow\/to_borrow/);
});

test('a second loan is refused while one is open', async ({ page }) => {
  await openAsPresetBorrower(page, { preset: 'loan-assessing', path: '/borrow/to_borrow' });
  await expect(page.getByText(/Solo puedes tener un préstamo a la vez/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver mi préstamo' }).click();
  await expect(page).toHaveURL(/#\/deal\/review\?orderId=/);
  await expect(page.getByText('Tu solicitud está en revisión')).toBeVisible();

  // Home does not offer another loan either.
  await goTo(page, '/');
  await expect(page.getByText('Tu préstamo está en revisión')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Solicitar préstamo' })).toHaveCount(0);
});
