import { deleteBlockersOf } from '../handlers/user';
import { buildWorld } from '../runtime';
import { REGISTERED_MOBILE } from './registered-borrower';

test('borrower-with-open-loan: the known borrower cannot delete the account (unpaid loan)', () => {
  const world = buildWorld({ preset: 'borrower-with-open-loan' });
  const user = world.findUser(REGISTERED_MOBILE)!;
  expect(user.progress).toBe(50);
  expect(deleteBlockersOf(world, user)).toEqual(['unpaidLoan']);
});

test('a preset option can make the blocker a pending application instead', () => {
  const world = buildWorld({
    preset: 'borrower-with-open-loan',
    presetOptions: { blockers: ['pendingApplication'] },
  });
  expect(deleteBlockersOf(world, world.findUser(REGISTERED_MOBILE)!)).toEqual(['pendingApplication']);
});

test('a quota review under way blocks the deletion until it ends', () => {
  const world = buildWorld({ preset: 'registered-borrower', clock: { start: 1_000_000 } });
  const user = world.findUser(REGISTERED_MOBILE)!;
  expect(deleteBlockersOf(world, user)).toEqual([]);
  const review = {
    startedAt: world.now(),
    until: world.now() + 30 * 60_000,
    decision: 'granted' as const,
    amount: 3000,
    reapplyAfterDays: 0,
  };
  world.updateUser(REGISTERED_MOBILE, { application: { ...user.application!, quotaReview: review } });
  expect(deleteBlockersOf(world, user)).toEqual(['pendingApplication']);
  world.clock.advance({ minutes: 31 });
  expect(deleteBlockersOf(world, user)).toEqual([]);
});
