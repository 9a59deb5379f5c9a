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
  | Ev<
      'ad/infoLoaded',
      {
        enabled: boolean;
        dailyRefreshLimit: number;
        triggers: string[];
        /** The backend's count of the borrower's refreshes left today (decision 0038). */
        refreshesLeftToday: number;
      }
    >
  | Ev<'ad/shown', { trigger: string; refresh: boolean; ad: AdContent; refreshesLeftToday: number }>
  /**
   * No refresh: the app's own count (adTimes) or the backend's said the day's are used up (`by: 'app'`, no
   * call made), or the backend refused the call by code (`by: 'backend'`, decision 0038).
   */
  | Ev<'ad/refreshLimitReached', { todayRefreshTimes: number; limit: number; by: 'app' | 'backend' }>
  | Ev<'ad/loadFailed', { errorCode: string; message: string }>;
