import { foldEvents, initialState } from '../state';
import { ev, SAMPLE_EVENTS } from '../testing/event-fixtures';
import type { DomainEvent } from '../events';
import { selectDraftQuote } from './draft-quote';
import { selectOffer } from './loan-draft.reducer';

const offer = SAMPLE_EVENTS['borrow/offerLoaded']! as DomainEvent;
const drafted = SAMPLE_EVENTS['order/drafted']! as DomainEvent;
const profile = SAMPLE_EVENTS['order/profileLoaded']! as DomainEvent;
const created = SAMPLE_EVENTS['order/created']! as DomainEvent;

describe('the latest draft quote (loanDraft slice)', () => {
  test('the offer folds what the to-borrow screen reads: products, available quota and its grants', () => {
    expect(selectOffer(initialState)).toBeNull();
    const state = foldEvents(initialState, [
      ev('borrow/offerLoaded', {
        products: offer.type === 'borrow/offerLoaded' ? offer.products : [],
        availableAmount: 4200,
        quotaHistory: [{ amount: 4200, grantedAt: 9, reason: 'onTimeRepayment' }],
      }),
    ]);
    expect(selectOffer(state)).toEqual({
      products: [expect.objectContaining({ productId: 'p1' })],
      availableAmount: 4200,
      quotaHistory: [{ amount: 4200, grantedAt: 9, reason: 'onTimeRepayment' }],
    });
  });

  test('the draft folds its choice; its profile folds the quote, computed once from them (decision 0057)', () => {
    const state = foldEvents(initialState, [offer, drafted, profile]);
    expect(state.loanDraft.choice).toEqual({
      loanOrderId: 'lo-sample',
      productId: 'p1',
      amount: 3000,
      days: 14,
    });
    const quote = selectDraftQuote(state, 'lo-sample', 'p1');
    // Worked out from the spec for 3,000 MXN, 14 days at 0.1% a day, a fee of 0.05% a day and IVA 16%:
    // interest 42.00, fee 21.00, IVA 3.36, received 2,975.64, repaid 3,042.00. The profile states exactly
    // these, so nothing differs. Its CAT, tax excluded (compliance.md): (3,042 / 2,979)^(365 / 14) - 1 = 72.6%.
    expect(Math.round(((3042 / 2979) ** (365 / 14) - 1) * 1000) / 10).toBe(72.6);
    expect(quote).toEqual({
      loanOrderId: 'lo-sample',
      productId: 'p1',
      amount: 3000,
      days: 14,
      product: expect.objectContaining({ productId: 'p1', dailyFeeRate: 0.0005 }),
      profile: expect.objectContaining({ loanOrderId: 'lo-sample', bankName: 'BBVA' }),
      rates: { annualInterestRate: 0.36, dailyFeeRate: 0.0005, feeTaxRate: 0.16 },
      binding: {
        principal: 3000,
        days: 14,
        interest: 42,
        fee: 21,
        tax: 3.36,
        deducted: 24.36,
        contractAmount: 3000,
        net: 2975.64,
        totalRepay: 3042,
        dueDate: '2026-12-06',
        // The CAT as shown: no raw rate in the state (its digits read as a card number to the journeys' check).
        cat: { ok: true, percent: 72.6 },
      },
      mismatches: [],
      beyondTolerance: [],
      otherLoan: false,
    });
  });

  test('the quote is computed once per profile and choice, and kept out of the state (decision 0057)', () => {
    const state = foldEvents(initialState, [offer, drafted, profile]);
    const first = selectDraftQuote(state, 'lo-sample', 'p1');
    expect(first).not.toBeNull();
    expect(selectDraftQuote(state, 'lo-sample', 'p1')).toBe(first);
    expect(state.loanDraft).not.toHaveProperty('quote');
    // A new profile of the same draft is a new fact: a new quote.
    const again = foldEvents(state, [profile]);
    expect(selectDraftQuote(again, 'lo-sample', 'p1')).not.toBe(first);
    expect(selectDraftQuote(again, 'lo-sample', 'p1')).toEqual(first);
  });

  test('another draft, another product, no draft or no offer: no quote', () => {
    const state = foldEvents(initialState, [offer, drafted, profile]);
    expect(selectDraftQuote(state, 'lo-other', 'p1')).toBeNull();
    expect(selectDraftQuote(state, 'lo-sample', 'p2')).toBeNull();
    expect(selectDraftQuote(foldEvents(initialState, [offer, profile]), 'lo-sample', 'p1')).toBeNull();
    expect(selectDraftQuote(foldEvents(initialState, [drafted, profile]), 'lo-sample', 'p1')).toBeNull();
  });

  test("another order's profile (the records screen's detail) leaves the draft's quote", () => {
    const other = ev('order/profileLoaded', {
      profile: { ...(profile.type === 'order/profileLoaded' ? profile.profile : null!), loanOrderId: 'o9' },
    });
    const state = foldEvents(initialState, [offer, drafted, profile, other]);
    expect(selectDraftQuote(state, 'lo-sample', 'p1')?.profile.loanOrderId).toBe('lo-sample');
  });

  test('once submitted, or after logout, the draft quote is gone', () => {
    expect(
      selectDraftQuote(foldEvents(initialState, [offer, drafted, profile, created]), 'lo-sample', 'p1'),
    ).toBeNull();
    const loggedOut = foldEvents(initialState, [
      offer,
      drafted,
      profile,
      { type: 'session/loggedOut', reason: 'user', at: 200 },
    ]);
    expect(loggedOut.loanDraft).toEqual({ products: null, profile: null });
  });
});
