import { expect, test, type Page } from './fixtures';
import { dateAfter, overduePenaltyOf, totalOwed } from '../../scenarios/oracle/loan-oracle';
import { openAsPresetBorrower } from './session';

/**
 * The presets' loan: 3,000 MXN for 91 days at 36% a year (interest 273.00), penalty 2% a day. Expected money
 * comes from the money oracle (scenarios/oracle/loan-oracle.ts, the spec's formulas), never the app's loan-math.
 */
const PRINCIPAL = 3_000;
const INTEREST = 273;

const mxn = (amount: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 }).format(
    amount,
  );
const claim = (page: Page, name: string) => page.locator(`[data-claim="${name}"]`);

async function advanceWorldDays(page: Page, days: number) {
  await page.evaluate((d) => window.__cuotaMock?.clock.advance({ days: d }), days);
}

test('an overdue loan: penalty and overdue days grow as the world clock advances', async ({ page }) => {
  await openAsPresetBorrower(page, { preset: 'overdue', path: '/repay/repay_detail' });
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle de pago' })).toBeVisible();

  const expectOverdue = async (late: number) => {
    const penalty = overduePenaltyOf(PRINCIPAL, late);
    const owed = totalOwed({ principal: PRINCIPAL, interest: INTEREST, penalty });
    await expect(claim(page, 'overdueDays')).toHaveText(`${late} días`);
    await expect(claim(page, 'penalty')).toHaveText(mxn(penalty));
    await expect(claim(page, 'totalRepayment')).toHaveText(mxn(owed));
    await expect(claim(page, 'unrepaid')).toHaveText(mxn(owed));
    await expect(page.locator('[data-math-check]')).toHaveAttribute('data-math-check', 'ok');
    await expect(page.getByText(`Tu pago tiene ${late} días de atraso`)).toBeVisible();
  };
  await expectOverdue(5);
  // The world keeps its clock across the reload, as a real backend would.
  await advanceWorldDays(page, 1);
  await page.reload();
  await expectOverdue(6);
  await advanceWorldDays(page, 2);
  await page.reload();
  await expectOverdue(8);
});

test('an extension: the fee is paid, the extension confirmed, and the due date moves', async ({ page }) => {
  await openAsPresetBorrower(page, { preset: 'repaying', path: '/repay/repay_detail' });
  const due = claim(page, 'dueDate');
  await expect(due).toHaveAttribute('data-value', /^\d{4}-\d{2}-\d{2}$/);
  const before = (await due.getAttribute('data-value')) ?? '';
  const after = dateAfter(before, 30);

  await page.getByRole('button', { name: 'Extender plazo (prórroga)' }).click();
  await expect(page.getByRole('heading', { name: 'Extiende tu fecha de pago' })).toBeVisible();
  await expect(claim(page, 'currentDueDate')).toHaveAttribute('data-value', before);
  await expect(claim(page, 'newDueDate')).toHaveAttribute('data-value', after);
  await expect(claim(page, 'extensionFee')).toHaveText('$52.20');

  await page.getByRole('radio', { name: 'Efectivo en OXXO' }).check();
  await page.getByRole('button', { name: 'Pagar costo de la prórroga' }).click();
  await expect(page.getByText('Recibimos el pago de la prórroga.')).toBeVisible();
  await expect(claim(page, 'paymentReference')).toHaveText(/^\d{14}$/);
  await page.getByRole('button', { name: 'Confirmar prórroga' }).click();
  await expect(page.getByText(/Prórroga confirmada/)).toBeVisible();
  await expect(claim(page, 'dueDate')).toHaveAttribute('data-value', after);

  await page.getByRole('button', { name: 'Volver al detalle de pago' }).click();
  await expect(claim(page, 'dueDate')).toHaveAttribute('data-value', after);
  const events = await page.evaluate(() => {
    const log = JSON.parse(window.localStorage.getItem('cuota:event-log') ?? '{}') as {
      events?: { type: string }[];
    };
    return (log.events ?? []).map((e) => e.type);
  });
  expect(events).toEqual(expect.arrayContaining(['extension/paid', 'extension/confirmed']));
});

test('a full repayment: the reference is copied and the loan is finished', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAsPresetBorrower(page, { preset: 'overdue', path: '/repay/repay_detail' });
  // Five days late: 2% of 3,000 a day is 300.00, so 3,573.00 in all.
  const owed = totalOwed({
    principal: PRINCIPAL,
    interest: INTEREST,
    penalty: overduePenaltyOf(PRINCIPAL, 5),
  });
  expect(owed).toBe(3573);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();

  const amount = page.getByLabel(/Monto a pagar/);
  await expect(amount).toHaveValue(String(owed));
  await page.getByRole('button', { name: 'Generar referencia de pago' }).click();
  await expect(page.getByRole('heading', { name: 'Tu referencia de pago' })).toBeVisible();
  await expect(page.getByText(`Paga ${mxn(owed)} en Transferencia SPEI con esta referencia.`)).toBeVisible();
  const reference = (await claim(page, 'paymentReference').textContent()) ?? '';
  expect(reference).toMatch(/^\d{7}$/);

  await page.getByRole('button', { name: 'Copiar referencia' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

  await page.getByRole('button', { name: 'Ver detalle de pago' }).click();
  await expect(page.getByText('Pagaste tu préstamo completo. ¡Gracias!')).toBeVisible();
  await expect(claim(page, 'unrepaid')).toHaveText('$0.00');
  await expect(claim(page, 'repaid')).toHaveText(mxn(owed));
  await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0);
});
