import { defer } from 'rxjs';
import { finalize, ignoreElements, tap } from 'rxjs/operators';
import type { BridgeParams } from '../../bridge/contract';
import type { DomainEvent } from '../../domain/events';
import { PROGRESS, isProgressCode } from '../../domain/progress';
import { initialState, type AppState } from '../../domain/state';
import type { EffectDeps } from '../../store/effect-deps';
import type { EventEffect } from '../../store/store';

/**
 * The AppsFlyer events the web app sends through the native app (`logEventByAF`, spec section 7), so that an
 * install is attributed through registration to the loan (docs/decisions/0037-attribution-events.md).
 * `af_complete_registration` is AppsFlyer's standard event; the other two are Cuota's own.
 */
export const AF_EVENT_NAMES = {
  registration: 'af_complete_registration',
  applicationDone: 'cuota_application_done',
  loanSubmitted: 'cuota_loan_submitted',
} as const;

/** The loan's currency as AppsFlyer's `af_currency` takes it (ISO 4217). */
export const AF_CURRENCY = 'MXN';

/** What one `logEventByAF` call sends. */
export type AfEvent = BridgeParams<'logEventByAF'>;

/** One fact worth an AppsFlyer event: `key` names the fact, so it is sent once per page session. */
export interface AttributionFact {
  key: string;
  af: AfEvent;
}

/** Order statuses of a draft never submitted: an order in them was not a loan request yet. */
const DRAFT_STATUSES: ReadonlySet<string> = new Set(['request', 'cancel']);

/** True when a progress code says every application step is done (spec section 4: codes from userInfoFinish). */
function applicationComplete(progress: number | null): boolean {
  return progress !== null && isProgressCode(progress) && progress >= PROGRESS.userInfoFinish;
}

/**
 * What a live event means for attribution, given the state just before it and the draft loan orders this
 * page session asked the backend about; null for nearly every event. Pure. The values carry no personal
 * data: no mobile, name, CURP, order id or token, only the loan's amount, tenure and currency.
 * - registration: the web login whose `/security/login` said the number was new (`isNew`);
 * - application done: the step save after which the backend's progress is past every step, when the
 *   application was not complete before it (a later bank-card change after a failed payout is not a
 *   second application);
 * - loan submitted: an order created from a draft of this session, in a submitted status (the order list
 *   and `/store/order/last` announce orders made elsewhere, or still drafts, with the same event).
 */
export function attributionOf(
  event: DomainEvent,
  before: AppState,
  draftedHere: ReadonlySet<string>,
): AttributionFact | null {
  switch (event.type) {
    case 'session/loggedIn':
      if (event.isNew !== true) return null;
      return {
        key: `registration:${event.mobile}`,
        af: { eventName: AF_EVENT_NAMES.registration, eventValues: { af_registration_method: 'mobile' } },
      };
    case 'application/stepCompleted': {
      if (!applicationComplete(event.progress) || applicationComplete(before.application.progress))
        return null;
      const borrower = before.session.user?.userId ?? before.session.mobile ?? '';
      return { key: `applicationDone:${borrower}`, af: { eventName: AF_EVENT_NAMES.applicationDone } };
    }
    case 'order/created': {
      const { orderId, status, principal, days } = event.order;
      if (!draftedHere.has(orderId) || DRAFT_STATUSES.has(status)) return null;
      return {
        key: `loanSubmitted:${orderId}`,
        af: {
          eventName: AF_EVENT_NAMES.loanSubmitted,
          // af_price, not af_revenue: the principal is lent, not earned (AppsFlyer sums af_revenue as revenue).
          eventValues: { af_price: principal, af_currency: AF_CURRENCY, loan_term_days: days },
        },
      };
    }
    default:
      return null;
  }
}

/** Sends one event, best effort: a failure is a warning naming the event and the error code, never the values. */
function send(deps: EffectDeps, af: AfEvent): void {
  const warn = (error: unknown) => {
    const code =
      typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'ERROR';
    console.warn(`[cuota] logEventByAF ${af.eventName} not sent (${code})`);
  };
  try {
    deps.bridge.call('logEventByAF', af).catch(warn);
  } catch (error) {
    warn(error);
  }
}

/**
 * Inside the native app, tells AppsFlyer (`logEventByAF`) of the registration, the application done and each
 * loan submitted (attributionOf). Only live events: a log restored after a reload, or replayed, never passes
 * through `events$`, so nothing is sent twice for it; a fact repeated live (a duplicated event) is sent once
 * per page session. Nothing waits for the native side, a failure is not retried, and the effect emits nothing.
 */
export const sendAttributionEvents: EventEffect<EffectDeps> = ({ events$, state$, deps }) =>
  defer(() => {
    const sent = new Set<string>();
    const draftedHere = new Set<string>();
    // The store announces each event's state just before the event: the one before it is the state the
    // event found.
    let before: AppState = initialState;
    let latest: AppState | null = null;
    const states = state$.subscribe((state) => {
      if (latest !== null) before = latest;
      latest = state;
    });
    return events$.pipe(
      tap((event) => {
        try {
          if (event.type === 'order/drafted') draftedHere.add(event.loanOrderId);
          if (event.type === 'order/profileLoaded') draftedHere.add(event.profile.loanOrderId);
          const fact = attributionOf(event, before, draftedHere);
          if (fact === null || sent.has(fact.key) || !deps.isNative()) return;
          sent.add(fact.key);
          send(deps, fact.af);
        } catch (error) {
          // Attribution never breaks the app; the message is the error's, never an event's values.
          console.warn('[cuota] attribution skipped an event', error instanceof Error ? error.name : 'error');
        }
      }),
      ignoreElements(),
      finalize(() => states.unsubscribe()),
    );
  });
