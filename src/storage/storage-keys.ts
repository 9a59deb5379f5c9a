/**
 * Where each stored value lives in the web view's localStorage (decision 0014): the one table of the keys.
 * The spec's values are under exactly the spec's names; the app's own extras under APP_KEY_PREFIX, so logout
 * and deletion can find and clear them. Plain strings and nothing imported: the page's first script
 * (src/boot.ts, inline, ≤ 8 KiB) reads from it, and src/storage/stored-values.ts (with zod) is kept out of it.
 * stored-values.ts checks that this table names exactly its values.
 */

/** Prefix of the app's own keys (not in spec section 3), so logout and deletion can find and clear them. */
export const APP_KEY_PREFIX = 'cuota:';

/** The localStorage key of each stored value. */
export const STORAGE_KEYS = {
  userInfo: 'userInfo',
  language: 'language',
  token: 'token',
  deviceMsg: 'deviceMsg',
  packageName: 'packageName',
  appName: 'appName',
  afid: 'afid',
  appendReqHeaders: 'appendReqHeaders',
  popEvaluateTime: 'popEvaluateTime',
  '8in1ExpiredTime': '8in1ExpiredTime',
  lastRefreshTime: 'lastRefreshTime',
  adTimes: 'adTimes',
  /** What the borrower typed in each application step (the app's own: src/storage/drafts.ts owns it). */
  drafts: `${APP_KEY_PREFIX}drafts`,
  featureMode: 'featureMode',
} as const;
