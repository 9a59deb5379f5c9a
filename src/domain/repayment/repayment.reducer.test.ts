import { foldEvents, initialState } from '../state';
import { ev } from '../testing/event-fixtures';
import {
  selectExtension,
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
      end,
    ]);
    expect(state.repayment).toEqual(initialState.repayment);
  });
});
