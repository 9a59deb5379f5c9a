import { foldEvents, initialState } from '../state';
import { ev, order } from '../testing/event-fixtures';
import {
  isOrderOpen,
  selectCurrentOrder,
  selectHasOpenOrder,
  selectOrderById,
  selectOrderList,
  selectOrderProfile,
} from './orders.selectors';
import { toOrderRecord, toOrderSummary } from './orders.reducer';

const created = ev('order/created', { order: order('o1', { createdAt: 10 }) }, 10);

describe('orders', () => {
  test('there is no order at first', () => {
    expect(selectCurrentOrder(initialState)).toBeNull();
    expect(selectOrderList(initialState)).toEqual([]);
    expect(selectHasOpenOrder(initialState)).toBe(false);
  });

  test('given a created order, it is the current order', () => {
    const state = foldEvents(initialState, [created]);
    expect(selectCurrentOrder(state)).toEqual({
      ...order('o1', { createdAt: 10 }),
      updatedAt: 10,
      reapplyAfterDays: null,
    });
    expect(selectHasOpenOrder(state)).toBe(true);
  });

  test('given status changes, the order follows them, with the due date once known', () => {
    const state = foldEvents(initialState, [
      created,
      ev('order/statusChanged', { orderId: 'o1', status: 'disbursing' }, 20),
      ev('order/statusChanged', { orderId: 'o1', status: 'repaying', dueDate: '2025-04-16' }, 30),
    ]);
    expect(selectOrderById(state, 'o1')).toMatchObject({
      status: 'repaying',
      dueDate: '2025-04-16',
      updatedAt: 30,
    });
  });

  test('a rejected order keeps its reapply days and is closed', () => {
    const state = foldEvents(initialState, [
      created,
      ev('order/statusChanged', { orderId: 'o1', status: 'rejected', reapplyAfterDays: 15 }),
    ]);
    const current = selectCurrentOrder(state);
    expect(current?.reapplyAfterDays).toBe(15);
    expect(current && isOrderOpen(current)).toBe(false);
    expect(selectHasOpenOrder(state)).toBe(false);
  });

  test('a status change of an unknown order changes nothing', () => {
    const state = foldEvents(initialState, [created]);
    const after = foldEvents(state, [ev('order/statusChanged', { orderId: 'nope', status: 'finished' })]);
    expect(after).toBe(state);
  });

  test('a confirmed extension moves the due date', () => {
    const state = foldEvents(initialState, [
      created,
      ev('order/statusChanged', { orderId: 'o1', status: 'repaying', dueDate: '2025-04-16' }),
      ev('extension/confirmed', { orderId: 'o1', newDueDate: '2025-04-23' }, 40),
    ]);
    expect(selectOrderById(state, 'o1')?.dueDate).toBe('2025-04-23');
  });

  test('the same order created twice is listed once', () => {
    const state = foldEvents(initialState, [
      created,
      ev('order/created', { order: order('o1', { principal: 5000 }) }),
    ]);
    expect(state.orders.ids).toEqual(['o1']);
    expect(selectOrderById(state, 'o1')?.principal).toBe(5000);
  });

  test('given a loaded list, it replaces the orders; the newest is current; the list shows newest first', () => {
    const state = foldEvents(initialState, [
      ev('order/created', { order: order('stale') }),
      ev('order/listLoaded', {
        orders: [
          order('a', { createdAt: 1, status: 'finished' }),
          order('c', { createdAt: 3, status: 'repaying' }),
          order('b', { createdAt: 2, status: 'rejected' }),
        ],
      }),
    ]);
    expect(selectOrderById(state, 'stale')).toBeNull();
    expect(selectCurrentOrder(state)?.orderId).toBe('c');
    expect(selectOrderList(state).map((o) => o.orderId)).toEqual(['c', 'b', 'a']);
    expect(selectHasOpenOrder(state)).toBe(true);
  });

  test('an empty list leaves no current order', () => {
    const state = foldEvents(initialState, [created, ev('order/listLoaded', { orders: [] })]);
    expect(selectCurrentOrder(state)).toBeNull();
  });

  test.each([
    ev('session/loggedOut', { reason: 'user' }),
    ev('session/expired', { code: 10010301, message: 'cannot log in', clearAll: true }),
  ])('given $type, the orders are reset', (end) => {
    const state = foldEvents(initialState, [created, end]);
    expect(state.orders).toEqual(initialState.orders);
  });
});

describe("an order's detail and its one mapping", () => {
  const detail = (loanOrderId: string, principal: number) =>
    ev('order/profileLoaded', {
      profile: {
        loanOrderId,
        principal,
        duration: 14,
        fee: 21,
        tax: 3.36,
        interest: 42,
        contractAmount: principal,
        receivedAmount: principal - 24.36,
        totalRepayment: principal + 42,
        dueDate: '2026-12-06',
        bankName: 'BBVA',
        bankAccount: '**** 1234',
      },
    });

  test("each order's loaded profile is folded by its id (the records screen reads it), and cleared at logout", () => {
    const state = foldEvents(initialState, [
      created,
      detail('o1', 3000),
      detail('o2', 2000),
      detail('o1', 3100),
    ]);
    expect(selectOrderProfile(state, 'o1')).toMatchObject({ loanOrderId: 'o1', principal: 3100 });
    expect(selectOrderProfile(state, 'o2')).toMatchObject({ principal: 2000 });
    expect(selectOrderProfile(state, 'o3')).toBeNull();
    const out = foldEvents(state, [ev('session/loggedOut', { reason: 'user' })]);
    expect(selectOrderProfile(out, 'o1')).toBeNull();
    expect(out.orders).toEqual({ byId: {}, ids: [], currentOrderId: null });
  });

  test('a record is the summary plus when it changed, with no stray field, keys in one order', () => {
    const summary = { ...order('o7', { createdAt: 5, dueDate: '2026-01-02' }), stray: 'x' };
    const record = toOrderRecord(summary, 42);
    expect(record).toEqual({ ...toOrderSummary(summary), updatedAt: 42, reapplyAfterDays: null });
    expect(Object.keys(record)).toEqual([
      'orderId',
      'status',
      'principal',
      'days',
      'dueDate',
      'createdAt',
      'updatedAt',
      'reapplyAfterDays',
    ]);
    expect(Object.keys(toOrderSummary(summary))).not.toContain('stray');
  });
});
