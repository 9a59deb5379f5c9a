import { loanDeleteBlockers } from '../world/loan-lifecycle';
import type { DeleteBlocker } from '../../domain/events';
import type { MockUser } from '../world/records';
import type { MockWorld } from '../world/world';
import { failOnBadCode } from './security';
import { defineHandler, type MockRoute } from './define-handler';

/** Mock `/user/*` (account deletion) and the upload check `/time/upload/enable`. */

/**
 * What blocks deleting this borrower's account: the user's own flags (presets may still set them), a quota
 * review still under way (a pending application), and the real orders: a loan under review (pending
 * application) or paid out and not yet repaid (unpaid loan).
 */
export function deleteBlockersOf(world: MockWorld, user: MockUser): DeleteBlocker[] {
  const blockers = new Set<DeleteBlocker>(user.deleteBlockers);
  const review = user.application?.quotaReview;
  if (review && world.now() < review.until) blockers.add('pendingApplication');
  for (const blocker of loanDeleteBlockers(world, user)) blockers.add(blocker);
  return [...blockers];
}

/** The routes of `/user/*` and `/time/*` served so far. */
export const userHandlers: MockRoute[] = [
  defineHandler('deleteCheck', (ctx) => {
    const reasons = deleteBlockersOf(ctx.world, ctx.requireUser());
    return { canDelete: reasons.length === 0, reasons };
  }),

  defineHandler(
    'deleteUser',
    (ctx) => {
      const user = ctx.requireUser();
      if (deleteBlockersOf(ctx.world, user).length > 0) ctx.error('DELETE_BLOCKED');
      failOnBadCode(ctx, ctx.world.checkCode(user.mobile, ctx.payload.code, 'deleteUser'));
      ctx.world.deleteUser(user.mobile);
      return null;
    },
    { invalidRequest: 'CODE_WRONG' },
  ),

  defineHandler('getUploadEnable', (ctx) => {
    ctx.requireUser();
    return { ...ctx.world.config.uploadEnable };
  }),
];
