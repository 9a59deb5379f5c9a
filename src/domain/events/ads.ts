import type { Ev } from './event';

/** The ad pages. */

/** One ad of the ad page (`/store/package/get-ad-page`); backend text, shown as text. */
export interface AdContent {
  adId: string;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
}

/** Its events: one part of the union DomainEvent (src/domain/events.ts). */
export type AdEvents =
  | Ev<'ad/infoLoaded', { enabled: boolean; dailyRefreshLimit: number; triggers: string[] }>
  | Ev<'ad/shown', { trigger: string; refresh: boolean; ad: AdContent }>
  | Ev<'ad/refreshLimitReached', { todayRefreshTimes: number; limit: number }>
  | Ev<'ad/loadFailed', { errorCode: string; message: string }>;
