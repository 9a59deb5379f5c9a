import { describe, expect, it } from 'vitest';
import type { LoanOrderProfileData, LoanProduct, QuoteMismatch } from '#contracts/events';
import { quoteLoan, offerBeyondPublishedTerms } from '#contracts/loan-terms';
import { PATHS } from '#contracts/paths';
import { TEST_META } from '../journey/journey-fixtures';
import { dateAfter, quoteOf } from '../oracle/loan-oracle';
import { createJourneyRecorder, type JourneyRecorder } from '../journey/recorder';
import { backendFigureFindings, type JourneyEvent } from './backend-figures';
import { renderReportMarkdown } from './report';
import { reviewJourney, SUBMIT_LOAN_PATH } from './review';

/** 0.035% a day fee, 0.095% a day interest: on 2,500 MXN for 91 days, fee and interest end in half a centavo. */
const REAL: LoanProduct = {
  productId: 'cuota-real',
  name: 'Real',
  minAmount: 1000,
  maxAmount: 30000,
  amountStep: 100,
  terms: [91],
  dailyInterestRate: 0.00095,
  dailyFeeRate: 0.00035,
  taxRate: 0.16,
  dailyPenaltyRate: 0.02,
};

/** The profile of a backend that states the spec's figures (the money oracle's), with `patch` over them. */
function profileOf(product: LoanProduct, patch: Partial<LoanOrderProfileData> = {}): LoanOrderProfileData {
  const s = { ...quoteOf({ ...product, principal: 2500, days: 91 }), dueDate: dateAfter('2026-01-15', 91) };
  return {
    loanOrderId: 'LO1',
    principal: 2500,
    duration: 91,
    fee: s.fee,
    tax: s.tax,
    interest: s.interest,
    contractAmount: 2500,
    receivedAmount: s.net,
    totalRepayment: s.totalRepay,
    dueDate: s.dueDate,
    bankName: 'BBVA',
    bankAccount: '****7105',
    ...patch,
  };
}

/** A half-even backend's profile of 2,500 MXN for 91 days (the spec's half-up figures: fee 79.63, interest 216.13). */
const HALF_EVEN = { fee: 79.62, interest: 216.12, receivedAmount: 2407.64, totalRepayment: 2716.12 };

function recorder(): JourneyRecorder {
  let now = TEST_META.startedAt.virtual;
  return createJourneyRecorder({ meta: TEST_META, clock: () => (now += 1000) });
}

/**
 * A borrower who sees an offer and a draft's profile; `appRecords` adds what the app records next to them
 * (order/quoteMismatch, borrow/offerBeyondTerms), as the borrow effects do; `confirm` submits and creates it.
 */
function journey(options: {
  product: LoanProduct;
  profile: LoanOrderProfileData;
  amount?: number;
  appRecords?: boolean;
  confirm?: boolean;
  offers?: number;
  /** What the app records instead of its real calculation (an app whose loan math is wrong). */
  appMismatches?: QuoteMismatch[];
}) {
  const { product, profile, amount = 2500, appRecords = true, confirm = false, offers = 1 } = options;
  const r = recorder();
  const event = (data: Record<string, unknown>) => r.record('event', { ...data, at: 1 }).seq;
  r.record('route', { path: PATHS.toBorrow });
  for (let i = 0; i < offers; i += 1) {
    event({ type: 'borrow/offerLoaded', products: [product], availableAmount: 60000, quotaHistory: [] });
    const excesses = offerBeyondPublishedTerms([product]);
    if (appRecords && excesses.length > 0) event({ type: 'borrow/offerBeyondTerms', excesses });
  }
  event({ type: 'order/drafted', loanOrderId: 'LO1', productId: product.productId, amount, days: 91 });
  r.record('route', { path: PATHS.productDetails });
  const profileSeq = event({ type: 'order/profileLoaded', profile });
  const quote = quoteLoan(product, amount, 91, profile);
  const recorded = options.appMismatches ?? quote.mismatches;
  let mismatchSeq: number | null = null;
  if (appRecords && recorded.length > 0)
    mismatchSeq = event({
      type: 'order/quoteMismatch',
      loanOrderId: 'LO1',
      productId: product.productId,
      amount,
      days: 91,
      mismatches: recorded,
      beyondTolerance: quote.beyondTolerance.length > 0,
      otherLoan: quote.otherLoan,
    });
  let createdSeq: number | null = null;
  if (confirm) {
    r.record('request', {
      method: 'POST',
      path: SUBMIT_LOAN_PATH,
      payload: { loanOrderId: 'LO1', agreeTerms: true },
    });
    r.record('response', { path: SUBMIT_LOAN_PATH, status: 200, code: 0, data: {} });
    createdSeq = event({
      type: 'order/created',
      order: {
        orderId: 'LO1',
        status: 'assessing',
        principal: profile.principal,
        days: 91,
        totalRepayment: profile.totalRepayment,
      },
    });
  }
  return { file: r.toFile(), profileSeq, mismatchSeq, createdSeq };
}

const eventsOf = (file: ReturnType<typeof journey>['file']): JourneyEvent[] =>
  file.entries
    .filter((e) => e.kind === 'event')
    .map((e) => ({ seq: e.seq, event: e.data as unknown as JourneyEvent['event'] }));

describe('backend figures in the compliance review (decision 0015)', () => {
  it('a half-even backend: a warning at the step the app recorded it, naming each figure; no contradiction', () => {
    const { file, mismatchSeq, createdSeq } = journey({
      product: REAL,
      profile: profileOf(REAL, HALF_EVEN),
      confirm: true,
    });
    const review = reviewJourney(file);
    const finding = review.findings.find((f) => f.title.startsWith('Backend loan figures'));
    expect(finding).toMatchObject({
      severity: 'warning',
      seq: mismatchSeq,
      title: 'Backend loan figures rounded differently from the loan math (within tolerance)',
    });
    expect(finding?.detail).toContain(
      'fee 79.62 MXN by the backend, 79.63 MXN by the loan math (-0.01 MXN, within 1.00 MXN)',
    );
    expect(finding?.detail).toContain(`the borrower confirmed the loan at step ${createdSeq}`);
    expect(finding?.detail).toContain('Recorded by the app (order/quoteMismatch)');
    // Rounding is not a contradiction of the product's rates: item 4 passes, and the CAT shown is the
    // backend's own (item 2).
    expect(review.contradictions).toEqual([]);
    expect(review.items[3]!.status).toBe('pass');
    expect(review.cat.status).toBe('match');
    expect(review.summary.critical).toBe(0);
    // The printed report links the step.
    expect(renderReportMarkdown(review)).toContain(
      `- **WARNING** #${mismatchSeq} Backend loan figures rounded differently`,
    );
  });

  it('a fee beyond one peso: a critical finding, and a contradiction of the product rates (item 4)', () => {
    const { file, mismatchSeq } = journey({
      product: REAL,
      profile: profileOf(REAL, { fee: 81.63, tax: 13.06, receivedAmount: 2405.31 }),
    });
    const review = reviewJourney(file);
    const finding = review.findings.find((f) => f.seq === mismatchSeq);
    expect(finding).toMatchObject({
      severity: 'critical',
      title: 'Backend loan figures beyond the tolerance of the loan math',
    });
    expect(finding?.detail).toContain(
      'fee 81.63 MXN by the backend, 79.63 MXN by the loan math (+2.00 MXN, beyond 1.00 MXN)',
    );
    expect(finding?.detail).toContain(
      'tax 13.06 MXN by the backend, 12.74 MXN by the loan math (+0.32 MXN, within 1.00 MXN)',
    );
    expect(finding?.detail).toContain('the loan was not confirmed in this journey');
    expect(review.items[3]!.status).toBe('fail');
    expect(review.summary.critical).toBe(1);
  });

  it('a draft of another amount than the one chosen is critical: another loan', () => {
    const { file, mismatchSeq } = journey({ product: REAL, profile: profileOf(REAL), amount: 2000 });
    const [finding] = backendFigureFindings(eventsOf(file));
    expect(finding).toMatchObject({
      severity: 'critical',
      seq: mismatchSeq,
      title: 'Backend drafted another loan than the one chosen',
    });
    expect(finding?.detail).toContain('did not let the borrower confirm');
  });

  it('a difference the app did not record is still found, at the profile, and says so', () => {
    const { file, profileSeq } = journey({
      product: REAL,
      profile: profileOf(REAL, HALF_EVEN),
      appRecords: false,
    });
    const findings = backendFigureFindings(eventsOf(file));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: 'warning', seq: profileSeq });
    expect(findings[0]!.detail).toContain('NOT recorded by the app: recomputed from order/profileLoaded');
  });

  it('figures equal to the loan math give no finding', () => {
    expect(
      backendFigureFindings(eventsOf(journey({ product: REAL, profile: profileOf(REAL) }).file)),
    ).toEqual([]);
  });

  it('an offer of 60,000 MXN and 365 days: one warning per term beyond the published ones, at the step', () => {
    const generous = { ...REAL, maxAmount: 60000, terms: [91, 365] };
    const { file } = journey({ product: generous, profile: profileOf(generous), offers: 2 });
    const recorded = eventsOf(file).filter((e) => e.event.type === 'borrow/offerBeyondTerms');
    const offers = backendFigureFindings(eventsOf(file)).filter((f) => f.title.startsWith('Offer beyond'));
    expect(offers.map((f) => [f.severity, f.seq, f.title])).toEqual([
      ['warning', recorded[0]!.seq, 'Offer beyond the published terms: maximum amount of cuota-real'],
      ['warning', recorded[0]!.seq, 'Offer beyond the published terms: longest tenure of cuota-real'],
    ]);
    expect(offers[0]!.detail).toContain(
      'The backend offers 60,000.00 MXN, above the published 30,000.00 MXN',
    );
    expect(offers[1]!.detail).toContain('365 days, above the published 180 days');
    // Offered twice (the chooser and the confirmation screen): reported once, with the count.
    expect(offers[0]!.detail).toContain('Recorded by the app (borrow/offerBeyondTerms), offered 2 times');
  });

  it('a fee above the published maximum is critical, found even when the app did not record it', () => {
    const costly = { ...REAL, dailyFeeRate: 0.0098 };
    const { file } = journey({ product: costly, profile: profileOf(costly), appRecords: false });
    const offers = backendFigureFindings(eventsOf(file)).filter((f) => f.title.startsWith('Offer beyond'));
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      severity: 'critical',
      title: 'Offer beyond the published terms: processing fee (daily) of cuota-real',
    });
    expect(offers[0]!.detail).toContain('0.98%, above the published 0.05%');
    expect(offers[0]!.detail).toContain('NOT recorded by the app');
  });

  it('an app whose own loan math is not the spec’s: a critical finding naming the figure', () => {
    // The backend states the spec's figures; the app (a CAT annualised over 360 days) recorded a CAT difference.
    const { file, mismatchSeq } = journey({
      product: REAL,
      profile: profileOf(REAL),
      appMismatches: [{ field: 'cat', backend: 38.7, math: 38.1, difference: 0.6, withinTolerance: false }],
    });
    const findings = backendFigureFindings(eventsOf(file));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      severity: 'critical',
      seq: mismatchSeq,
      title: 'The app’s own loan math differs from the spec’s formulas',
    });
    expect(findings[0]!.detail).toMatch(
      /^Loan order LO1: CAT: the app computed 38.1, the spec's formulas give \d+\.\d/,
    );
  });

  it('an app that takes a wrong backend fee for its own: the finding says its calculation gave the backend’s', () => {
    const wrong = profileOf(REAL, { fee: 81.63, tax: 13.06, receivedAmount: 2405.31 });
    // The app recorded only the tax, as if its own fee were the backend's 81.63.
    const { file } = journey({
      product: REAL,
      profile: wrong,
      appMismatches: [{ field: 'tax', backend: 13.06, math: 12.74, difference: 0.32, withinTolerance: true }],
    });
    const app = backendFigureFindings(eventsOf(file)).find((f) => f.title.startsWith('The app’s own'));
    expect(app?.detail).toContain(
      "fee: the app computed the backend's 81.63, the spec's formulas give 79.63",
    );
  });
});
