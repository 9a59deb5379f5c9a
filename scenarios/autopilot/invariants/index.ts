import { borrowerDataEnds } from './borrower-data-ends';
import { clientServerAgree } from './client-server-agree';
import { doubleTapOnce } from './double-tap-once';
import { eventLogReplays } from './event-log-replays';
import { journeyMasked } from './journey-masked';
import { createGuardedRoute } from './guarded-route';
import { createKnownRoute } from './known-route';
import { moneyAgrees } from './money-agrees';
import { moneyOnce } from './money-once';
import { noBlankScreen } from './no-blank-screen';
import { noSecretInConsole } from './no-secret-in-console';
import { createNoRawMessageKey } from './no-raw-message-key';
import { noUncaughtError } from './no-uncaught-error';
import type { Invariant, Observation, Violation } from './observation';
import { createSameLanguage, type LanguageDictionaries } from './same-language';
import { requestsFollowContract } from './requests-follow-contract';
import { spinnerSettles } from './spinner-settles';
import { typedInputKept } from './typed-input-kept';

/** What the catalogue-driven invariants need to know about the app. */
export interface InvariantCatalog {
  /** Every route path of spec section 2. */
  routes: ReadonlySet<string>;
  /** Routes that need a session. */
  guarded: ReadonlySet<string>;
  /** What a guarded route says while it waits for the native login (both languages). */
  waitingTexts: readonly string[];
  /** Top-level keys of the app's texts (`app`, `login`, `bankCard`...). */
  namespaces: ReadonlySet<string>;
  dictionaries: LanguageDictionaries;
}

/** Every invariant, in the order they are checked. */
export function createInvariants(catalog: InvariantCatalog): Invariant[] {
  return [
    noUncaughtError,
    noBlankScreen,
    createNoRawMessageKey(catalog.namespaces),
    createSameLanguage(catalog.dictionaries),
    spinnerSettles,
    createKnownRoute(catalog.routes),
    createGuardedRoute(catalog.guarded, catalog.waitingTexts),
    eventLogReplays,
    doubleTapOnce,
    requestsFollowContract,
    clientServerAgree,
    typedInputKept,
    moneyAgrees,
    journeyMasked,
    borrowerDataEnds,
    noSecretInConsole,
    moneyOnce,
  ];
}

/** Checks every invariant; an invariant that throws is itself reported. */
export function checkAll(invariants: readonly Invariant[], observation: Observation): Violation[] {
  const out: Violation[] = [];
  for (const invariant of invariants) {
    try {
      const v = invariant.check(observation);
      if (v) out.push(v);
    } catch (error) {
      out.push({
        invariant: invariant.name,
        message: `the check threw: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return out;
}

export type { Invariant, Observation, Violation } from './observation';
