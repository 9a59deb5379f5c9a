import type { Order } from '../../api/contracts/common';
import type { LoanOrderProfile, Quota } from '../../api/contracts/store';
import { MAX_DAILY_FEE_RATE, MAX_TENURE_DAYS, MIN_TENURE_DAYS } from '../../domain/product-terms';
import { installMockServer, resetMockWorld } from '../server';
import { worldEditor } from '../world/edits';
import { mxDate } from '../world/time';
import { call } from './application-test-kit';
import {
  advanceWhile,
  borrow,
  lastOrder,
  ok,
  products,
  progress,
  refused,
  repaymentDetail,
} from './loan-test-kit';

const mock = installMockServer();

// Expected money is worked out here from the spec (sections 1 and 9, compliance.md), never with the app's
// loan-math or the mock's own pricing: a defect in either would otherwise agree with itself.

/**
 * What the borrower receives, by the spec: the principal less the fee (principal x daily fee rate x days)
 * and the fee's tax, each rounded to the centavo (centavos).
 */
function specNetCents(amount: number, days: number, dailyFeeRate: number, taxRate: number): number {
  const fee = Math.round(amount * 100 * dailyFeeRate * days);
  return amount * 100 - fee - Math.round(fee * taxRate);
}

/** The calendar date `days` after an ISO date. */
const datePlus = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * cuota-flex, 3,000 MXN for 91 days at 0.1% a day (36% a year on 360 days), a fee of 0.05% a day and IVA
 * 16% (compliance.md's representative example).
 */
const FLEX_3000_91 = {
  interest: 273, // 3,000 x 0.1% x 91
  fee: 136.5, // 3,000 x 0.05% x 91
  tax: 21.84, // 16% of 136.50
  received: 2841.66, // 3,000 - 136.50 - 21.84
  totalRepay: 3273, // 3,000 + 273
} as const;
const quota = () => ok<Quota>('/store/get-user-quota');
const deleteCheck = () => ok<{ canDelete: boolean; reasons: string[] }>('/user/delete-check');

describe('products', () => {
  it('offers default products within the published terms, with a positive net at every amount and tenure', async () => {
    resetMockWorld({ preset: 'quota-granted', seed: 3 });
    const granted = await quota();
    const list = await products();
    expect(list.length).toBeGreaterThan(0);
    for (const product of list) {
      expect(product.minAmount).toBeLessThanOrEqual(granted.availableAmount);
      expect(product.dailyFeeRate).toBeLessThanOrEqual(MAX_DAILY_FEE_RATE);
      expect(product.taxRate).toBe(0.16);
      expect(product.dailyInterestRate * 360).toBeLessThanOrEqual(0.36);
      for (const days of product.terms) {
        expect(days).toBeGreaterThanOrEqual(MIN_TENURE_DAYS);
        expect(days).toBeLessThanOrEqual(MAX_TENURE_DAYS);
        for (const amount of [product.minAmount, product.maxAmount]) {
          expect(specNetCents(amount, days, product.dailyFeeRate, product.taxRate)).toBeGreaterThan(0);
        }
      }
    }
  });

  it('filters by a wanted amount and offers nothing without a quota', async () => {
    resetMockWorld({ preset: 'quota-granted', seed: 3 });
    const { availableAmount } = await quota();
    expect(
      (await ok<{ products: unknown[] }>('/store/product-list', { amount: availableAmount + 100 })).products,
    ).toEqual([]);
    expect(
      (await ok<{ products: unknown[] }>('/store/product-list', { amount: 1000 })).products.length,
    ).toBeGreaterThan(0);
    resetMockWorld({ preset: 'quota-review' });
    expect(await products()).toEqual([]);
  });
});

describe('the whole lifecycle on the world clock', () => {
  it('borrows, is reviewed within 24 hours, is paid out, is repaid in full and the quota grows', async () => {
    resetMockWorld({ preset: 'quota-granted', seed: 11 });
    const before = await quota();
    expect(await progress()).toBe(42);

    const store = await ok<{ storeOrderId: string; progress: number }>('/store/store-order/create');
    expect(store.progress).toBe(43);
    expect(await progress()).toBe(43);

    const product = (await products()).find((p) => p.productId === 'cuota-flex');
    if (!product) throw new Error('cuota-flex is not offered');
    const { loanOrderId } = await ok<{ loanOrderId: string }>('/store/single/loan-order/create', {
      productId: 'cuota-flex',
      amount: 3000,
      days: 91,
    });
    expect((await lastOrder()).status).toBe('request');

    // The product detail is the spec's figures for the product's rates, with the borrower's masked account.
    expect(product).toMatchObject({ dailyInterestRate: 0.001, dailyFeeRate: 0.0005, taxRate: 0.16 });
    const profile = await ok<LoanOrderProfile>('/store/loan-order/profile', { loanOrderId });
    const quote = FLEX_3000_91;
    expect(profile).toMatchObject({
      principal: 3000,
      duration: 91,
      fee: quote.fee,
      tax: quote.tax,
      interest: quote.interest,
      contractAmount: 3000,
      receivedAmount: quote.received,
      totalRepayment: quote.totalRepay,
      dueDate: datePlus(mxDate(mock.world.now()), 91),
      bankName: 'BBVA MEXICO',
    });
    expect(profile.bankAccount).toMatch(/^\*{14}\d{4}$/);
    expect(await ok('/store/single/loan-order/time-data/status', { loanOrderId })).toMatchObject({
      status: 'uploaded',
    });

    // Terms must be accepted; then the order is under review and cannot be submitted again.
    expect((await refused('/store/single/loan-order/submit', { loanOrderId, agreeTerms: false })).code).toBe(
      10050007,
    );
    const submitted = await ok<{ order: Order }>('/store/single/loan-order/submit', {
      loanOrderId,
      agreeTerms: true,
    });
    expect(submitted.order).toMatchObject({ orderId: loanOrderId, status: 'assessing', dueDate: null });
    expect((await refused('/store/single/loan-order/submit', { loanOrderId, agreeTerms: true })).code).toBe(
      10050008,
    );
    expect(await progress()).toBe(45);
    expect(await quota()).toMatchObject({ amount: before.amount, availableAmount: before.amount - 3000 });
    expect(await deleteCheck()).toEqual({ canDelete: false, reasons: ['pendingApplication'] });

    const review = await advanceWhile(mock.clock, 'assessing', 24 * 60);
    expect(review.minutes).toBeGreaterThanOrEqual(30);
    expect(review.minutes).toBeLessThanOrEqual(4 * 60);
    expect(review.status).toBe('disbursing');
    expect(await progress()).toBe(65);
    expect(await deleteCheck()).toEqual({ canDelete: false, reasons: ['unpaidLoan'] });

    const payout = await advanceWhile(mock.clock, 'disbursing', 60);
    expect(payout.minutes).toBeGreaterThanOrEqual(2);
    expect(payout.minutes).toBeLessThanOrEqual(10);
    expect(payout.status).toBe('repaying');
    expect(await progress()).toBe(50);
    const repaying = await lastOrder();
    expect(repaying.dueDate).toBe(datePlus(mxDate(mock.world.now()), 91));

    // Repaid in full on time, 30 days later: finished, and the quota grows by 400 to 1,000.
    mock.clock.advance({ days: 30 });
    const detail = await repaymentDetail(loanOrderId);
    expect(detail.unrepayAmount).toBe(quote.totalRepay);
    const paid = await ok<{ status: string; amount: number }>('/portal/repayment/confirm', {
      orderId: loanOrderId,
      amount: Math.ceil(detail.unrepayAmount),
      channelId: 'spei',
    });
    expect(paid).toMatchObject({ status: 'paid', amount: quote.totalRepay });
    expect(await lastOrder()).toMatchObject({ status: 'finished', totalRepayment: 0 });
    expect(await progress()).toBe(60);
    expect(await deleteCheck()).toEqual({ canDelete: true, reasons: [] });

    const after = await quota();
    const growth = after.amount - before.amount;
    expect(growth).toBeGreaterThanOrEqual(400);
    expect(growth).toBeLessThanOrEqual(1000);
    expect(growth % 100).toBe(0);
    expect(after.availableAmount).toBe(after.amount);
    const history = await ok<{ items: { amount: number; reason: string }[] }>('/store/get-quota/list');
    expect(history.items.map((i) => [i.reason, i.amount])).toEqual([
      ['initial', before.amount],
      ['onTimeRepayment', growth],
    ]);

    // The world keeps the finished loan; the borrower may borrow again.
    mock.clock.advance({ days: 200 });
    expect(await lastOrder()).toMatchObject({ status: 'finished' });
    expect((await products()).length).toBeGreaterThan(0);
  });

  it('creates an order in one call with /store/loan-order/create, still waiting for the terms', async () => {
    resetMockWorld({ preset: 'quota-granted' });
    const { order } = await ok<{ order: Order }>('/store/loan-order/create', {
      productId: 'cuota-basica',
      amount: 2000,
      days: 91,
    });
    expect(order).toMatchObject({
      status: 'request',
      principal: 2000,
      days: 91,
      productName: 'Cuota Básica',
    });
    expect(await progress()).toBe(43);
    await ok('/store/single/loan-order/submit', { loanOrderId: order.orderId, agreeTerms: true });
    expect((await lastOrder()).status).toBe('assessing');
  });

  it('replaces an order that was not submitted, and cancels one left for a day', async () => {
    resetMockWorld({ preset: 'quota-granted' });
    const first = await ok<{ loanOrderId: string }>('/store/single/loan-order/create', {
      productId: 'cuota-flex',
      amount: 1000,
      days: 120,
    });
    const second = await ok<{ loanOrderId: string }>('/store/single/loan-order/create', {
      productId: 'cuota-flex',
      amount: 1500,
      days: 180,
    });
    const list = await ok<{ orders: Order[]; total: number }>('/store/order-list');
    expect(list.total).toBe(1);
    expect(list.orders[0]).toMatchObject({ orderId: second.loanOrderId, principal: 1500, days: 180 });
    expect((await refused('/store/loan-order/profile', { loanOrderId: first.loanOrderId })).code).toBe(
      10050006,
    );

    mock.clock.advance({ hours: 24 });
    expect((await lastOrder()).status).toBe('cancel');
    expect(await progress()).toBe(70);
    expect(
      await ok('/store/single/loan-order/time-data/status', { loanOrderId: second.loanOrderId }),
    ).toMatchObject({
      status: 'expired',
    });
    const expired = await refused('/store/single/loan-order/submit', {
      loanOrderId: second.loanOrderId,
      agreeTerms: true,
    });
    expect(expired).toEqual({ code: 10060003, msg: 'Este pedido ha expirado, inténtalo de nuevo' });
  });

  it('refuses amounts and tenures outside the product', async () => {
    resetMockWorld({ preset: 'quota-granted', seed: 3 });
    const { availableAmount } = await quota();
    const create = (amount: number, days: number, productId = 'cuota-flex') =>
      refused('/store/single/loan-order/create', { productId, amount, days }, { lang: 'en' });
    expect(await create(900, 91)).toMatchObject({ code: 10050004 });
    expect(await create(availableAmount + 100, 91)).toMatchObject({ code: 10050004 });
    expect((await create(1050, 91)).msg).toBe(
      `The amount must be between $1,000 and $${availableAmount.toLocaleString('en-US')}, in steps of $100`,
    );
    expect(await create(1000, 30)).toEqual({
      code: 10050005,
      msg: 'A term of 30 days is not available for this product',
    });
    expect(await create(1000, 91, 'nope')).toMatchObject({ code: 10050003 });
  });
});

describe('only one loan at a time', () => {
  it.each(['loan-assessing', 'loan-disbursing', 'repaying', 'overdue'] as const)(
    'refuses a second loan while one is %s, in Spanish and English',
    async (preset) => {
      resetMockWorld({ preset });
      const request = { productId: 'cuota-flex', amount: 1000, days: 91 };
      expect(await refused('/store/single/loan-order/create', request)).toEqual({
        code: 10050002,
        msg: 'Solo puedes tener un préstamo a la vez: ya tienes una solicitud o un préstamo en curso',
      });
      expect(await refused('/store/loan-order/create', request, { lang: 'en' })).toEqual({
        code: 10050002,
        msg: 'Only one loan at a time: you already have an application or a loan in progress',
      });
      expect((await refused('/store/store-order/create')).code).toBe(10050002);
      expect(await products()).toEqual([]);
    },
  );
});

describe('rejection and failed payout', () => {
  it('rejects with the days to wait, which count down on the clock, then lets the borrower reapply', async () => {
    resetMockWorld({ preset: 'loan-rejected', seed: 4 });
    const rejected = await lastOrder();
    expect(rejected.status).toBe('rejected');
    const days = rejected.reapplyAfterDays ?? -1;
    expect(days).toBeGreaterThanOrEqual(7);
    expect(days).toBeLessThanOrEqual(30);
    expect(await progress()).toBe(75);
    expect(await refused('/store/store-order/create', undefined, { lang: 'en' })).toEqual({
      code: 10050009,
      msg: `Your previous application was not approved. You can apply again in ${days} days`,
    });

    mock.clock.advance({ days: 2 });
    expect((await lastOrder()).reapplyAfterDays).toBe(days - 2);
    mock.clock.advance({ days: days - 2 });
    expect((await lastOrder()).reapplyAfterDays).toBe(0);
    expect((await ok<{ progress: number }>('/store/store-order/create')).progress).toBe(43);
  });

  it('fails the payout in the payout-fails world; the borrower may try again', async () => {
    resetMockWorld({ preset: 'payout-fails' });
    expect(await lastOrder()).toMatchObject({ status: 'failed', dueDate: null, totalRepayment: 0 });
    expect(await progress()).toBe(80);
    expect(await deleteCheck()).toEqual({ canDelete: true, reasons: [] });
    expect((await refused('/store/repayment/detail', { orderId: (await lastOrder()).orderId })).code).toBe(
      10050011,
    );
    const orderId = await borrow('cuota-flex', 1000, 91);
    await advanceWhile(mock.clock, 'assessing', 24 * 60);
    expect((await advanceWhile(mock.clock, 'disbursing', 60)).status).toBe('failed');
    expect((await lastOrder()).orderId).toBe(orderId);
  });
});

describe('outcomes set mid-journey (the simulator, the autopilot)', () => {
  it('decide the reviews and payouts that start after them; a loan reviewed before keeps its fate', async () => {
    resetMockWorld({ preset: 'quota-granted' });
    const edit = worldEditor(mock.world);
    edit.setOutcomes({ loanReview: 'reject' });
    await borrow('cuota-flex', 1000, 91);
    expect((await advanceWhile(mock.clock, 'assessing', 24 * 60)).status).toBe('rejected');
    // Approved again, the payout failing: the next loan (once the rejection's wait is over) fails at payout.
    edit.setOutcomes({ loanReview: 'approve', payout: 'fail' });
    mock.clock.advance({ days: 31 });
    expect((await lastOrder()).status).toBe('rejected');
    await borrow('cuota-flex', 1000, 91);
    await advanceWhile(mock.clock, 'assessing', 24 * 60);
    expect((await advanceWhile(mock.clock, 'disbursing', 60)).status).toBe('failed');
  });
});

describe('store order without a quota', () => {
  it('asks for a quota review when the finished profile has none, and answers the same store order again', async () => {
    resetMockWorld({ preset: 'application-in-progress', presetOptions: { progress: 40 } });
    const first = await ok<{ storeOrderId: string; progress: number }>('/store/store-order/create');
    expect(first.progress).toBe(40);
    expect((await quota()).status).toBe('reviewing');
    expect(await ok('/store/store-order/create')).toEqual(first);
    mock.clock.advance({ minutes: 60 });
    expect((await quota()).status).toBe('granted');
    expect(await progress()).toBe(42);
  });

  it('refuses before the profile is finished', async () => {
    resetMockWorld({ preset: 'application-in-progress', presetOptions: { progress: 35 } });
    expect((await refused('/store/store-order/create')).code).toBe(10040002);
  });
});

describe('spec-max-terms', () => {
  it("shows the spec's maximum terms with a negative net (the compliance worked example) and refuses to submit", async () => {
    resetMockWorld({ preset: 'spec-max-terms' });
    const [product] = await products();
    expect(product).toMatchObject({ dailyFeeRate: 0.0098, taxRate: 0.18, terms: [91], maxAmount: 3000 });
    const { loanOrderId } = await ok<{ loanOrderId: string }>('/store/single/loan-order/create', {
      productId: 'spec-max-terms',
      amount: 3000,
      days: 91,
    });
    const profile = await ok<LoanOrderProfile>('/store/loan-order/profile', { loanOrderId });
    expect(profile).toMatchObject({
      principal: 3000,
      interest: 273,
      fee: 2675.4,
      tax: 481.57,
      receivedAmount: -156.97,
    });
    expect(profile.receivedAmount).toBeLessThanOrEqual(0);
    expect(
      await refused('/store/single/loan-order/submit', { loanOrderId, agreeTerms: true }, { lang: 'en' }),
    ).toEqual({
      code: 10050010,
      msg: 'This loan cannot be granted: the fees and tax exceed the amount',
    });
  });
});

describe('determinism', () => {
  async function script(seed: number) {
    resetMockWorld({ preset: 'quota-granted', seed });
    const orderId = await borrow('cuota-flex', 2000, 120);
    const review = await advanceWhile(mock.clock, 'assessing', 24 * 60);
    const payout = await advanceWhile(mock.clock, 'disbursing', 60);
    const detail = await repaymentDetail(orderId);
    const payment = await call('/portal/repayment/confirm', { orderId, amount: 500, channelId: 'oxxo' });
    return { orderId, review, payout, detail, payment: payment.data, quota: await quota() };
  }

  it('gives the same orders, timings and references for the same seed and requests', async () => {
    const a = await script(21);
    const b = await script(21);
    expect(b).toEqual(a);
    const c = await script(22);
    expect(c.orderId).not.toBe(a.orderId);
  });
});
