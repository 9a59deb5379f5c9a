import { freeze, produce, type Draft } from 'immer';
import type { DomainEvent, DomainEventType } from './events';
import {
  applicationReducer,
  initialApplicationState,
  resetApplicationState,
  type ApplicationState,
} from './application/application.reducer';
import { bridgeReducer, initialBridgeState, type BridgeState } from './bridge/bridge.reducer';
import {
  clearBorrowerConfig,
  configReducer,
  initialConfigState,
  type ConfigState,
} from './config/config.reducer';
import { feedbackReducer, initialFeedbackState, type FeedbackState } from './feedback/feedback.reducer';
import {
  clearLoanDraftExtras,
  initialLoanDraftState,
  loanDraftReducer,
  type LoanDraftState,
} from './orders/loan-draft.reducer';
import { initialOrdersState, ordersReducer, type OrdersState } from './orders/orders.reducer';
import { initialQuotaState, quotaReducer, type QuotaState } from './quota/quota.reducer';
import { initialRepaymentState, repaymentReducer, type RepaymentState } from './repayment/repayment.reducer';
import {
  initialSessionState,
  loginBoundary,
  sessionReducer,
  type SessionState,
} from './session/session.reducer';
import { initialSettingsState, settingsReducer, type SettingsState } from './settings/settings.reducer';

/** The whole client state: one slice per aggregate, folded from domain events only. */
export interface AppState {
  session: SessionState;
  settings: SettingsState;
  application: ApplicationState;
  quota: QuotaState;
  orders: OrdersState;
  /** The quote of the latest draft loan order (the confirmation screen paints it at once). */
  loanDraft: LoanDraftState;
  repayment: RepaymentState;
  feedback: FeedbackState;
  bridge: BridgeState;
  config: ConfigState;
}

/** A fresh, mutable initial state (for stores and tests that need their own copy). */
export function createInitialState(): AppState {
  return {
    session: initialSessionState(),
    settings: initialSettingsState(),
    application: initialApplicationState(),
    quota: initialQuotaState(),
    orders: initialOrdersState(),
    loanDraft: initialLoanDraftState(),
    repayment: initialRepaymentState(),
    feedback: initialFeedbackState(),
    bridge: initialBridgeState(),
    config: initialConfigState(),
  };
}

/** The state before any event: logged out, Spanish, nothing known. Deeply frozen. */
export const initialState: AppState = freeze(createInitialState(), true);

/** The name of one slice of AppState. */
export type SliceKey = keyof AppState;
/** One recipe per slice. */
export type SliceReducers = { [K in SliceKey]: (draft: Draft<AppState[K]>, event: DomainEvent) => void };

/** Each slice's recipe, by slice name. */
export const SLICE_REDUCERS: SliceReducers = {
  session: sessionReducer,
  settings: settingsReducer,
  application: applicationReducer,
  quota: quotaReducer,
  orders: ordersReducer,
  loanDraft: loanDraftReducer,
  repayment: repaymentReducer,
  feedback: feedbackReducer,
  bridge: bridgeReducer,
  config: configReducer,
};

const BORROWER_SLICES = [
  'session',
  'application',
  'quota',
  'orders',
  'loanDraft',
  'repayment',
  'feedback',
] as const;

/** A session's end clears the borrower slices and the borrower's part of the config (its data switches). */
const SESSION_END_SLICES = [...BORROWER_SLICES, 'config'] as const;

const ALL_SLICES = Object.keys(SLICE_REDUCERS) as readonly SliceKey[];

/**
 * Which slices each event concerns. Touching only those keeps a replayed chunk fast (every slice access on
 * an immer draft is a proxy trap). An event type missing here goes to every slice (correct, just slower),
 * so adding an event never breaks the fold; a test checks that no reducer handles an event it is not
 * routed.
 */
export const EVENT_ROUTES: { readonly [T in DomainEventType]?: readonly SliceKey[] } = {
  'session/loggedIn': ['session'],
  'session/userInfoLoaded': ['session', 'application'],
  'session/loggedOut': SESSION_END_SLICES,
  'session/expired': SESSION_END_SLICES,
  'session/verifyCodeSent': ['session'],
  // Failures only inform the screen that asked (through run()'s result); no slice keeps them.
  'session/verifyCodeFailed': [],
  'session/loginFailed': [],
  // The questions and answers of the FAQ come in the borrower's language: a switch drops them.
  'settings/languageChanged': ['settings', 'feedback'],
  'application/progressLoaded': ['application'],
  'application/stepCompleted': ['application'],
  // A failed save changes nothing; the event is there for journeys and the screen's message.
  'application/stepFailed': [],
  // The bank-card step's prefill and a step left: the screens read them from the application slice.
  'application/filedLoaded': ['application'],
  'application/stepLeft': ['application'],
  'quota/reviewStarted': ['quota'],
  'quota/granted': ['quota'],
  'quota/rejected': ['quota'],
  'quota/reapplyFailed': [],
  'home/refreshFailed': [],
  'order/created': ['orders', 'loanDraft'],
  'order/statusChanged': ['orders'],
  'order/reapplyWaitChanged': ['orders'],
  'order/listLoaded': ['orders'],
  // Failures inform the screen that asked and the journey; no slice keeps them. The latest draft's quote
  // (the offer and the draft's profile) is kept, so its confirmation screen paints at once after a reload.
  'order/listFailed': [],
  'order/refreshFailed': [],
  'order/drafted': ['loanDraft'],
  'order/draftFailed': [],
  'order/profileLoaded': ['loanDraft', 'orders'],
  'order/profileFailed': [],
  'order/submitFailed': [],
  // Recorded for the compliance review (decision 0015); the screens compute what they show from the quote.
  'order/quoteMismatch': [],
  'borrow/offerLoaded': ['loanDraft'],
  'borrow/offerFailed': [],
  'borrow/offerBeyondTerms': [],
  'repayment/confirmed': ['repayment'],
  'extension/paid': ['repayment'],
  'extension/confirmed': ['orders', 'repayment'],
  // The detail and the extension offer are the repay screens' (repayment.loaded, by order); the failures
  // inform the screen that asked (through its load's outcome) and the journey.
  'repayment/detailLoaded': ['repayment'],
  'repayment/detailFailed': [],
  'repayment/confirmFailed': ['repayment'],
  'repayment/paymentStarted': ['repayment'],
  'extension/offerLoaded': ['repayment'],
  'extension/offerFailed': [],
  'extension/paymentIssued': ['repayment'],
  'extension/confirmFailed': [],
  'feedback/created': ['feedback'],
  'feedback/read': ['feedback'],
  'feedback/createFailed': [],
  'feedback/listLoaded': ['feedback'],
  'feedback/listFailed': [],
  'feedback/redDotLoaded': ['feedback'],
  'feedback/redDotFailed': [],
  'feedback/imageUploaded': ['feedback'],
  'feedback/imageUploadFailed': [],
  'feedback/threadLoaded': ['feedback'],
  'feedback/threadFailed': [],
  'feedback/messageLeft': ['feedback'],
  'feedback/messageFailed': [],
  'feedback/rated': ['feedback'],
  'feedback/ratingFailed': [],
  'feedback/faqLoaded': ['feedback'],
  'feedback/faqFailed': [],
  'feedback/limitsLoaded': ['feedback'],
  'feedback/limitsFailed': [],
  'bridge/permissionChecked': ['bridge'],
  'config/loaded': ['config'],
  'config/uploadEnableLoaded': ['config'],
  'config/loadFailed': [],
  'config/downloadAddressLoaded': ['config'],
  'config/downloadAddressFailed': [],
  // The deletion check's answer is the session's (the screen reads it there); the rest inform the screen
  // that asked (through its intent's outcome) and the journey.
  'account/deleteChecked': ['session'],
  'account/deleteCheckFailed': [],
  'account/deleteFailed': [],
  'account/deleted': [],
  // The ad page is the package's, like its configuration: it survives a logout (decision 0038's count).
  'ad/infoLoaded': ['config'],
  'ad/shown': ['config'],
  'ad/refreshLimitReached': ['config'],
  'ad/loadFailed': [],
  // Identity steps: each photo's last attempt, the reading and the missing uploads go to the application
  // slice (the screens read them there); a failed check informs its screen through the outcome.
  'identity/imageRejected': ['application'],
  'identity/captureFailed': ['application'],
  'identity/imageUploaded': ['application'],
  'identity/imageUploadFailed': ['application'],
  'identity/documentRecognized': ['application'],
  'identity/documentRecognitionFailed': [],
  'identity/livenessChecked': ['application'],
  'identity/livenessFailed': ['application'],
  'identity/uploadsChecked': ['application'],
  'identity/uploadsCheckFailed': [],
};

function runSlice<K extends SliceKey>(draft: Draft<AppState>, key: K, event: DomainEvent): void {
  (SLICE_REDUCERS[key] as (slice: Draft<AppState>[K], event: DomainEvent) => void)(draft[key], event);
}

/**
 * Clears what belongs to the borrower (not settings or device facts, but the device data switches
 * `/time/upload/enable` gave for them: decision 0077) before a login. `keepEndNotes`: why the last
 * session ended (`lastExpiry`, `lastLogout`) stays, as the end itself left it (a login after nobody's session).
 */
function resetBorrowerData(draft: Draft<AppState>, keepEndNotes: boolean): void {
  const { lastExpiry, lastLogout, ...fresh } = initialSessionState();
  Object.assign(draft.session, fresh, keepEndNotes ? {} : { lastExpiry, lastLogout });
  delete draft.session.deleteCheck;
  resetApplicationState(draft.application);
  Object.assign(draft.quota, initialQuotaState());
  Object.assign(draft.orders, initialOrdersState());
  delete draft.orders.profiles;
  Object.assign(draft.loanDraft, initialLoanDraftState());
  clearLoanDraftExtras(draft.loanDraft);
  Object.assign(draft.repayment, initialRepaymentState());
  delete draft.repayment.loaded;
  Object.assign(draft.feedback, initialFeedbackState());
  delete draft.feedback.uploadsByClient;
  clearBorrowerConfig(draft.config);
}

/**
 * The root recipe: folds one event into every aggregate it concerns by mutating the draft; returns
 * nothing. The store runs it as `produce(state, d => reduce(d, e))`, or over a replayed chunk in one produce.
 */
export function reduce(draft: Draft<AppState>, event: DomainEvent): void {
  // Unrouted (new or unknown) types go everywhere; every reducer ignores what it does not know.
  const slices = EVENT_ROUTES[event.type] ?? ALL_SLICES;
  // A login starts from empty borrower slices (one borrower at a time, decision 0061): after nobody's session
  // (whatever folded since the last one ended goes) and over another borrower's. Only the same borrower going
  // on (loginBoundary: the same token, a reload's fingerprint included, or the same number) keeps them.
  if (event.type === 'session/loggedIn') {
    const boundary = loginBoundary(draft.session, event);
    if (boundary !== null) resetBorrowerData(draft, boundary === 'start');
  }
  for (let i = 0; i < slices.length; i += 1) runSlice(draft, slices[i] as SliceKey, event);
}

/** Folds events into a state with one produce over all of them (replay, tests). */
export function foldEvents(state: AppState, events: Iterable<DomainEvent>): AppState {
  return produce(state, (draft) => {
    for (const event of events) reduce(draft, event);
  });
}
