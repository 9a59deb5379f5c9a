import { adRefreshesLeft, withAdRefresh } from '../world/ad-refreshes';
import type { MockUser } from '../world/records';
import type { MockWorld } from '../world/world';
import { defineHandler, type HandlerContext, type MockRoute } from './define-handler';

/**
 * Mock ad pages: `/store/package/ad-page-info` and `/store/package/get-ad-page` (no login needed). A
 * logged-in borrower's refreshes are counted per day on the borrower's record (decision 0038): past the
 * daily limit a refresh is refused with AD_REFRESH_LIMIT_REACHED, however often the borrower logged out
 * and in. An ad shown by a trigger (no `refresh`) is not counted; without a login nothing is counted and the
 * answer is the day's full limit (the app's own count is then the only one).
 */

/** A small inline picture, so the page shows an image without any network. */
function banner(background: string, accent: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160">` +
    `<rect width="320" height="160" rx="16" fill="${background}"/>` +
    `<circle cx="260" cy="40" r="60" fill="${accent}" opacity="0.5"/>` +
    `<rect x="24" y="104" width="120" height="16" rx="8" fill="#fff" opacity="0.8"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The ads the world rotates through, in both languages. */
export const MOCK_ADS = [
  {
    adId: 'ad-ontime',
    es: 'Paga a tiempo y evita cargos por atraso',
    en: 'Pay on time and avoid late charges',
    image: banner('#c8102e', '#ffb3c0'),
  },
  {
    adId: 'ad-app',
    es: 'Consulta tu préstamo desde la app Cuota',
    en: 'Check your loan from the Cuota app',
    image: banner('#1a4f8b', '#9cc3ff'),
  },
  {
    adId: 'ad-help',
    es: 'Atención al cliente de 9:00 a 18:00',
    en: 'Customer service from 9:00 to 18:00',
    image: banner('#1e7b34', '#b6f0c2'),
  },
] as const;

// The rotation position of each world (not part of its snapshot: after a reload the rotation restarts).
const rotation = new WeakMap<MockWorld, number>();

/** The borrower a call carries a token of (a dead token answers its session code), or null without one. */
function borrowerOf(ctx: HandlerContext): MockUser | null {
  return ctx.token === undefined ? null : ctx.requireUser();
}

/** The borrower's refreshes left today; without a borrower, the day's full limit. */
function refreshesLeftToday(world: MockWorld, user: MockUser | null): number {
  const limit = world.config.ads.dailyRefreshLimit;
  return user === null ? Math.max(0, limit) : adRefreshesLeft(user.adRefreshes, world.now(), limit);
}

/** The routes of the ad pages. */
export const adHandlers: MockRoute[] = [
  defineHandler('getAdPageInfo', (ctx) => {
    const { enabled, dailyRefreshLimit, triggers } = ctx.world.config.ads;
    const refreshesLeft = refreshesLeftToday(ctx.world, borrowerOf(ctx));
    return { enabled, dailyRefreshLimit, triggers: [...triggers], refreshesLeftToday: refreshesLeft };
  }),
  defineHandler('getAdPage', (ctx) => {
    const { enabled, triggers, dailyRefreshLimit } = ctx.world.config.ads;
    if (!enabled || !triggers.includes(ctx.payload.trigger)) ctx.error('NOT_FOUND');
    const user = borrowerOf(ctx);
    if (ctx.payload.refresh === true && user !== null) {
      if (refreshesLeftToday(ctx.world, user) <= 0)
        ctx.error('AD_REFRESH_LIMIT_REACHED', { limit: dailyRefreshLimit });
      ctx.world.updateUser(user.mobile, { adRefreshes: withAdRefresh(user.adRefreshes, ctx.world.now()) });
    }
    const position = rotation.get(ctx.world) ?? 0;
    rotation.set(ctx.world, position + 1);
    const ad = MOCK_ADS[position % MOCK_ADS.length]!;
    return {
      adId: ad.adId,
      title: ctx.t(ad.es, ad.en),
      imageUrl: ad.image,
      linkUrl: null,
      refreshesLeftToday: refreshesLeftToday(ctx.world, user),
    };
  }),
];
