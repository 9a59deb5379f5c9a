import { describe, expect, it } from 'vitest';
import type { LoanOrderProfileData, LoanProduct } from '../../src/domain/events';
import { summarizeLoan } from '../../src/domain/loan-math';
import { productLoanTerms } from '../../src/domain/orders/loan-quote';
import { PATHS } from '../../src/domain/paths';
import { TEST_META } from '../journey/journey-fixtures';
import { createJourneyRecorder, type JourneyRecorder } from '../journey/recorder';
import type { JourneyFile } from '../journey/format';
import { reviewJourney, SUBMIT_LOAN_PATH } from './review';

const SPEC_PRODUCT: LoanProduct = {
  productId: 'spec-max-terms',
  name: 'Spec',
  minAmount: 1000,
  maxAmount: 3000,
  amountStep: 100,
  terms: [91],
  dailyInterestRate: 0.001,
  dailyFeeRate: 0.0098,
  taxRate: 0.18,
  dailyPenaltyRate: 0.02,
};

const LOW_FEE_PRODUCT: LoanProduct = {
  ...SPEC_PRODUCT,
  productId: 'cuota-flex',
  maxAmount: 30000,
  terms: [91, 120, 180],
  dailyFeeRate: 0.0005,
  taxRate: 0.16,
};

/** The backend's profile of a draft order, as the mock world states it (loan-math's figures). */
function profileOf(product: LoanProduct, principal: number, days: number): LoanOrderProfileData {
  const s = summarizeLoan(productLoanTerms(product, principal, days), '2026-01-15');
  return {
    loanOrderId: 'LO1',
    principal,
    duration: days,
    fee: s.fee,
    tax: s.tax,
    interest: s.interest,
    contractAmount: principal,
    receivedAmount: s.net,
    totalRepayment: s.totalRepay,
    dueDate: s.dueDate,
    bankName: 'BBVA',
    bankAccount: '****7105',
  };
}

function recorder(): JourneyRecorder {
  let now = TEST_META.startedAt.virtual;
  return createJourneyRecorder({ meta: TEST_META, clock: () => (now += 1000) });
}

/** A borrower who sees an offer and the details of a 3,000 MXN, 91-day loan; confirms when told. */
function borrowJourney(
  product: LoanProduct,
  options: { confirm?: boolean; build?: (r: JourneyRecorder) => void } = {},
): JourneyFile {
  const r = recorder();
  let at = 1_768_492_800_000;
  const event = (data: Record<string, unknown>) => r.record('event', { ...data, at: (at += 10) });
  r.record('route', { path: '/' });
  event({ type: 'borrow/offerLoaded', products: [product], availableAmount: 3100, quotaHistory: [] });
  r.record('route', { path: PATHS.toBorrow });
  event({ type: 'order/drafted', loanOrderId: 'LO1', productId: product.productId, amount: 3000, days: 91 });
  r.record('route', { path: PATHS.productDetails });
  event({ type: 'order/profileLoaded', profile: profileOf(product, 3000, 91) });
  options.build?.(r);
  if (options.confirm) {
    r.record('request', {
      method: 'POST',
      path: SUBMIT_LOAN_PATH,
      payload: { loanOrderId: 'LO1', agreeTerms: true },
    });
    r.record('response', { path: SUBMIT_LOAN_PATH, status: 200, code: 0, data: {} });
  }
  return r.toFile();
}

const item = (file: JourneyFile, id: number) => reviewJourney(file).items[id - 1]!;

describe('compliance review', () => {
  it("fails item 3 for the spec's maximum terms: net disbursed -156.97 and an 18% tax", () => {
    const review = reviewJourney(borrowJourney(SPEC_PRODUCT));
    const three = review.items[2]!;
    expect(three.status).toBe('fail');
    expect(three.explanation).toContain('-156.97');
    expect(three.explanation).toContain('18%');
    expect(three.seq).toBe(6);
    // No CAT exists for a loan that pays out nothing, and the app shows none.
    expect(review.cat.status).toBe('notComputable');
    expect(review.cat.flows?.net).toBe(-156.97);
    expect(review.items[0]!.status).toBe('notReached');
    expect(review.summary.fail).toBeGreaterThanOrEqual(1);
  });

  it('passes a valid low-fee loan confirmed after its full cost was shown, and recomputes its CAT', () => {
    const review = reviewJourney(borrowJourney(LOW_FEE_PRODUCT, { confirm: true }));
    expect(review.items.slice(0, 4).map((i) => i.status)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(review.cat.status).toBe('match');
    const expected = summarizeLoan(productLoanTerms(LOW_FEE_PRODUCT, 3000, 91), '2026-01-15').cat;
    expect(review.cat.recomputed).toEqual(expected);
    expect(review.cat.shown?.source).toBe('data');
    expect(review.integrity.ok).toBe(true);
  });

  it('fails item 1 when the loan was confirmed without accepting the terms', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) =>
        r.record('request', { method: 'POST', path: SUBMIT_LOAN_PATH, payload: { loanOrderId: 'LO1' } }),
    });
    expect(item(file, 1).status).toBe('fail');
    expect(item(file, 1).explanation).toContain('acceptance of the terms');
  });

  it('flags a contacts permission request as critical and fails item 5', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) => {
        r.record('bridge-call', {
          id: 'w9',
          method: 'checkPermission',
          params: { permission: 'contacts', request: true },
        });
        r.record('bridge-reply', {
          id: 'w9',
          method: 'checkPermission',
          ok: true,
          result: { permission: 'contacts', state: 'granted' },
        });
      },
    });
    const review = reviewJourney(file);
    expect(review.items[4]!.status).toBe('fail');
    expect(review.items[4]!.seq).toBe(7);
    expect(review.findings[0]).toMatchObject({
      severity: 'critical',
      seq: 7,
      title: 'Requested the contacts permission',
    });
    expect(review.summary.critical).toBe(1);
  });

  it('passes item 5 for a camera request after a check that was not granted (the app shows its rationale)', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) => {
        r.record('bridge-call', {
          id: 'w1',
          method: 'checkPermission',
          params: { permission: 'camera', request: false },
        });
        r.record('bridge-call', {
          id: 'w2',
          method: 'checkPermission',
          params: { permission: 'camera', request: true },
        });
      },
    });
    expect(item(file, 5).status).toBe('pass');
    expect(item(file, 5).explanation).toContain('texts registry');
  });

  it('notes a tampered journey as a critical finding', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, { confirm: true });
    const tampered = structuredClone(file);
    (tampered.entries[6]!.data as { profile: { receivedAmount: number } }).profile.receivedAmount = 9999;
    const review = reviewJourney(tampered);
    expect(review.integrity.ok).toBe(false);
    expect(review.findings[0]).toMatchObject({ severity: 'critical', title: 'TAMPERED JOURNEY', seq: 6 });
    expect(reviewJourney(file).findings.some((f) => f.title === 'TAMPERED JOURNEY')).toBe(false);
  });

  it('flags published claims that contradict the offered product (FAQ seen without a screen record)', () => {
    const generous = { ...LOW_FEE_PRODUCT, maxAmount: 60000, terms: [91, 365] };
    const file = borrowJourney(generous, { build: (r) => r.record('route', { hash: `#${PATHS.faq}` }) });
    const review = reviewJourney(file);
    const faq = review.claims.filter((c) => c.route === PATHS.faq);
    expect(faq.length).toBeGreaterThan(0);
    expect(faq.every((c) => c.source === 'texts')).toBe(true);
    expect(review.items[3]!.status).toBe('fail');
    const topics = review.contradictions.map((c) => c.topic);
    expect(topics).toContain('maxAmount');
    expect(topics).toContain('maxTenure');
  });

  it('checks that session-expiry codes end the session', () => {
    const ended = recorder();
    ended.record('request', { method: 'GET', path: '/store/order/last' });
    ended.record('response', { path: '/store/order/last', code: 10010303, data: null });
    ended.record('event', { type: 'session/expired', code: 10010303, message: 'x', clearAll: false, at: 1 });
    expect(item(ended.toFile(), 7).status).toBe('pass');

    const ignored = recorder();
    ignored.record('request', { method: 'GET', path: '/store/order/last' });
    ignored.record('response', { path: '/store/order/last', code: 100103, data: null });
    expect(item(ignored.toFile(), 7).status).toBe('fail');
    expect(item(recorder().toFile(), 7).status).toBe('notReached');
  });

  it('checks overdue penalties against the loan math', () => {
    const detail = (penaltyInterest: number, totalRepayment: number) => ({
      orderId: 'LO1',
      status: 'overdue',
      totalAmount: 3000,
      principal: 3000,
      interest: 273,
      serviceFee: 0,
      penaltyInterest,
      penaltyDeduction: 0,
      totalRepayment,
      repaidAmount: 0,
      unrepayAmount: totalRepayment,
      dueDate: '2026-01-17',
      duration: 91,
      overdueDays: 2,
      minRepayAmount: 100,
      extension: null,
      channels: [],
    });
    const right = recorder();
    right.record('event', { type: 'repayment/detailLoaded', detail: detail(120, 3393), at: 1 });
    expect(item(right.toFile(), 8).status).toBe('pass');
    const wrong = recorder();
    wrong.record('event', { type: 'repayment/detailLoaded', detail: detail(100, 3373), at: 1 });
    expect(item(wrong.toFile(), 8).status).toBe('fail');
    expect(item(wrong.toFile(), 8).explanation).toContain('120.00 MXN');
  });

  it('fails item 6 when personal data is sent before the privacy notice was reachable, passes from a screen linking it', () => {
    const r = recorder();
    r.record('route', { path: PATHS.home });
    r.record('request', { method: 'POST', path: '/store/user-basic-info/save', payload: {} });
    expect(item(r.toFile(), 6).status).toBe('fail');
    // The application steps link the notice (their frame does), so data sent from them passes.
    const fromStep = recorder();
    fromStep.record('route', { path: PATHS.personalInfomation });
    fromStep.record('request', { method: 'POST', path: '/store/user-basic-info/save', payload: {} });
    expect(item(fromStep.toFile(), 6).status).toBe('pass');
    const fromLogin = recorder();
    fromLogin.record('route', { path: PATHS.login });
    fromLogin.record('request', { method: 'POST', path: '/security/login', payload: {} });
    expect(item(fromLogin.toFile(), 6).status).toBe('pass');
  });
});

/** An rrweb full snapshot of the product details with the CAT the app marks for review tools. */
function detailsScreen(catText: string, catValue: string) {
  let id = 1;
  const text = (textContent: string) => ({ type: 3, textContent, id: id++ });
  const el = (tagName: string, attributes: Record<string, string>, childNodes: unknown[]) => ({
    type: 2,
    tagName,
    attributes,
    childNodes,
    id: id++,
  });
  const node = {
    type: 0,
    id: id++,
    childNodes: [
      el('html', {}, [
        el('body', {}, [
          el('h1', { class: 'nav-bar__title' }, [text('Detalles del préstamo')]),
          el('dl', {}, [el('dt', {}, [text('IVA de la comisión (16%)')])]),
          el('p', { 'data-claim': 'cat', 'data-value': catValue }, [text(catText)]),
        ]),
      ]),
    ],
  };
  return {
    type: 'rrweb',
    step: 3,
    events: [{ type: 2, data: { node, initialOffset: { top: 0, left: 0 } }, timestamp: 1_768_492_800_100 }],
  };
}

describe('compliance review of recorded screens', () => {
  it('reads the CAT shown on screen and fails item 2 when it differs from the recomputed one', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) =>
        r.record(
          'screen',
          detailsScreen('CAT 12.0% sin IVA, para fines informativos y de comparación', '12'),
        ),
      confirm: true,
    });
    const review = reviewJourney(file);
    expect(review.cat.shown).toMatchObject({ percent: 12, source: 'screen' });
    expect(review.cat.status).toBe('mismatch');
    expect(review.items[1]!.status).toBe('fail');
    const shownTax = review.claims.find((c) => c.topic === 'taxRate' && c.source === 'screen');
    expect(shownTax).toMatchObject({ value: 0.16, route: PATHS.productDetails });
  });
});
