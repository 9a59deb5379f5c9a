import { foldEvents, initialState } from '../state';
import { SAMPLE_EVENTS } from '../testing/event-fixtures';
import type { DomainEvent } from '../events';
import { selectDraftQuote } from './loan-draft.reducer';

const offer = SAMPLE_EVENTS['borrow/offerLoaded']! as DomainEvent;
const profile = SAMPLE_EVENTS['order/profileLoaded']! as DomainEvent;
const created = SAMPLE_EVENTS['order/created']! as DomainEvent;

describe('the latest draft quote (loanDraft slice)', () => {
  test('given the offer and the draft profile, the quote of that draft and product is known', () => {
    const state = foldEvents(initialState, [offer, profile]);
    expect(selectDraftQuote(state, 'lo-sample', 'p1')).toMatchObject({
      product: { productId: 'p1', dailyFeeRate: 0.0005 },
      profile: { loanOrderId: 'lo-sample', receivedAmount: 2975.64 },
    });
  });

  test('another draft, another product, or no offer: no quote', () => {
    const state = foldEvents(initialState, [offer, profile]);
    expect(selectDraftQuote(state, 'lo-other', 'p1')).toBeNull();
    expect(selectDraftQuote(state, 'lo-sample', 'p2')).toBeNull();
    expect(selectDraftQuote(foldEvents(initialState, [profile]), 'lo-sample', 'p1')).toBeNull();
  });

  test('once submitted, or after logout, the draft quote is gone', () => {
    expect(
      selectDraftQuote(foldEvents(initialState, [offer, profile, created]), 'lo-sample', 'p1'),
    ).toBeNull();
    const loggedOut = foldEvents(initialState, [
      offer,
      profile,
      { type: 'session/loggedOut', reason: 'user', at: 200 },
    ]);
    expect(loggedOut.loanDraft).toEqual({ products: null, profile: null });
  });
});
