import { failOnBadCode } from './security';
import { defineHandler, type MockRoute } from './define-handler';

/** Mock `/user/*` (account deletion) and the upload check `/time/upload/enable`. */

/** The routes of `/user/*` and `/time/*` served so far. */
export const userHandlers: MockRoute[] = [
  defineHandler('deleteCheck', (ctx) => {
    const user = ctx.requireUser();
    return { canDelete: user.deleteBlockers.length === 0, reasons: [...user.deleteBlockers] };
  }),

  defineHandler(
    'deleteUser',
    (ctx) => {
      const user = ctx.requireUser();
      if (user.deleteBlockers.length > 0) ctx.error('DELETE_BLOCKED');
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
