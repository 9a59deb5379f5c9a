import { LOG_STORAGE_KEY } from '#contracts/replay';

/**
 * The page's storage but the event log (the state says what it holds): drafts, the language... A module of its
 * own, without Playwright: a unit test reads it, and only one test file may load @playwright/test in a Vitest VM
 * worker (a second load in the same worker throws "Requiring @playwright/test second time").
 */
export const STORAGE_SCRIPT = `(() => {
  const out = {};
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key !== null && key !== ${JSON.stringify(LOG_STORAGE_KEY)}) out[key] = localStorage.getItem(key);
  }
  return out;
})()`;
