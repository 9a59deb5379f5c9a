import { LOG_STORAGE_KEY } from '#contracts/replay';
import { LOGIN_OVERLAY_ID } from '../../../bridge-emulator/login-overlay';
import {
  CLAIMS_SCRIPT,
  observationFromFacts,
  screenReady,
  TRAVERSAL_LIMIT_MS,
  type PageFacts,
} from '../core/facts';
import type { Observation } from '../invariants/observation';
import type { Drained, Session } from './session';

/**
 * After an action: wait until the page is quiet (no API request in flight for a moment, within a limit),
 * then read everything the invariants look at in one evaluation.
 */

/** Longest wait for the network to go idle after an action. */
export const SETTLE_LIMIT_MS = 4_000;
/** Quiet time that counts as settled. */
const QUIET_MS = 80;
/** How long a spinner may outlive the last answer (a render or two) before it counts as stuck. */
const SPINNER_GRACE_MS = 1_500;
/** How long the screen may trail the URL (a navigation's render, a screen's file downloading). */
const SCREEN_GRACE_MS = 1_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The facts as one evaluation, in plain JavaScript (a serialised TypeScript function would carry the
 * transpiler's helpers, which do not exist in the page).
 */
export const PAGE_FACTS_SCRIPT = `(() => {
  const state = window.__cuotaApp ? window.__cuotaApp.store.getState() : undefined;
  const spinner = document.querySelector('.spinner-overlay');
  let spinnerVisible = false;
  if (spinner) {
    const box = spinner.getBoundingClientRect();
    const style = getComputedStyle(spinner);
    spinnerVisible = box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
  }
  let smsCode = null;
  try {
    const sms = window.__cuotaMock && window.__cuotaMock.world.lastSms();
    smsCode = sms ? sms.code : null;
  } catch (e) {
    smsCode = null;
  }
  const main = document.querySelector('main');
  const root = document.getElementById('root');
  const session = state && state.session;
  return {
    url: location.href,
    language: state && state.settings && state.settings.language === 'en' ? 'en' : 'es',
    loggedIn: Boolean(session && session.loggedIn && session.token),
    mainText: main ? main.innerText : '',
    shownRoute: main && main.dataset.route !== undefined ? main.dataset.route : undefined,
    nativeLoginShown: document.getElementById(${JSON.stringify(LOGIN_OVERLAY_ID)}) !== null,
    traversing: Boolean(window.__autopilot && window.__autopilot.traversalAt > 0 && Date.now() - window.__autopilot.traversalAt < ${TRAVERSAL_LIMIT_MS}),
    appText: root ? root.innerText : '',
    spinnerVisible,
    state: state ? JSON.parse(JSON.stringify(state)) : null,
    persistedLog: localStorage.getItem(${JSON.stringify(LOG_STORAGE_KEY)}),
    stored: (() => {
      const out = {};
      try {
        for (let i = 0; i < localStorage.length; i += 1) {
          const key = localStorage.key(i);
          if (key !== null && key !== ${JSON.stringify(LOG_STORAGE_KEY)}) out[key] = localStorage.getItem(key);
        }
      } catch (e) {
        // storage disabled: nothing stored
      }
      return out;
    })(),
    inFlight: window.__autopilot ? window.__autopilot.inFlight.length : 0,
    smsCode,
    claims: ${CLAIMS_SCRIPT},
  };
})()`;

async function pageFacts(session: Session): Promise<PageFacts> {
  return session.page.evaluate<PageFacts>(PAGE_FACTS_SCRIPT);
}

/** Waits for a quiet page; true when it went quiet within the limit. */
export async function settle(session: Session): Promise<boolean> {
  const started = Date.now();
  let quietSince: number | null = null;
  while (Date.now() - started < SETTLE_LIMIT_MS) {
    const inFlight = await session.drain().catch(() => 1);
    const now = Date.now();
    if (inFlight === 0) {
      quietSince ??= now;
      if (now - quietSince >= QUIET_MS) return true;
    } else quietSince = null;
    await sleep(40);
  }
  return false;
}

/** An observation after an action (or before the first, `step` 0). */
export async function observe(
  session: Session,
  step: number,
  actionKind: string | undefined,
): Promise<{ observation: Observation; drained: Drained; smsCode: string | null }> {
  const settled = await settle(session);
  let facts = await readFacts(session);
  // The screen of the URL may still be rendering (or downloading), the native login still coming: observe
  // the screen once it shows, so that a seeded walk sees the same screens on a busy machine.
  const screenStart = Date.now();
  while (!screenReady(facts) && Date.now() - screenStart < SCREEN_GRACE_MS) {
    await sleep(40);
    facts = await readFacts(session);
  }
  // A spinner may outlive the last answer by a render: give it a moment before it counts.
  const graceStart = Date.now();
  while (facts.spinnerVisible && facts.inFlight === 0 && Date.now() - graceStart < SPINNER_GRACE_MS) {
    await sleep(100);
    facts = await readFacts(session);
  }
  await session.drain().catch(() => 0);
  const drained = session.takeDrained();
  const errors = session.takeErrors();
  const observation = observationFromFacts(facts, {
    step,
    ...(actionKind ? { actionKind } : {}),
    appUrl: session.appUrl,
    settled,
    pageErrors: errors.pageErrors,
    appErrorLogs: errors.appErrorLogs,
    requests: drained.requests,
    rejectedRequests: drained.rejected,
    refusedRequests: drained.refused,
    events: drained.events,
    consoleLines: drained.console,
    moneyCalls: drained.money,
  });
  return { observation, drained, smsCode: facts.smsCode };
}

async function readFacts(session: Session): Promise<PageFacts> {
  // A navigation in flight (reload) destroys the context: wait for the page and read again.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await pageFacts(session);
    } catch (error) {
      if (attempt >= 3) throw error;
      await session.page.waitForLoadState('load').catch(() => undefined);
      await sleep(200);
    }
  }
}
