import { quotaOf } from '../world/application';
import { defineHandler, type MockRoute } from './define-handler';

/**
 * Mock quota calls. Saving the bank card starts a review of 10 to 60 minutes of world time; these read its
 * state lazily from the clock, so `clock.advance({ minutes: 60 })` is all it takes to see the outcome.
 */

/** The routes of the quota. */
export const quotaHandlers: MockRoute[] = [
  defineHandler('getUserQuota', (ctx) => quotaOf(ctx.world, ctx.requireUser())),
  defineHandler('queryStoreQuota', (ctx) => quotaOf(ctx.world, ctx.requireUser())),
  defineHandler('getQuotaList', (ctx) => {
    const user = ctx.requireUser();
    const review = user.application?.quotaReview;
    const quota = quotaOf(ctx.world, user);
    return {
      items:
        review && quota.status === 'granted'
          ? [{ amount: review.amount, grantedAt: review.until, reason: 'initial' as const }]
          : [],
    };
  }),
];
