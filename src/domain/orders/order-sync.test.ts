import { foldEvents, initialState, type AppState } from '../state';
import type { DomainEvent, OrderStatus, UnstampedEvent } from '../events';
import { ev, order } from '../testing/event-fixtures';
import { orderListSyncEvents, orderSyncEvents } from './order-sync';
import { selectOrderById } from './orders.selectors';

const stamp = (events: UnstampedEvent[], at = 100): DomainEvent[] =>
  events.map((e): DomainEvent => ({ ...e, at }));
const known = (status: OrderStatus): AppState =>
  foldEvents(initialState, [ev('order/created', { order: order('o1', { status }) })]);

describe('syncing one observed order', () => {
  test('an order the app does not know is created first, with its observed status', () => {
    const events = orderSyncEvents(initialState.orders, {
      ...order('o1', { status: 'assessing' }),
      reapplyAfterDays: null,
    });
    expect(events).toEqual([{ type: 'order/created', order: order('o1', { status: 'assessing' }) }]);
  });

  test('a rejection first seen keeps its reapply wait on record', () => {
    const events = orderSyncEvents(initialState.orders, {
      ...order('o1', { status: 'rejected' }),
      reapplyAfterDays: 12,
    });
    const state = foldEvents(initialState, stamp(events));
    expect(selectOrderById(state, 'o1')).toMatchObject({ status: 'rejected', reapplyAfterDays: 12 });
  });

  test('a transition is one status change carrying the previous status and the due date', () => {
    const events = orderSyncEvents(
      known('disbursing').orders,
      order('o1', { status: 'repaying', dueDate: '2026-04-01' }),
    );
    expect(events).toEqual([
      {
        type: 'order/statusChanged',
        orderId: 'o1',
        status: 'repaying',
        previous: 'disbursing',
        dueDate: '2026-04-01',
      },
    ]);
  });

  test('nothing is emitted when the status did not move (polling leaves the log alone)', () => {
    expect(orderSyncEvents(known('assessing').orders, order('o1', { status: 'assessing' }))).toEqual([]);
  });
});

describe("a rejected order's wait", () => {
  test('is told again when it moves, and the state follows; not while it stays', () => {
    const first = orderSyncEvents(initialState.orders, {
      ...order('o1', { status: 'rejected' }),
      reapplyAfterDays: 2,
    });
    const rejected = foldEvents(initialState, stamp(first));
    const same = { ...order('o1', { status: 'rejected' }), reapplyAfterDays: 2 };
    expect(orderSyncEvents(rejected.orders, same)).toEqual([]);
    const over = orderSyncEvents(rejected.orders, { ...same, reapplyAfterDays: 0 });
    expect(over).toEqual([{ type: 'order/reapplyWaitChanged', orderId: 'o1', reapplyAfterDays: 0 }]);
    expect(selectOrderById(foldEvents(rejected, stamp(over, 200)), 'o1')).toMatchObject({
      status: 'rejected',
      reapplyAfterDays: 0,
    });
  });
});

describe('syncing the order list', () => {
  test('known orders that moved get a status change before the list replaces the orders', () => {
    const state = foldEvents(known('repaying'), [
      ev('order/created', { order: order('o2', { status: 'finished', createdAt: -1 }) }),
    ]);
    const events = orderListSyncEvents(state.orders, [
      order('o1', { status: 'finished' }),
      order('o2', { status: 'finished', createdAt: -1 }),
      order('o3', { status: 'rejected', createdAt: -2 }),
    ]);
    expect(events.map((e) => e.type)).toEqual(['order/statusChanged', 'order/listLoaded']);
    expect(events[0]).toMatchObject({ orderId: 'o1', previous: 'repaying', status: 'finished' });
    const after = foldEvents(state, stamp(events));
    expect(after.orders.ids).toEqual(['o1', 'o2', 'o3']);
  });

  test('an empty list still ends in order/listLoaded', () => {
    expect(orderListSyncEvents(initialState.orders, [])).toEqual([{ type: 'order/listLoaded', orders: [] }]);
  });
});
