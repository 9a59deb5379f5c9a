import { loanQuota, quotaHistoryOf } from '../world/loan-lifecycle';
import { defineHandler, type MockRoute } from './define-handler';

/**
 * Mock quota calls. Saving the bank card starts a review of 10 to 60 minutes of world time; these read its
 * state lazily from the clock, so `clock.advance({ minutes: 60 })` is all it takes to see the outcome.
 * Once granted, an open loan takes its principal from the available amount and each on-time full
 * repayment grows the quota (world/loan-lifecycle.ts).
 */

/** The routes of the quota. */
export const quotaHandlers: MockRoute[] = [
  defineHandler('getUserQuota', (ctx) => loanQuota(ctx.world, ctx.requireUser())),
  defineHandler('queryStoreQuota', (ctx) => loanQuota(ctx.world, ctx.requireUser())),
  defineHandler('getQuotaList', (ctx) => ({ items: quotaHistoryOf(ctx.world, ctx.requireUser()) })),
];
