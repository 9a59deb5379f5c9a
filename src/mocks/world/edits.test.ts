import type { Order } from '../../api/contracts/common';
import type { Quota } from '../../api/contracts/store';
import { PROGRESS } from '../../domain/progress';
import { REGISTERED_MOBILE } from '../presets/registered-borrower';
import { ok } from '../handlers/loan-test-kit';
import { buildWorld } from '../runtime';
import { installMockServer } from '../server';
import { quotaOf } from './application';
import { EDITABLE_ORDER_STATUSES, WorldEditError, worldEditor } from './edits';
import { ledgerAt } from './loan-ledger';
import { loanQuota, orderStatus } from './loan-lifecycle';
import type { MockWorld } from './world';

const MOBILE = REGISTERED_MOBILE;

function onlyOrder(world: MockWorld) {
  const order = world.findUser(MOBILE)?.loans?.orders[0];
  if (!order) throw new Error('the preset has no order');
  return order;
}

describe('world edits: quota', () => {
  it('sets the granted quota the app reads, keeping on-time growth in the total', () => {
    const world = buildWorld({ preset: 'loan-finished' });
    const user = world.findUser(MOBILE)!;
    const before = loanQuota(world, user);
    expect(before.amount).toBeGreaterThan(quotaOf(world, user).amount);
    worldEditor(world).setQuota(MOBILE, 12_300);
    expect(loanQuota(world, user)).toMatchObject({
      status: 'granted',
      amount: 12_300,
      availableAmount: 12_300,
    });
  });

  it('grants a pending review at once', () => {
    const world = buildWorld({ preset: 'quota-review' });
    const user = world.findUser(MOBILE)!;
    expect(quotaOf(world, user).status).toBe('reviewing');
    worldEditor(world).setQuota(MOBILE, 4_000);
    expect(loanQuota(world, user)).toMatchObject({ status: 'granted', amount: 4_000 });
  });

  it('refuses amounts that are not whole hundreds in range, and unfinished applications', () => {
    const edit = worldEditor(buildWorld({ preset: 'quota-granted' }));
    expect(() => edit.setQuota(MOBILE, 4_050)).toThrow(
      'The quota must be whole hundreds of pesos; got 4050.',
    );
    expect(() => edit.setQuota(MOBILE, 0)).toThrow('The quota must be from 100 to 30000 pesos; got 0.');
    expect(() => edit.setQuota(MOBILE, 40_000)).toThrow(WorldEditError);
    expect(() => edit.setQuota('5500000000', 4_000)).toThrow('No borrower with mobile 5500000000.');
    const early = worldEditor(buildWorld({ preset: 'application-in-progress' }));
    expect(() => early.setQuota(MOBILE, 4_000)).toThrow(
      `Borrower ${MOBILE} has not finished the application (progress 20): set progress to 40 first.`,
    );
  });
});

describe('world edits: progress', () => {
  it('moves a borrower forward with the skipped steps filled in, and back', () => {
    const world = buildWorld({ preset: 'application-in-progress' });
    const user = world.findUser(MOBILE)!;
    worldEditor(world).setProgress(MOBILE, PROGRESS.addBankCard);
    expect(user.progress).toBe(35);
    expect(user.application?.emergencyContacts).toHaveLength(2);
    expect(user.application?.bankCard).toBeUndefined();
    worldEditor(world).setProgress(MOBILE, PROGRESS.userInfoFinish);
    expect(user.application?.bankCard).toBeDefined();
    worldEditor(world).setProgress(MOBILE, PROGRESS.idCardFacial);
    expect(user.progress).toBe(15);
  });

  it('refuses codes that are not application steps, and going back once a quota was reviewed', () => {
    const edit = worldEditor(buildWorld({ preset: 'quota-granted' }));
    expect(() => edit.setProgress(MOBILE, 42)).toThrow(
      'Progress must be one of 5, 10, 15, 20, 25, 30, 35, 40 (application steps); got 42.',
    );
    expect(() => edit.setProgress(MOBILE, 20)).toThrow(/already has a quota review: progress must stay 40/);
  });
});

describe('world edits: order status', () => {
  it.each(EDITABLE_ORDER_STATUSES)('sets a repaying loan to %s', (status) => {
    const world = buildWorld({ preset: 'repaying' });
    const order = worldEditor(world).setOrderStatus(MOBILE, onlyOrder(world).orderId, status);
    expect(orderStatus(order, world.now())).toBe(status);
  });

  it('makes an overdue loan five days late and a finished one paid in full on time', () => {
    const world = buildWorld({ preset: 'repaying' });
    const edit = worldEditor(world);
    const order = onlyOrder(world);
    edit.setOrderStatus(MOBILE, order.orderId, 'overdue');
    expect(ledgerAt(order, world.now())?.overdueDays).toBeGreaterThanOrEqual(5);
    edit.setOrderStatus(MOBILE, order.orderId, 'finished');
    const ledger = ledgerAt(order, world.now());
    expect(ledger).toMatchObject({ unpaid: 0, finishedOnTime: true });
  });

  it('keeps one open loan at a time', () => {
    const world = buildWorld({ preset: 'loan-finished' });
    const edit = worldEditor(world);
    const first = onlyOrder(world);
    const user = world.findUser(MOBILE)!;
    user.loans!.orders.push(structuredClone({ ...first, orderId: 'LO000000000002' }));
    edit.setOrderStatus(MOBILE, 'LO000000000002', 'repaying');
    expect(() => edit.setOrderStatus(MOBILE, first.orderId, 'assessing')).toThrow(
      'Order LO000000000002 is already open (repaying); a borrower has one open loan at a time: finish or reject it first.',
    );
    expect(() => edit.setOrderStatus(MOBILE, 'LO9', 'repaying')).toThrow(
      `Borrower ${MOBILE} has no order LO9.`,
    );
  });

  it('tells the world listeners (the simulator, the saved copy)', () => {
    const world = buildWorld({ preset: 'repaying' });
    const seen = vi.fn();
    world.subscribe(seen);
    worldEditor(world).setOrderStatus(MOBILE, onlyOrder(world).orderId, 'overdue');
    expect(seen).toHaveBeenCalledWith({ type: 'userUpdated', mobile: MOBILE });
  });
});

describe('world edits: due date', () => {
  it('moves the due date of a loan being repaid; a past date makes it overdue', () => {
    const world = buildWorld({ preset: 'repaying' });
    const edit = worldEditor(world);
    const order = onlyOrder(world);
    const due = ledgerAt(order, world.now())!.dueDate;
    const earlier = new Date(Date.parse(`${due}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    edit.setDueDate(MOBILE, order.orderId, earlier);
    expect(ledgerAt(order, world.now())?.dueDate).toBe(earlier);
    const longAgo = new Date(world.now() - 3 * 86_400_000 - 6 * 3_600_000).toISOString().slice(0, 10);
    edit.setDueDate(MOBILE, order.orderId, longAgo);
    expect(orderStatus(order, world.now())).toBe('overdue');
    expect(ledgerAt(order, world.now())?.overdueDays).toBe(3);
  });

  it('refuses bad dates, dates whose term would start after today, and orders not being repaid', () => {
    const world = buildWorld({ preset: 'repaying' });
    const edit = worldEditor(world);
    const order = onlyOrder(world);
    expect(() => edit.setDueDate(MOBILE, order.orderId, '2026-02-30')).toThrow(
      'The due date must be a calendar date written yyyy-mm-dd; got "2026-02-30".',
    );
    expect(() => edit.setDueDate(MOBILE, order.orderId, '2999-01-01')).toThrow(
      /at the latest: the \d+-day term/,
    );
    edit.setOrderStatus(MOBILE, order.orderId, 'assessing');
    expect(() => edit.setDueDate(MOBILE, order.orderId, '2026-01-01')).toThrow(
      /is assessing: only a loan being repaid \(repaying or overdue\) has a due date to move/,
    );
  });
});

describe('world edits through the mock backend', () => {
  const mock = installMockServer({ preset: 'repaying' });

  it('the API answers what the edits set', async () => {
    const edit = worldEditor(mock.world);
    const order = onlyOrder(mock.world);
    edit.setOrderStatus(MOBILE, order.orderId, 'overdue');
    const { order: last } = await ok<{ order: Order }>('/store/order/last');
    expect(last).toMatchObject({ orderId: order.orderId, status: 'overdue' });
    edit.setOrderStatus(MOBILE, order.orderId, 'finished');
    edit.setQuota(MOBILE, 9_900);
    expect(await ok<Quota>('/store/get-user-quota')).toMatchObject({ status: 'granted', amount: 9_900 });
  });
});

describe('the next order change (a read beside the edits)', () => {
  it('walks one order through its lifecycle by moving the clock just past each change', () => {
    const world = buildWorld({ preset: 'loan-assessing' });
    const edit = worldEditor(world);
    const order = onlyOrder(world);
    const seen: string[] = [orderStatus(order, world.now())];
    for (let change = edit.nextOrderChange(MOBILE); change; change = edit.nextOrderChange(MOBILE)) {
      expect(change.inMs).toBeGreaterThan(0);
      // Just before the change the status is the old one; a minute after, the one announced.
      expect(orderStatus(order, world.now() + change.inMs - 1_000)).toBe(seen.at(-1));
      world.clock.advance({ ms: change.inMs + 60_000 });
      expect(orderStatus(order, world.now())).toBe(change.status);
      seen.push(change.status);
    }
    // An overdue loan stays overdue however long one waits: nothing more comes by the clock alone.
    expect(seen).toEqual(['assessing', 'disbursing', 'repaying', 'overdue']);
  });

  it('tells nothing for a closed order or an unknown borrower', () => {
    const cancelled = worldEditor(buildWorld({ preset: 'loan-cancelled' }));
    expect(cancelled.nextOrderChange(MOBILE)).toBeNull();
    expect(cancelled.nextOrderChange('5500000000')).toBeNull();
    const world = buildWorld({ preset: 'loan-finished' });
    expect(worldEditor(world).nextOrderChange(MOBILE)).toBeNull();
  });
});
