import { loanProgress } from '../world/loan-lifecycle';
import type { CodeCheck } from '../world/world';
import type { HandlerContext, MockRoute } from './define-handler';
import { defineHandler } from './define-handler';

/** Mock `/security/*`: SMS codes, login by mobile + code, the borrower's info, the deletion code. */

/** A Mexican mobile as the backend accepts it: 10 digits, not starting with 0 or 1. */
export const MX_MOBILE = /^[2-9]\d{9}$/;

function requireMexicanMobile(ctx: HandlerContext, mobile: string): void {
  if (!MX_MOBILE.test(mobile)) ctx.error('INVALID_MOBILE');
}

/**
 * A number whose account was deleted cannot log in or register again during the wait the deletion screen
 * states (DELETED_NUMBER_WAIT_DAYS, world clock): refused before any SMS is sent, with the date it ends.
 */
function refuseRecentlyDeleted(ctx: HandlerContext, mobile: string): void {
  const until = ctx.world.deletedNumberWaitUntil(mobile);
  if (until === null) return;
  const date = new Intl.DateTimeFormat(ctx.lang === 'en' ? 'en-US' : 'es-MX', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  }).format(until);
  ctx.error('NUMBER_RECENTLY_DELETED', { date });
}

/** Answers the error of a failed code check. */
export function failOnBadCode(ctx: HandlerContext, check: CodeCheck): void {
  if (check === 'missing') ctx.error('CODE_NOT_REQUESTED');
  if (check === 'expired') ctx.error('CODE_EXPIRED');
  if (check === 'wrong') ctx.error('CODE_WRONG');
}

const mobileOrCode = (paths: PropertyKey[][]) =>
  paths.some((p) => p[0] === 'mobile') ? 'INVALID_MOBILE' : 'CODE_WRONG';

/** The routes of `/security/*`. */
export const securityHandlers: MockRoute[] = [
  defineHandler(
    'existsByMobile',
    (ctx) => {
      requireMexicanMobile(ctx, ctx.payload.mobile);
      return { exists: ctx.world.findUser(ctx.payload.mobile) !== undefined };
    },
    { invalidRequest: 'INVALID_MOBILE' },
  ),

  defineHandler(
    'getVerifyCode',
    (ctx) => {
      const { mobile } = ctx.payload;
      requireMexicanMobile(ctx, mobile);
      refuseRecentlyDeleted(ctx, mobile);
      const sent = ctx.world.sendCode(mobile, 'login', ctx.lang);
      if (!sent.ok) ctx.error('CODE_TOO_FREQUENT', { seconds: sent.waitSeconds });
      return { countdown: ctx.world.config.resendCountdownS };
    },
    { invalidRequest: 'INVALID_MOBILE' },
  ),

  defineHandler(
    'login',
    (ctx) => {
      const { mobile, code } = ctx.payload;
      requireMexicanMobile(ctx, mobile);
      refuseRecentlyDeleted(ctx, mobile);
      failOnBadCode(ctx, ctx.world.checkCode(mobile, code, 'login'));
      const existing = ctx.world.findUser(mobile);
      if (existing?.blocked) ctx.error('USER_CANNOT_LOG_IN');
      const user = existing ?? ctx.world.addUser({ mobile });
      const token = ctx.world.issueToken(mobile);
      ctx.world.endOtherSessions(mobile, token);
      return { token, userId: user.userId, isNew: existing === undefined };
    },
    { invalidRequest: mobileOrCode },
  ),

  defineHandler('getUserInfo', (ctx) => {
    const user = ctx.requireUser();
    return {
      userId: user.userId,
      mobile: user.mobile,
      progress: loanProgress(ctx.world, user),
      ...(user.name !== undefined ? { name: user.name } : {}),
    };
  }),

  defineHandler('getDeleteUserVerifyCode', (ctx) => {
    const user = ctx.requireUser();
    const sent = ctx.world.sendCode(user.mobile, 'deleteUser', ctx.lang);
    if (!sent.ok) ctx.error('CODE_TOO_FREQUENT', { seconds: sent.waitSeconds });
    return { countdown: ctx.world.config.resendCountdownS };
  }),

  // Checks the deletion code without using it up: /user/delete sends it again.
  defineHandler(
    'verifyDeleteUserCode',
    (ctx) => {
      const user = ctx.requireUser();
      failOnBadCode(
        ctx,
        ctx.world.checkCode(user.mobile, ctx.payload.code, 'deleteUser', { consume: false }),
      );
      return { verified: true };
    },
    { invalidRequest: 'CODE_WRONG' },
  ),
];
