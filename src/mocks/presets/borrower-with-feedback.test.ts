import { buildWorld } from '../runtime';
import { REGISTERED_MOBILE } from './registered-borrower';

test('the borrower has an unread answered thread, one with the technical team and one waiting for them', () => {
  const world = buildWorld({ preset: 'borrower-with-feedback', seed: 5 });
  const user = world.findUser(REGISTERED_MOBILE)!;
  const threads = world.feedback
    .forUser(user.userId)
    .map((fb) => ({ type: fb.type, status: fb.status, unread: fb.unread }));
  expect(threads).toEqual([
    { type: 7, status: 5, unread: false },
    { type: 1, status: 4, unread: true },
    { type: 3, status: 3, unread: false },
  ]);
  expect(world.feedback.unreadCount(user.userId)).toBe(1);
});
