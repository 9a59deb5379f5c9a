import type { ConfirmRepaymentResponse, ExtensionData } from '../../api/contracts/repayment';
import { installMockServer, resetMockWorld } from '../server';
import { defaultProducts } from '../world/loan-config';
import { mxDate } from '../world/time';
import { call } from './application-test-kit';
import { lastOrder, ok, progress, refused, repaymentDetail, setChannel } from './loan-test-kit';

const mock = installMockServer();
const flex = defaultProducts()[0]!;

// The presets lend 3,000 MXN for 91 days on the first product. Its figures are worked out here from the spec
// (sections 1 and 9, compliance.md), never with the app's loan-math or the mock's own pricing.
/** Interest: 3,000 x 0.1% a day (36% a year on 360 days) x 91 days. */
const INTEREST = 273;
/** Principal plus interest, due at the end of the tenure. */
const TOTAL_REPAY = 3273;
/** An extension of 30 days: 3,000 x 0.05% a day x 30 = 45.00, plus IVA 16% 7.20. */
const EXTENSION_FEE = 52.2;
/** The overdue penalty: 2% of the 3,000 principal per whole day past the due date, 60.00 a day. */
const penaltyAfter = (daysLate: number) => 60 * daysLate;

/** The calendar date `days` after an ISO date. */
const datePlus = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('the presets lend on the rates the figures above assume', () => {
  expect(flex).toMatchObject({
    dailyInterestRate: 0.001,
    dailyFeeRate: 0.0005,
    taxRate: 0.16,
    dailyPenaltyRate: 0.02,
  });
});
const pay = (orderId: string, amount: number, channelId = 'spei', lang: 'es' | 'en' = 'es') =>
  call<ConfirmRepaymentResponse>('/portal/repayment/confirm', { orderId, amount, channelId }, { lang });

describe('repayment detail', () => {
  it('states every repayment field of spec section 3 with the spec’s figures', async () => {
    resetMockWorld({ preset: 'repaying' });
    const order = await lastOrder();
    const detail = await repaymentDetail(order.orderId);
    expect(detail).toEqual({
      orderId: order.orderId,
      status: 'repaying',
      totalAmount: 3000,
      principal: 3000,
      interest: INTEREST,
      serviceFee: 158.34, // 3,000 * 0.05% * 91 = 136.50, plus 16% IVA 21.84
      penaltyInterest: 0,
      penaltyDeduction: 0,
      totalRepayment: TOTAL_REPAY,
      repaidAmount: 0,
      unrepayAmount: TOTAL_REPAY,
      dueDate: order.dueDate,
      duration: 91,
      overdueDays: 0,
      minRepayAmount: 100,
      extension: { fee: EXTENSION_FEE, days: 30, newDueDate: datePlus(order.dueDate!, 30) },
      channels: [
        { channelId: 'spei', name: 'Transferencia SPEI' },
        { channelId: 'oxxo', name: 'Efectivo en OXXO' },
        { channelId: 'card', name: 'Tarjeta de débito' },
      ],
    });
    // Paid out 10 days ago: due 91 days after that date, Mexico City time.
    expect(order.dueDate).toBe(datePlus(mxDate(mock.world.now() - 10 * 86_400_000), 91));
  });
});

describe('overdue', () => {
  it('grows the 2% daily penalty and the overdue days each day of world time, exactly as the spec says', async () => {
    resetMockWorld({ preset: 'overdue' });
    const { orderId } = await lastOrder();
    expect(await progress()).toBe(55);
    for (let days = 5; days <= 9; days += 1) {
      const detail = await repaymentDetail(orderId);
      const penalty = penaltyAfter(days);
      expect(detail).toMatchObject({
        status: 'overdue',
        overdueDays: days,
        penaltyInterest: penalty,
        extension: null,
      });
      expect(detail.totalRepayment).toBe(TOTAL_REPAY + penalty);
      expect(detail.unrepayAmount).toBe(detail.totalRepayment);
      expect(await lastOrder()).toMatchObject({
        status: 'overdue',
        overdueDays: days,
        totalRepayment: detail.unrepayAmount,
      });
      mock.clock.advance({ days: 1 });
    }
    expect(penaltyAfter(9)).toBe(540);
  });

  it('turns overdue the day after the due date, not on it', async () => {
    resetMockWorld({ preset: 'repaying', presetOptions: { daysSinceDisbursement: 90 } });
    const { orderId } = await lastOrder();
    mock.clock.advance({ days: 1 });
    expect(await repaymentDetail(orderId)).toMatchObject({
      status: 'repaying',
      overdueDays: 0,
      penaltyInterest: 0,
    });
    mock.clock.advance({ days: 1 });
    expect(await repaymentDetail(orderId)).toMatchObject({
      status: 'overdue',
      overdueDays: 1,
      penaltyInterest: 60,
    });
  });

  it('finishes an overdue loan paid in full, without quota growth', async () => {
    resetMockWorld({ preset: 'overdue', seed: 2 });
    const quotaBefore = await ok<{ amount: number }>('/store/get-user-quota');
    const { orderId } = await lastOrder();
    const { unrepayAmount } = await repaymentDetail(orderId);
    expect((await pay(orderId, Math.ceil(unrepayAmount))).data.amount).toBe(unrepayAmount);
    mock.clock.advance({ days: 3 });
    expect(await repaymentDetail(orderId)).toMatchObject({
      status: 'finished',
      unrepayAmount: 0,
      overdueDays: 5,
    });
    expect((await ok<{ amount: number }>('/store/get-user-quota')).amount).toBe(quotaBefore.amount);
  });
});

describe('partial repayment', () => {
  it('reduces the unpaid amount and keeps the loan open until it is paid in full', async () => {
    resetMockWorld({ preset: 'repaying' });
    const { orderId } = await lastOrder();
    const total = TOTAL_REPAY;
    const first = await pay(orderId, 500, 'oxxo');
    expect(first.data).toMatchObject({
      orderId,
      amount: 500,
      status: 'paid',
      channel: 'Efectivo en OXXO',
      clabe: null,
    });
    expect(first.data.reference).toMatch(/^\d{14}$/);
    expect(await repaymentDetail(orderId)).toMatchObject({
      status: 'repaying',
      repaidAmount: 500,
      unrepayAmount: total - 500,
    });
    expect(await lastOrder()).toMatchObject({ status: 'repaying', totalRepayment: total - 500 });

    const second = await pay(orderId, 1000);
    expect(second.data.clabe).toMatch(/^646\d{15}$/);
    expect(await repaymentDetail(orderId)).toMatchObject({ repaidAmount: 1500, unrepayAmount: total - 1500 });
    expect((await pay(orderId, Math.ceil(total - 1500))).data.amount).toBe(total - 1500);
    expect(await repaymentDetail(orderId)).toMatchObject({
      status: 'finished',
      repaidAmount: total,
      unrepayAmount: 0,
    });
  });

  it('counts a payment only when its money arrives before the reference lapses', async () => {
    resetMockWorld({ preset: 'repaying' });
    const { orderId } = await lastOrder();
    mock.world.setConfig({ loans: { ...mock.world.config.loans, paymentSettleMinutes: 30 } });
    expect((await pay(orderId, 500)).data.status).toBe('pending');
    expect((await repaymentDetail(orderId)).repaidAmount).toBe(0);
    mock.clock.advance({ minutes: 30 });
    expect((await repaymentDetail(orderId)).repaidAmount).toBe(500);

    mock.world.setConfig({ loans: { ...mock.world.config.loans, paymentSettleMinutes: null } });
    await pay(orderId, 500);
    mock.clock.advance({ days: 3 });
    expect((await repaymentDetail(orderId)).repaidAmount).toBe(500);
  });
});

describe('paying off a small balance', () => {
  it('takes the whole balance however small (10 or less, or under the minimum); a part of it is refused', async () => {
    resetMockWorld({ preset: 'repaying' });
    const { orderId } = await lastOrder();
    const total = TOTAL_REPAY;
    // Leave 7 pesos and some centavos: the whole amount is 8 (rounded up), the charge what is owed.
    await pay(orderId, Math.floor(total) - 7);
    const detail = await repaymentDetail(orderId);
    expect(detail.unrepayAmount).toBeCloseTo(total - (Math.floor(total) - 7), 2);
    expect(detail.minRepayAmount).toBe(100);
    const whole = Math.ceil(detail.unrepayAmount);
    expect(whole).toBeLessThanOrEqual(10);
    expect((await pay(orderId, whole - 1)).code).toBe(10060005);
    expect((await pay(orderId, whole + 1)).code).toBe(10060005);
    expect((await pay(orderId, 50)).code).toBe(10060006);
    expect((await pay(orderId, 101)).code).toBe(10060007);
    const paid = await pay(orderId, whole);
    expect(paid.code).toBe(0);
    expect(paid.data.amount).toBe(detail.unrepayAmount);
    expect(await repaymentDetail(orderId)).toMatchObject({ status: 'finished', unrepayAmount: 0 });
  });

  it('takes a whole balance between 10 and the minimum only in full', async () => {
    resetMockWorld({ preset: 'repaying' });
    const { orderId } = await lastOrder();
    await pay(orderId, Math.floor(TOTAL_REPAY) - 60);
    const whole = Math.ceil((await repaymentDetail(orderId)).unrepayAmount);
    expect(whole).toBeGreaterThan(10);
    expect(whole).toBeLessThan(100);
    expect((await pay(orderId, whole - 1)).code).toBe(10060006);
    expect((await pay(orderId, whole)).code).toBe(0);
  });
});

describe('repayment errors, in Spanish and English', () => {
  it('answers an empty order number', async () => {
    resetMockWorld({ preset: 'repaying' });
    expect(
      await refused('/portal/repayment/confirm', { orderId: '', amount: 500, channelId: 'spei' }),
    ).toEqual({
      code: 10060001,
      msg: 'El número de pedido está vacío o no es válido',
    });
    expect(
      await refused('/portal/repayment/confirm', { amount: 500, channelId: 'spei' }, { lang: 'en' }),
    ).toEqual({
      code: 10060001,
      msg: 'The order number is empty or not valid',
    });
    expect((await pay('LO000000000000', 500)).code).toBe(10060001);
  });

  it('answers an empty payment order id on a flaky channel; the retry works', async () => {
    resetMockWorld({ preset: 'repaying' });
    const { orderId } = await lastOrder();
    setChannel(mock.world, 'spei', 'flaky');
    expect(await pay(orderId, 500)).toMatchObject({
      code: 10060002,
      msg: 'No se generó el número de la orden de pago, inténtalo de nuevo',
    });
    expect((await pay(orderId, 500)).code).toBe(0);
    expect(await pay(orderId, 500, 'spei', 'en')).toMatchObject({
      code: 10060002,
      msg: 'The payment order id is empty, please try again',
    });
  });

  it("answers 'This order has expired, please try again' for a loan that is no longer open", async () => {
    resetMockWorld({ preset: 'loan-finished' });
    const { orderId } = await lastOrder();
    expect(await pay(orderId, 500, 'spei', 'en')).toMatchObject({
      code: 10060003,
      msg: 'This order has expired, please try again',
    });
    expect(await pay(orderId, 500)).toMatchObject({
      code: 10060003,
      msg: 'Este pedido ha expirado, inténtalo de nuevo',
    });
  });

  it('answers an unavailable channel', async () => {
    resetMockWorld({ preset: 'repaying' });
    const { orderId } = await lastOrder();
    expect(await pay(orderId, 500, 'card')).toMatchObject({
      code: 10060004,
      msg: 'Este canal de pago no está disponible, elige otro',
    });
    expect(await pay(orderId, 500, 'card', 'en')).toMatchObject({
      code: 10060004,
      msg: 'This payment channel is not available, please choose another',
    });
    expect((await pay(orderId, 500, 'nope')).code).toBe(10060004);
  });

  it('refuses amounts that are not whole, not above 10, not above the minimum or above the debt', async () => {
    resetMockWorld({ preset: 'repaying' });
    const { orderId } = await lastOrder();
    expect(await pay(orderId, 500.5, 'spei', 'en')).toMatchObject({
      code: 10060005,
      msg: 'The amount must be a whole number above 10, or everything you owe',
    });
    expect((await pay(orderId, 10)).code).toBe(10060005);
    expect(await pay(orderId, 99, 'spei', 'en')).toMatchObject({
      code: 10060006,
      msg: 'The amount must be more than $100.00, or everything you owe',
    });
    // Above the minimum, not equal to it (spec section 5).
    expect((await pay(orderId, 100)).code).toBe(10060006);
    expect(await pay(orderId, 3500, 'spei', 'en')).toMatchObject({
      code: 10060007,
      msg: 'The amount cannot exceed what you owe: $3,273.00',
    });
    expect((await pay(orderId, 101)).code).toBe(0);
  });

  it('refuses a repayment before the payout', async () => {
    resetMockWorld({ preset: 'loan-disbursing' });
    expect((await pay((await lastOrder()).orderId, 500)).code).toBe(10050011);
  });
});

describe('extension', () => {
  it('pays the fee through the cashier, then confirms: the due date moves by the extension days', async () => {
    resetMockWorld({ preset: 'repaying' });
    const order = await lastOrder();
    const due = order.dueDate!;
    const fee = EXTENSION_FEE;
    const offer = await ok<ExtensionData>('/repay/getExtensionData', { orderId: order.orderId });
    expect(offer).toEqual({
      orderId: order.orderId,
      fee,
      days: 30,
      currentDueDate: due,
      newDueDate: datePlus(due, 30),
      paid: false,
      reference: null,
    });

    expect((await refused('/repay/confirmExtensionOrder', { orderId: order.orderId })).code).toBe(10060010);
    const extend = (amount: number) =>
      call<ConfirmRepaymentResponse>(
        '/portal/repayment/confirm',
        { orderId: order.orderId, amount, channelId: 'spei', kind: 'extension' },
        { lang: 'en' },
      );
    expect(await extend(52)).toMatchObject({
      code: 10060009,
      msg: 'The extension payment must be $52.20',
    });
    const paid = await extend(fee);
    expect(paid.data).toMatchObject({ amount: fee, status: 'paid' });
    expect(await ok('/repay/getExtensionData', { orderId: order.orderId })).toMatchObject({
      paid: true,
      reference: paid.data.reference,
    });
    expect((await extend(fee)).code).toBe(10060011);

    expect(await ok('/repay/confirmExtensionOrder', { orderId: order.orderId })).toEqual({
      orderId: order.orderId,
      newDueDate: datePlus(due, 30),
    });
    expect((await lastOrder()).dueDate).toBe(datePlus(due, 30));
    // The extension fee is not a repayment; the loan is not overdue after the old due date.
    const detail = await repaymentDetail(order.orderId);
    expect(detail).toMatchObject({
      dueDate: datePlus(due, 30),
      repaidAmount: 0,
      unrepayAmount: TOTAL_REPAY,
    });
    mock.clock.advance({ days: 81 + 5 });
    expect(await repaymentDetail(order.orderId)).toMatchObject({ status: 'repaying', overdueDays: 0 });
    expect((await refused('/repay/confirmExtensionOrder', { orderId: order.orderId })).code).toBe(10060010);
  });

  it('offers no extension once the loan is overdue', async () => {
    resetMockWorld({ preset: 'overdue' });
    const { orderId } = await lastOrder();
    expect(await refused('/repay/getExtensionData', { orderId }, { lang: 'en' })).toEqual({
      code: 10060008,
      msg: 'This loan cannot be extended',
    });
  });

  it("answers 'order expired' when the fee's payment reference lapsed unpaid", async () => {
    resetMockWorld({ preset: 'repaying' });
    const { orderId } = await lastOrder();
    mock.world.setConfig({ loans: { ...mock.world.config.loans, paymentSettleMinutes: null } });
    const fee = EXTENSION_FEE;
    await call('/portal/repayment/confirm', { orderId, amount: fee, channelId: 'oxxo', kind: 'extension' });
    expect((await refused('/repay/confirmExtensionOrder', { orderId })).code).toBe(10060010);
    mock.clock.advance({ hours: 49 });
    expect((await refused('/repay/confirmExtensionOrder', { orderId })).code).toBe(10060003);
  });
});
