import { checkInputOf } from '../review';
import {
  LOW_FEE_PRODUCT,
  SPEC_PRODUCT,
  borrowJourney,
  catShownJourney,
  detailsScreen,
  profileOf,
  recorder,
} from '../review-fixtures';
import { SUBMIT_LOAN_PATH } from '../facts';
import { catMatches, compareCat } from './cat-matches';

const cat = (file: Parameters<typeof checkInputOf>[0]) => checkInputOf(file).cat;
const run = (file: Parameters<typeof checkInputOf>[0]) => catMatches.run(checkInputOf(file));

describe('check 2: the CAT shown against the CAT of the journey’s cash flows', () => {
  it('is item 2', () => {
    expect(catMatches.id).toBe(2);
    expect(catMatches.title).toMatch(/^The CAT shown matches/);
  });

  it('recomputes the CAT of a valid loan from its cash flows and passes when the data shows it', () => {
    const comparison = cat(borrowJourney(LOW_FEE_PRODUCT, { confirm: true }));
    expect(comparison.status).toBe('match');
    // 3,000 for 91 days: received 2,863.50 (net + tax), repaid 3,273.00: (3273 / 2863.5)^(365 / 91) - 1.
    expect(comparison.recomputed).toMatchObject({ ok: true, percent: 70.9 });
    expect(comparison.recomputed?.ok && comparison.recomputed.rate).toBeCloseTo(
      (3273 / 2863.5) ** (365 / 91) - 1,
      12,
    );
    expect(comparison.shown?.source).toBe('data');
    expect(run(borrowJourney(LOW_FEE_PRODUCT, { confirm: true })).status).toBe('pass');
  });

  it('passes a loan that pays out nothing when no CAT is shown for it', () => {
    const comparison = cat(borrowJourney(SPEC_PRODUCT));
    expect(comparison.status).toBe('notComputable');
    expect(comparison.flows?.net).toBe(-156.97);
    expect(run(borrowJourney(SPEC_PRODUCT)).status).toBe('pass');
  });

  it('fails when the screen shows another CAT than the recomputed one', () => {
    const file = catShownJourney();
    expect(cat(file)).toMatchObject({ status: 'mismatch', shown: { percent: 12, source: 'screen' } });
    expect(run(file).status).toBe('fail');
  });

  it('fails a CAT annualised over 360 days (69.7% shown for the 70.9% of the cash flows)', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) => r.record('screen', detailsScreen('CAT 69.7% sin IVA, para fines informativos', '69.7')),
      confirm: true,
    });
    const comparison = cat(file);
    expect(comparison).toMatchObject({
      status: 'mismatch',
      shown: { percent: 69.7 },
      recomputed: { ok: true, percent: 70.9 },
    });
    expect(comparison.explanation).toContain('(3273 / 2863.5)^(365 / 91) - 1');
    expect(run(file).status).toBe('fail');
    // The CAT of the same flows shown right passes.
    const right = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) => r.record('screen', detailsScreen('CAT 70.9% sin IVA, para fines informativos', '70.9')),
      confirm: true,
    });
    expect(run(right).status).toBe('pass');
  });

  it('is not reached without loan figures', () => {
    const input = checkInputOf(recorder().toFile());
    expect(compareCat(input.facts, input.claims).status).toBe('notReached');
    expect(catMatches.run(input)).toEqual({
      status: 'notReached',
      seq: null,
      explanation: 'No loan figures were shown in this journey.',
    });
  });
});

describe('check 2 after a second quote (the same CAT shown again)', () => {
  /**
   * The borrower sees the details of a quote with its CAT, the order is drafted again (a reload, a new day)
   * and the details of the second quote show the same CAT before the confirmation.
   */
  function requotedJourney(): { file: Parameters<typeof checkInputOf>[0]; secondQuote: number } {
    const r = recorder();
    let at = 1_768_492_800_000;
    const event = (data: Record<string, unknown>) => r.record('event', { ...data, at: (at += 10) }).seq;
    const catScreen = () =>
      detailsScreen('CAT 70.9% sin IVA, para fines informativos y de comparación', '70.9');
    const screenAt = (time: number) => {
      const screen = catScreen();
      screen.events[0]!.timestamp = time;
      r.record('screen', screen);
    };
    event({
      type: 'borrow/offerLoaded',
      products: [LOW_FEE_PRODUCT],
      availableAmount: 3100,
      quotaHistory: [],
    });
    event({ type: 'order/drafted', loanOrderId: 'LO1', productId: 'cuota-flex', amount: 3000, days: 91 });
    r.record('route', { path: '/borrow/product_details' });
    event({ type: 'order/profileLoaded', profile: profileOf(LOW_FEE_PRODUCT, 3000, 91) });
    screenAt(at + 5);
    event({ type: 'order/drafted', loanOrderId: 'LO1', productId: 'cuota-flex', amount: 3000, days: 91 });
    const secondQuote = event({ type: 'order/profileLoaded', profile: profileOf(LOW_FEE_PRODUCT, 3000, 91) });
    screenAt(at + 5);
    r.record('request', {
      method: 'POST',
      path: SUBMIT_LOAN_PATH,
      payload: { loanOrderId: 'LO1', agreeTerms: true },
    });
    r.record('response', { path: SUBMIT_LOAN_PATH, status: 200, code: 0, data: {} });
    return { file: r.toFile(), secondQuote };
  }

  it('finds the CAT shown for the last quote, not only its first showing for an earlier one', () => {
    const { file, secondQuote } = requotedJourney();
    const input = checkInputOf(file);
    expect(input.cat).toMatchObject({ status: 'match', shown: { percent: 70.9, source: 'screen' } });
    expect(input.cat.shown?.seq).toBeGreaterThanOrEqual(secondQuote);
    expect(catMatches.run(input).status).toBe('pass');
    // The claims list both showings: one per quote.
    const shownCats = input.claims.filter(
      (c) => c.topic === 'cat' && c.source === 'screen' && c.value === 70.9,
    );
    expect(shownCats.map((c) => c.seq >= secondQuote)).toEqual([false, true]);
  });
});
