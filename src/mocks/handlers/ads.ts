import type { MockWorld } from '../world/world';
import { defineHandler, type MockRoute } from './define-handler';

/** Mock ad pages: `/store/package/ad-page-info` and `/store/package/get-ad-page` (no login needed). */

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

/** The routes of the ad pages. */
export const adHandlers: MockRoute[] = [
  defineHandler('getAdPageInfo', (ctx) => {
    const { enabled, dailyRefreshLimit, triggers } = ctx.world.config.ads;
    return { enabled, dailyRefreshLimit, triggers: [...triggers] };
  }),
  defineHandler('getAdPage', (ctx) => {
    const { enabled, triggers } = ctx.world.config.ads;
    if (!enabled || !triggers.includes(ctx.payload.trigger)) ctx.error('NOT_FOUND');
    const position = rotation.get(ctx.world) ?? 0;
    rotation.set(ctx.world, position + 1);
    const ad = MOCK_ADS[position % MOCK_ADS.length]!;
    return { adId: ad.adId, title: ctx.t(ad.es, ad.en), imageUrl: ad.image, linkUrl: null };
  }),
];
