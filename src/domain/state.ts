import { freeze, produce, type Draft } from 'immer';
import type { DomainEvent } from './events';
import { applicationReducer, initialApplicationState, type ApplicationState } from './application/application.reducer';
import { bridgeReducer, initialBridgeState, type BridgeState } from './bridge/bridge.reducer';
import { feedbackReducer, initialFeedbackState, type FeedbackState } from './feedback/feedback.reducer';
import { initialOrdersState, ordersReducer, type OrdersState } from './orders/orders.reducer';
import { initialQuotaState, quotaReducer, type QuotaState } from './quota/quota.reducer';
import { initialRepaymentState, repaymentReducer, type RepaymentState } from './repayment/repayment.reducer';
import { initialSessionState, sessionReducer, type SessionState } from './session/session.reducer';
import { initialSettingsState, settingsReducer, type SettingsState } from './settings/settings.reducer';

/** The whole client state: one slice per aggregate, folded from domain events only. */
export interface AppState {
  session: SessionState;
  settings: SettingsState;
  application: ApplicationState;
  quota: QuotaState;
  orders: OrdersState;
  repayment: RepaymentState;
  feedback: FeedbackState;
  bridge: BridgeState;
}

/** A fresh, mutable initial state (for stores and tests that need their own copy). */
export function createInitialState(): AppState {
  return {
    session: initialSessionState(),
    settings: initialSettingsState(),
    application: initialApplicationState(),
    quota: initialQuotaState(),
    orders: initialOrdersState(),
    repayment: initialRepaymentState(),
    feedback: initialFeedbackState(),
    bridge: initialBridgeState(),
  };
}

/** The state before any event: logged out, Spanish, nothing known. Deeply frozen. */
export const initialState: AppState = freeze(createInitialState(), true);

/** Clears what belongs to the borrower (not settings or device facts) before another one logs in. */
function resetBorrowerData(draft: Draft<AppState>): void {
  Object.assign(draft.session, initialSessionState());
  Object.assign(draft.application, initialApplicationState());
  Object.assign(draft.quota, initialQuotaState());
  Object.assign(draft.orders, initialOrdersState());
  Object.assign(draft.repayment, initialRepaymentState());
  Object.assign(draft.feedback, initialFeedbackState());
}

/**
 * The root recipe: folds one event into every aggregate by mutating the draft; returns nothing.
 * The store runs it as `produce(state, d => reduce(d, e))`, or over a whole replayed chunk in one produce.
 */
export function reduce(draft: Draft<AppState>, event: DomainEvent): void {
  // A login by another number without a logout first must not inherit the previous borrower's data.
  if (event.type === 'session/loggedIn' && draft.session.mobile !== null && draft.session.mobile !== event.mobile) {
    resetBorrowerData(draft);
  }
  sessionReducer(draft.session, event);
  settingsReducer(draft.settings, event);
  applicationReducer(draft.application, event);
  quotaReducer(draft.quota, event);
  ordersReducer(draft.orders, event);
  repaymentReducer(draft.repayment, event);
  feedbackReducer(draft.feedback, event);
  bridgeReducer(draft.bridge, event);
}

/** Folds events into a state with one produce over all of them (replay, tests). */
export function foldEvents(state: AppState, events: Iterable<DomainEvent>): AppState {
  return produce(state, (draft) => {
    for (const event of events) reduce(draft, event);
  });
}
