import { loanProgress, ordersNewestFirst, productsFor } from '../world/loan-lifecycle';
import { orderOf } from '../world/loan-responses';
import { restoreWorld } from '../world/world';
import { buildWorld } from '../runtime';
import { REGISTERED_MOBILE } from './registered-borrower';

function latest(preset: string, seed = 1) {
  const world = buildWorld({ preset, seed });
  const user = world.findUser(REGISTERED_MOBILE)!;
  const order = ordersNewestFirst(user)[0];
  return {
    world,
    user,
    order: order ? orderOf(order, world.now()) : null,
    progress: loanProgress(world, user),
  };
}

test.each([
  ['loan-assessing', 'assessing', 45],
  ['loan-disbursing', 'disbursing', 65],
  ['repaying', 'repaying', 50],
  ['overdue', 'overdue', 55],
  ['loan-rejected', 'rejected', 75],
  ['payout-fails', 'failed', 80],
  ['loan-finished', 'finished', 60],
  ['loan-cancelled', 'cancel', 70],
] as const)(
  "the %s world starts with the known borrower's loan %s (progress %i)",
  (preset, status, progress) => {
    const result = latest(preset);
    expect(result.order?.status).toBe(status);
    expect(result.progress).toBe(progress);
  },
);

test('the overdue world starts 5 days overdue, or as many as asked', () => {
  expect(latest('overdue').order?.overdueDays).toBe(5);
  const world = buildWorld({ preset: 'overdue', presetOptions: { daysOverdue: 12 } });
  const order = ordersNewestFirst(world.findUser(REGISTERED_MOBILE)!)[0]!;
  expect(orderOf(order, world.now()).overdueDays).toBe(12);
});

test('the spec-max-terms world has a quota and no order yet (progress 42)', () => {
  const result = latest('spec-max-terms');
  expect(result.order).toBeNull();
  expect(result.progress).toBe(42);
  expect(result.world.config.loans.products.map((p) => p.productId)).toEqual(['spec-max-terms']);
});

test('a loan world is the same for the same seed and survives a snapshot round trip', () => {
  const a = buildWorld({ preset: 'overdue', seed: 9 }).snapshot();
  const b = buildWorld({ preset: 'overdue', seed: 9 }).snapshot();
  expect(b).toEqual(a);
  const restored = restoreWorld(a);
  const order = ordersNewestFirst(restored.findUser(REGISTERED_MOBILE)!)[0]!;
  expect(orderOf(order, restored.now())).toMatchObject({ status: 'overdue', overdueDays: 5 });
});

test('the loan-cancelled world: the request lapsed unsubmitted and the borrower may borrow again', () => {
  const result = latest('loan-cancelled');
  expect(result.order).toMatchObject({ status: 'cancel' });
  expect(productsFor(result.world, result.user).length).toBeGreaterThan(0);
});
