import { screen, waitFor } from '@testing-library/react';
import {
  dailyOfAnnual,
  dateAfter,
  daysFrom,
  extensionFeeOf,
  overduePenaltyOf,
  quoteOf,
  totalOwed,
} from '../../scenarios/oracle/loan-oracle';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { call } from '../../src/mocks/handlers/application-test-kit';
import { installMockServer } from '../../src/mocks/server';
import { fault } from '../../src/mocks/world/faults';
import type { MockOrder } from '../../src/mocks/world/loan-ledger';
import { mxDate } from '../../src/mocks/world/time';
import { currentPath, renderApp } from './render-app';

const runtime = installMockServer({ preset: 'overdue', seed: 7 });
const session = { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 55 };

/** The borrower's (only) order in the mock world: its terms are what the screens must agree with. */
function worldOrder(): MockOrder {
  const order = runtime.world.findUser(REGISTERED_MOBILE)?.loans?.orders[0];
  if (!order) throw new Error('the preset has no order');
  return order;
}

/**
 * The figures of an order on the world's current day, from the money oracle (scenarios/oracle/loan-oracle.ts:
 * the spec's formulas written again, no app code): due the tenure after the payout, 2% of the principal per
 * whole day past it.
 */
function expectedFigures(order: MockOrder) {
  const { principal, days, annualInterestRate, dailyFeeRate, feeTaxRate } = order.terms;
  const start = mxDate(order.plan!.disburseUntil);
  const due = dateAfter(start, days);
  const late = Math.max(0, daysFrom(due, mxDate(runtime.world.now())));
  const quote = quoteOf({
    principal,
    days,
    dailyInterestRate: dailyOfAnnual(annualInterestRate),
    dailyFeeRate,
    taxRate: feeTaxRate,
  });
  const penalty = overduePenaltyOf(principal, late);
  const total = totalOwed({ principal, interest: quote.interest, penalty });
  return {
    totalAmount: principal,
    dueDate: due,
    totalRepayment: total,
    duration: days,
    principal,
    interest: quote.interest,
    penalty,
    repaid: 0,
    unrepaid: total,
    serviceFee: quote.deducted,
    overdueDays: late,
    penaltyDeduction: 0,
  };
}

const claim = (name: string) => document.querySelector<HTMLElement>(`[data-claim="${name}"]`);
const claimValue = (name: string) => claim(name)?.dataset.value;

/** Requests the backend answered for these paths, in order. */
function requests(...paths: string[]) {
  const seen: string[] = [];
  const off = runtime.onTraffic((t) => {
    if (t.path && paths.includes(t.path)) seen.push(t.path);
  });
  return { seen, off };
}

function setChannelStatus(channelId: string, status: 'available' | 'unavailable' | 'flaky') {
  const loans = runtime.world.config.loans;
  runtime.world.setConfig({
    loans: {
      ...loans,
      channels: loans.channels.map((c) => (c.channelId === channelId ? { ...c, status } : c)),
    },
  });
}

describe('repayment detail', () => {
  test('an overdue loan shows every repayment field as the money oracle gives it, and the penalty grows with the clock', async () => {
    const first = await renderApp('/repay/repay_detail', { session });
    await screen.findByRole('heading', { name: 'Detalle del préstamo' });
    const expected = expectedFigures(worldOrder());
    expect(expected.overdueDays).toBe(5);
    for (const [name, value] of Object.entries(expected)) expect(claimValue(name), name).toBe(String(value));
    expect(claim('penalty')).toHaveTextContent('$300.00');
    expect(claim('totalRepayment')).toHaveTextContent('$3,573.00');
    expect(claim('overdueDays')).toHaveTextContent('5 días');
    expect(document.querySelector('[data-math-check]')).toHaveAttribute('data-math-check', 'ok');
    // Overdue is highlighted: a notice, and the penalty and overdue rows in the alert style.
    expect(screen.getByText(/Tu pago tiene 5 días de atraso/)).toBeInTheDocument();
    expect(claim('penalty')?.closest('.repay-row')).toHaveClass('repay-row--alert');
    expect(claim('overdueDays')?.closest('.repay-row')).toHaveClass('repay-row--alert');
    first.unmount();

    runtime.world.clock.advance({ days: 1 });
    await renderApp('/repay/repay_detail', { session });
    await screen.findByRole('heading', { name: 'Detalle del préstamo' });
    const later = expectedFigures(worldOrder());
    expect(later.overdueDays).toBe(6);
    for (const [name, value] of Object.entries(later)) expect(claimValue(name), name).toBe(String(value));
    expect(claim('penalty')).toHaveTextContent('$360.00');
  });

  // Decision 0049: a per-day rate is shown with its yearly equivalent (simple, 365 days) on the same screen.
  test.each([
    [
      'es' as const,
      'Cada día se suma un interés moratorio del 2% diario (730% anual) del monto del préstamo.',
    ],
    ['en' as const, 'A penalty interest of 2% per day (730% per year) of the principal is added every day.'],
  ])(
    'the overdue notice states the daily penalty with its yearly equivalent (%s)',
    async (language, sentence) => {
      await renderApp('/repay/repay_detail', { session, language });
      const notice = await screen.findByText(/(?:días de atraso|days late)/);
      // 2% of the principal a day (the overdue preset's product), 365 days a year: 730%.
      expect(notice).toHaveTextContent(sentence);
    },
  );

  test('a loan being repaid on time offers paying and extending, in English too', async () => {
    runtime.reset({ preset: 'repaying', seed: 7 });
    const { user } = await renderApp('/repay/repay_detail', { session, language: 'en' });
    await screen.findByRole('heading', { name: 'Loan details' });
    const expected = expectedFigures(worldOrder());
    expect(expected.overdueDays).toBe(0);
    for (const [name, value] of Object.entries(expected)) expect(claimValue(name), name).toBe(String(value));
    expect(screen.queryByText(/late/)).not.toBeInTheDocument();
    expect(claim('penalty')?.closest('.repay-row')).not.toHaveClass('repay-row--alert');
    expect(screen.getByRole('button', { name: 'Extend the due date' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Repay' }));
    await waitFor(() => expect(currentPath()).toBe('/repay/cashier'));
    expect(window.location.hash).toContain(`orderId=${worldOrder().orderId}`);
  });

  test('nobody logged in: the way to log in, and no request is sent', async () => {
    const sent = requests('/store/repayment/detail', '/store/order/last');
    const { user } = await renderApp('/repay/repay_detail?orderId=x1');
    expect(await screen.findByText('Inicia sesión para ver y pagar tu préstamo.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(currentPath()).toBe('/user/login'));
    expect(decodeURIComponent(window.location.hash)).toContain('redirect=/repay/repay_detail?orderId=x1');
    expect(sent.seen).toHaveLength(0);
    sent.off();
  });

  test('with no loan at all, the empty order number message and the way home are shown', async () => {
    runtime.reset({ preset: 'quota-granted', seed: 7 });
    await renderApp('/repay/repay_detail', { session });
    expect(await screen.findByText(/El número de orden está vacío/)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Ir al inicio' })).toBeInTheDocument();
  });
});

describe('cashier amount rule', () => {
  test.each([
    ['', 'Ingresa el monto a pagar'],
    ['10', 'El monto debe ser mayor a $10'],
    ['5', 'El monto debe ser mayor a $10'],
    ['50', 'El monto debe ser mayor a $100.00'],
    ['100', 'El monto debe ser mayor a $100.00'],
    ['150.50', 'Ingresa un número entero de pesos, sin centavos ni símbolos'],
    ['1😀0', 'Ingresa un número entero de pesos, sin centavos ni símbolos'],
    ['3574', 'El monto no puede ser mayor a lo que debes ($3,573.00)'],
  ])('amount %j: "%s", what was typed stays and nothing is sent', async (typed, message) => {
    const { user } = await renderApp('/repay/cashier', { session });
    const field = await screen.findByLabelText(/Monto a pagar/);
    const sent = requests('/portal/repayment/confirm');
    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveValue(typed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent.seen).toHaveLength(0);
    sent.off();
  });

  test('the amount defaults to everything owed, and a full repayment finishes the loan', async () => {
    const { user, app } = await renderApp('/repay/repay_detail', { session });
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    const field = await screen.findByLabelText(/Monto a pagar/);
    expect(field).toHaveValue('3573');
    expect(screen.getByRole('radio', { name: 'Transferencia SPEI' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Efectivo en OXXO' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Efectivo en OXXO' }));
    await user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
    await screen.findByRole('heading', { name: 'Tu referencia de pago' });
    expect(screen.getByText('Paga $3,573.00 en Efectivo en OXXO con esta referencia.')).toBeInTheDocument();
    const reference = claim('paymentReference')?.textContent ?? '';
    expect(reference).toMatch(/^\d{14}$/);
    const confirmed = app.store.log().find((e) => e.type === 'repayment/confirmed');
    expect(confirmed).toMatchObject({ amount: 3573, channel: 'Efectivo en OXXO', reference });

    await user.click(screen.getByRole('button', { name: 'Ver detalle de pago' }));
    expect(await screen.findByText('Pagaste tu préstamo completo. ¡Gracias!')).toBeInTheDocument();
    expect(claimValue('unrepaid')).toBe('0');
    expect(claimValue('repaid')).toBe('3573');
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    const orderId = worldOrder().orderId;
    expect(app.store.getState().orders.byId[orderId]?.status).toBe('finished');
    expect(app.store.log()).toContainEqual(
      expect.objectContaining({
        type: 'order/statusChanged',
        orderId,
        status: 'finished',
        previous: 'overdue',
      }),
    );
  });

  test('the minimum is shown, and an amount just above it is sent and accepted (spec section 5)', async () => {
    const { user, app } = await renderApp('/repay/cashier', { session });
    const field = await screen.findByLabelText(/Monto a pagar/);
    expect(
      screen.getByText('Número entero, sin centavos: más de $100.00 y hasta $3,573.00 (todo lo que debes).'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '101');
    await user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
    await screen.findByRole('heading', { name: 'Tu referencia de pago' });
    expect(app.store.log().find((e) => e.type === 'repayment/confirmed')).toMatchObject({ amount: 101 });
  });

  test('a balance of 10 or less is paid in full at the cashier; a part of it is refused with the reason', async () => {
    const orderId = worldOrder().orderId;
    const owed = (await call<{ unrepayAmount: number }>('/store/repayment/detail', { orderId })).data
      .unrepayAmount;
    // Pay all but 7 pesos and the centavos (as another payment would), leaving a tiny balance.
    expect(
      (await call('/portal/repayment/confirm', { orderId, amount: Math.floor(owed) - 7, channelId: 'spei' }))
        .code,
    ).toBe(0);
    const left = Math.round((owed - (Math.floor(owed) - 7)) * 100) / 100;
    const whole = Math.ceil(left);
    expect(whole).toBeLessThanOrEqual(10);
    const sent = requests('/portal/repayment/confirm');
    const { user, app } = await renderApp('/repay/cashier', { session });
    const field = await screen.findByLabelText(/Monto a pagar/);
    expect(field).toHaveValue(String(whole));
    expect(screen.getByText(`Con este saldo se paga todo de una vez: $${whole}.00.`)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, String(whole - 1));
    await user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
    expect(
      await screen.findByText(`Con este saldo solo puedes pagar todo lo que debes: $${whole}.00`),
    ).toBeInTheDocument();
    expect(sent.seen).toHaveLength(0);

    await user.clear(field);
    await user.type(field, String(whole));
    await user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
    await screen.findByRole('heading', { name: 'Tu referencia de pago' });
    expect(sent.seen).toHaveLength(1);
    expect(app.store.log().find((e) => e.type === 'repayment/confirmed')).toMatchObject({ amount: left });
    await user.click(screen.getByRole('button', { name: 'Ver detalle de pago' }));
    expect(await screen.findByText('Pagaste tu préstamo completo. ¡Gracias!')).toBeInTheDocument();
    expect(claimValue('unrepaid')).toBe('0');
    sent.off();
  });

  test('a balance between 10 and the minimum is paid in full too; less is refused', async () => {
    const orderId = worldOrder().orderId;
    const owed = (await call<{ unrepayAmount: number }>('/store/repayment/detail', { orderId })).data
      .unrepayAmount;
    await call('/portal/repayment/confirm', { orderId, amount: Math.floor(owed) - 60, channelId: 'spei' });
    const whole = Math.ceil(owed - (Math.floor(owed) - 60) - 1e-9);
    const { user } = await renderApp('/repay/cashier', { session });
    const field = await screen.findByLabelText(/Monto a pagar/);
    expect(field).toHaveValue(String(whole));
    await user.clear(field);
    await user.type(field, '50');
    await user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
    expect(
      await screen.findByText(`Con este saldo solo puedes pagar todo lo que debes: $${whole}.00`),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, String(whole));
    await user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
    expect(await screen.findByRole('heading', { name: 'Tu referencia de pago' })).toBeInTheDocument();
  });

  test('a double tap sends one request', async () => {
    const { user } = await renderApp('/repay/cashier', { session });
    await screen.findByLabelText(/Monto a pagar/);
    const sent = requests('/portal/repayment/confirm');
    await user.dblClick(screen.getByRole('button', { name: 'Generar referencia de pago' }));
    await screen.findByRole('heading', { name: 'Tu referencia de pago' });
    expect(sent.seen).toHaveLength(1);
    sent.off();
  });
});

describe('cashier messages', () => {
  const ui = {
    es: {
      submit: 'Generar referencia de pago',
      retry: 'Reintentar',
      card: 'Tarjeta de débito',
      spei: 'Transferencia SPEI',
      referenceHeading: 'Tu referencia de pago',
      orderIdEmpty: 'El número de orden está vacío. Vuelve al inicio y abre tu préstamo de nuevo.',
      paymentOrderIdEmpty: 'El número de la orden de pago llegó vacío. Inténtalo de nuevo.',
      orderExpired: 'Esta orden ha expirado, inténtalo de nuevo',
      channelUnavailable: 'Este canal de pago no está disponible. Elige otro.',
    },
    en: {
      submit: 'Get payment reference',
      retry: 'Retry',
      card: 'Debit card',
      spei: 'SPEI bank transfer',
      referenceHeading: 'Your payment reference',
      orderIdEmpty: 'The order number is empty. Go back home and open your loan again.',
      paymentOrderIdEmpty: 'The payment order id came back empty. Please try again.',
      orderExpired: 'This order has expired, please try again',
      channelUnavailable: 'This payment channel is not available. Please choose another.',
    },
  } as const;
  const languages = ['es', 'en'] as const;

  test.each(languages)('%s: with no order, the empty order number message', async (language) => {
    runtime.reset({ preset: 'quota-granted', seed: 7 });
    await renderApp('/repay/cashier', { session, language });
    expect(await screen.findByText(ui[language].orderIdEmpty)).toHaveAttribute('role', 'alert');
  });

  test.each(languages)('%s: an empty payment order id can be retried', async (language) => {
    setChannelStatus('spei', 'flaky');
    const { user } = await renderApp('/repay/cashier', { session, language });
    await screen.findByRole('radio', { name: ui[language].spei });
    await user.click(screen.getByRole('button', { name: ui[language].submit }));
    expect(await screen.findByText(ui[language].paymentOrderIdEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ui[language].retry }));
    expect(await screen.findByRole('heading', { name: ui[language].referenceHeading })).toBeInTheDocument();
  });

  test.each(languages)('%s: an expired order says so, and trying again works', async (language) => {
    const { user } = await renderApp('/repay/cashier', { session, language });
    const field = await screen.findByLabelText(language === 'es' ? /Monto a pagar/ : /Amount to pay/);
    await user.clear(field);
    await user.type(field, '500');
    runtime.faults.once('/portal/repayment/confirm', fault.error(10060003, 'expired'));
    await user.click(screen.getByRole('button', { name: ui[language].submit }));
    expect(await screen.findByText(ui[language].orderExpired)).toBeInTheDocument();
    expect(field).toHaveValue('500');
    await user.click(screen.getByRole('button', { name: ui[language].retry }));
    expect(await screen.findByRole('heading', { name: ui[language].referenceHeading })).toBeInTheDocument();
  });

  test.each(languages)('%s: an unavailable channel asks for another; the amount stays', async (language) => {
    const { user } = await renderApp('/repay/cashier', { session, language });
    const field = await screen.findByLabelText(language === 'es' ? /Monto a pagar/ : /Amount to pay/);
    await user.clear(field);
    await user.type(field, '1200');
    await user.click(screen.getByRole('radio', { name: ui[language].card }));
    await user.click(screen.getByRole('button', { name: ui[language].submit }));
    expect(await screen.findByText(ui[language].channelUnavailable)).toBeInTheDocument();
    expect(field).toHaveValue('1200');
    await user.click(screen.getByRole('radio', { name: ui[language].spei }));
    await user.click(screen.getByRole('button', { name: ui[language].submit }));
    expect(await screen.findByRole('heading', { name: ui[language].referenceHeading })).toBeInTheDocument();
  });
});

describe('copying the payment reference', () => {
  async function issueReference() {
    const rendered = await renderApp('/repay/cashier', { session });
    await screen.findByLabelText(/Monto a pagar/);
    await rendered.user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
    await screen.findByRole('heading', { name: 'Tu referencia de pago' });
    return { ...rendered, reference: claim('paymentReference')?.textContent ?? '' };
  }

  test('a copied reference says "Copiado"', async () => {
    const { user, reference } = await issueReference();
    // After userEvent.setup(), which installs its own clipboard.
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copiar referencia' }));
    expect(await screen.findByText('Copiado')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(reference);
    vi.unstubAllGlobals();
  });

  test('a refused clipboard says "No se pudo copiar"', async () => {
    const { user } = await issueReference();
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    const execCommand = vi.fn().mockReturnValue(false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copiar referencia' }));
    expect(await screen.findByText('No se pudo copiar')).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    vi.unstubAllGlobals();
  });
});

describe('extension', () => {
  test('the extension shows its terms, is paid, confirmed, and the due date moves', async () => {
    runtime.reset({ preset: 'repaying', seed: 7 });
    const { user, app } = await renderApp('/repay/repay_detail', { session });
    const before = expectedFigures(worldOrder());
    await user.click(await screen.findByRole('button', { name: 'Extender plazo (prórroga)' }));
    await screen.findByRole('heading', { name: 'Extiende tu fecha de pago' });
    // The product's published rule: its daily fee rate on the principal per extension day, plus IVA.
    const { principal, dailyFeeRate, feeTaxRate } = worldOrder().terms;
    const fee = extensionFeeOf(principal, 30, { dailyFeeRate, taxRate: feeTaxRate });
    expect(fee.total).toBe(52.2); // 3,000 x 0.05% x 30 = 45.00, plus IVA 16% 7.20
    expect(claimValue('extensionFee')).toBe(String(fee.total));
    expect(claim('extensionFee')).toHaveTextContent('$52.20');
    expect(claimValue('currentDueDate')).toBe(before.dueDate);
    expect(claimValue('newDueDate')).toBe(dateAfter(before.dueDate, 30));
    // The help text's "no extension" claim is not repeated here.
    expect(screen.queryByText(/no hay prórroga|sin prórroga/i)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pagar costo de la prórroga' }));
    expect(await screen.findByText('Recibimos el pago de la prórroga.')).toBeInTheDocument();
    expect(claim('paymentReference')?.textContent).toMatch(/^\d+$/);
    await user.click(screen.getByRole('button', { name: 'Confirmar prórroga' }));
    const newDue = dateAfter(before.dueDate, 30);
    expect(await screen.findByText(/Prórroga confirmada/)).toBeInTheDocument();
    expect(claimValue('dueDate')).toBe(newDue);

    const types = app.store.log().map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['extension/paymentIssued', 'extension/paid', 'extension/confirmed']),
    );
    expect(types.indexOf('extension/paid')).toBeLessThan(types.indexOf('extension/confirmed'));
    expect(app.store.getState().orders.byId[worldOrder().orderId]?.dueDate).toBe(newDue);

    await user.click(screen.getByRole('button', { name: 'Volver al detalle de pago' }));
    await screen.findByRole('heading', { name: 'Detalle del préstamo' });
    await waitFor(() => expect(claimValue('dueDate')).toBe(newDue));
  });

  test('an overdue loan cannot be extended: the backend says so and the way back is offered', async () => {
    await renderApp('/repay/exhibition_period_detail', { session });
    expect(await screen.findByText('Este préstamo no se puede extender')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Volver al detalle de pago' })).toBeInTheDocument();
  });
});
