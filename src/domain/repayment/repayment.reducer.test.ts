import { foldEvents, initialState } from '../state';
import { ev, SAMPLE_EVENTS } from '../testing/event-fixtures';
import {
  selectExtension,
  selectExtensionOffer,
  selectIssuedExtensionFee,
  selectRepaymentDetail,
  selectIsExtensionAwaitingConfirmation,
  selectRepaidAmount,
  selectRepaymentsForOrder,
} from './repayment.selectors';

describe('repayment', () => {
  test('given confirmed repayments, they are listed per order and summed to the centavo', () => {
    const state = foldEvents(initialState, [
      ev('repayment/confirmed', { orderId: 'o1', amount: 0.1, channel: 'spei', reference: 'r1' }, 1),
      ev('repayment/confirmed', { orderId: 'o2', amount: 50, channel: 'oxxo', reference: 'r2' }, 2),
      ev('repayment/confirmed', { orderId: 'o1', amount: 0.2, channel: 'spei', reference: 'r3' }, 3),
    ]);
    expect(selectRepaidAmount(state, 'o1')).toBe(0.3);
    expect(selectRepaidAmount(state, 'o2')).toBe(50);
    expect(selectRepaidAmount(state, 'none')).toBe(0);
    expect(selectRepaymentsForOrder(state, 'o1').map((r) => r.reference)).toEqual(['r1', 'r3']);
  });

  test('given a paid extension, it awaits confirmation', () => {
    const state = foldEvents(initialState, [
      ev('extension/paid', { orderId: 'o1', fee: 210, reference: 'e1' }, 5),
    ]);
    expect(selectIsExtensionAwaitingConfirmation(state, 'o1')).toBe(true);
    expect(selectExtension(state, 'o1')).toEqual({
      status: 'paid',
      fee: 210,
      reference: 'e1',
      paidAt: 5,
      newDueDate: null,
      confirmedAt: null,
      confirmedCount: 0,
    });
  });

  test('given a paid then confirmed extension, it is confirmed with the new due date', () => {
    const state = foldEvents(initialState, [
      ev('extension/paid', { orderId: 'o1', fee: 210, reference: 'e1' }, 5),
      ev('extension/confirmed', { orderId: 'o1', newDueDate: '2025-04-23' }, 6),
    ]);
    expect(selectIsExtensionAwaitingConfirmation(state, 'o1')).toBe(false);
    expect(selectExtension(state, 'o1')).toMatchObject({
      status: 'confirmed',
      newDueDate: '2025-04-23',
      confirmedAt: 6,
      confirmedCount: 1,
    });
  });

  test('a second extension counts again and keeps the last due date until confirmed', () => {
    const state = foldEvents(initialState, [
      ev('extension/paid', { orderId: 'o1', fee: 210, reference: 'e1' }, 5),
      ev('extension/confirmed', { orderId: 'o1', newDueDate: '2025-04-23' }, 6),
      ev('extension/paid', { orderId: 'o1', fee: 220, reference: 'e2' }, 7),
    ]);
    expect(selectExtension(state, 'o1')).toMatchObject({
      status: 'paid',
      fee: 220,
      newDueDate: '2025-04-23',
      confirmedCount: 1,
    });
    const confirmed = foldEvents(state, [
      ev('extension/confirmed', { orderId: 'o1', newDueDate: '2025-04-30' }, 8),
      ev('extension/confirmed', { orderId: 'o1', newDueDate: '2025-04-30' }, 9),
    ]);
    expect(selectExtension(confirmed, 'o1')).toMatchObject({
      status: 'confirmed',
      newDueDate: '2025-04-30',
      confirmedCount: 2,
    });
  });

  test('a confirmation with no recorded payment still records the extension', () => {
    const state = foldEvents(initialState, [
      ev('extension/confirmed', { orderId: 'o1', newDueDate: '2025-04-23' }, 6),
    ]);
    expect(selectExtension(state, 'o1')).toMatchObject({
      status: 'confirmed',
      newDueDate: '2025-04-23',
      confirmedCount: 1,
    });
  });

  test.each([
    ev('session/loggedOut', { reason: 'user' }),
    ev('session/expired', { code: 10010303, message: 'expired', clearAll: false }),
  ])('given $type, repayments and extensions are reset', (end) => {
    const state = foldEvents(initialState, [
      ev('repayment/confirmed', { orderId: 'o1', amount: 1, channel: 'spei', reference: 'r1' }),
      ev('extension/paid', { orderId: 'o1', fee: 1, reference: 'e1' }),
      ev('repayment/detailLoaded', { detail }),
      ev('extension/offerLoaded', { offer }),
      end,
    ]);
    expect(state.repayment).toEqual(initialState.repayment);
    expect(state.repayment.loaded).toBeUndefined();
  });
});

const detail = SAMPLE_EVENTS['repayment/detailLoaded']!.detail;
const offer = SAMPLE_EVENTS['extension/offerLoaded']!.offer;
const issued = {
  orderId: 'o2',
  fee: 52.2,
  reference: '7788',
  channel: 'SPEI',
  instructions: { clabe: '646180', payUrl: null, expiresAt: 900 },
};

describe('what the repay screens loaded (issue 32)', () => {
  test('a detail, an offer and an issued fee are kept per order; the latest load names its order', () => {
    const state = foldEvents(initialState, [
      ev('repayment/detailLoaded', { detail: { ...detail, orderId: 'o1', unrepayAmount: 100 } }, 1),
      ev('repayment/detailLoaded', { detail: { ...detail, orderId: 'o2', unrepayAmount: 200 } }, 2),
      ev('extension/offerLoaded', { offer: { ...offer, orderId: 'o2', fee: 61 } }, 3),
      ev('extension/paymentIssued', issued, 4),
      ev('extension/offerLoaded', { offer: { ...offer, orderId: 'o2', fee: 61, paid: true } }, 5),
    ]);
    expect(selectRepaymentDetail(state, 'o1')?.unrepayAmount).toBe(100);
    expect(selectRepaymentDetail(state, 'o2')?.unrepayAmount).toBe(200);
    // Opened without an order id: the order the latest load was about.
    expect(selectRepaymentDetail(state, null)?.orderId).toBe('o2');
    expect(selectRepaymentDetail(state, 'o3')).toBeNull();
    expect(selectExtensionOffer(state, ' o2 ')).toMatchObject({ fee: 61, paid: true });
    expect(selectExtensionOffer(state, undefined)?.orderId).toBe('o2');
    expect(selectExtensionOffer(state, 'o1')).toBeNull();
    expect(selectIssuedExtensionFee(state, 'o2')).toEqual({
      reference: '7788',
      fee: 52.2,
      channel: 'SPEI',
      instructions: { clabe: '646180', payUrl: null, expiresAt: 900 },
      at: 4,
    });
    expect(selectIssuedExtensionFee(state, 'o1')).toBeNull();
  });

  test('nothing loaded yet: the screens find nothing, and the slice has no loaded part', () => {
    expect(initialState.repayment.loaded).toBeUndefined();
    expect(selectRepaymentDetail(initialState, null)).toBeNull();
    expect(selectExtensionOffer(initialState, 'o1')).toBeNull();
  });

  test("another borrower's login drops what the screens loaded for the one before", () => {
    const state = foldEvents(initialState, [
      ev('session/loggedIn', { mobile: '5512345678', token: 'Bearer a', via: 'web' }, 1),
      ev('repayment/detailLoaded', { detail }, 2),
      ev('session/loggedIn', { mobile: '5599999999', token: 'Bearer b', via: 'web' }, 3),
    ]);
    expect(state.repayment.loaded).toBeUndefined();
    expect(selectRepaymentDetail(state, null)).toBeNull();
  });
});
