/**
 * The one closed union of domain events (ARCHITECTURE 3.3). Plain, serialisable objects only:
 * `{ type: 'aggregate/pastTenseVerb', at: <ms of the store clock>, ...payload }`.
 * Journeys, replay, the simulator and scenarios rely on these names and shapes: extend, do not rename.
 *
 * Each domain's events, and the types they carry, are in src/domain/events/, one file a domain; this module
 * is the one everybody imports: it re-exports them all and closes the union.
 */
import type { SessionEvents } from './events/session';
import type { SettingsEvents } from './events/settings';
import type { ApplicationEvents } from './events/application';
import type { IdentityEvents } from './events/identity';
import type { QuotaEvents } from './events/quota';
import type { OrderEvents } from './events/orders';
import type { BorrowEvents } from './events/borrow';
import type { RepaymentEvents } from './events/repayment';
import type { FeedbackEvents } from './events/feedback';
import type { PermissionEvents } from './events/permissions';
import type { ConfigEvents } from './events/config';
import type { AccountEvents } from './events/account';
import type { AdEvents } from './events/ads';

export * from './events/session';
export * from './events/settings';
export * from './events/application';
export * from './events/identity';
export * from './events/quota';
export * from './events/orders';
export * from './events/borrow';
export * from './events/repayment';
export * from './events/feedback';
export * from './events/permissions';
export * from './events/config';
export * from './events/account';
export * from './events/ads';

/** Every domain event. */
export type DomainEvent =
  | SessionEvents
  | SettingsEvents
  | ApplicationEvents
  | IdentityEvents
  | QuotaEvents
  | OrderEvents
  | BorrowEvents
  | RepaymentEvents
  | FeedbackEvents
  | PermissionEvents
  | ConfigEvents
  | AccountEvents
  | AdEvents;

export type DomainEventType = DomainEvent['type'];

/**
 * Every domain event type at run time, for the tools (#contracts/events): the autopilot's catalogue reads
 * it instead of the sources. `satisfies` keeps it the union's: a type missing here, or one the union
 * does not have, fails tsc. Nothing in the app reads it, so it is tree-shaken from the app's bundle.
 */
export const EVENT_TYPES = {
  'account/deleteCheckFailed': true,
  'account/deleteChecked': true,
  'account/deleteFailed': true,
  'account/deleted': true,
  'ad/infoLoaded': true,
  'ad/loadFailed': true,
  'ad/refreshLimitReached': true,
  'ad/shown': true,
  'application/filedLoaded': true,
  'application/progressLoaded': true,
  'application/stepCompleted': true,
  'application/stepFailed': true,
  'application/stepLeft': true,
  'borrow/offerBeyondTerms': true,
  'borrow/offerFailed': true,
  'borrow/offerLoaded': true,
  'bridge/permissionChecked': true,
  'config/downloadAddressFailed': true,
  'config/downloadAddressLoaded': true,
  'config/loadFailed': true,
  'config/loaded': true,
  'config/uploadEnableLoaded': true,
  'extension/confirmFailed': true,
  'extension/confirmed': true,
  'extension/offerFailed': true,
  'extension/offerLoaded': true,
  'extension/paid': true,
  'extension/paymentIssued': true,
  'feedback/createFailed': true,
  'feedback/created': true,
  'feedback/faqFailed': true,
  'feedback/faqLoaded': true,
  'feedback/imageUploadFailed': true,
  'feedback/imageUploaded': true,
  'feedback/limitsFailed': true,
  'feedback/limitsLoaded': true,
  'feedback/listFailed': true,
  'feedback/listLoaded': true,
  'feedback/messageFailed': true,
  'feedback/messageLeft': true,
  'feedback/rated': true,
  'feedback/ratingFailed': true,
  'feedback/read': true,
  'feedback/redDotFailed': true,
  'feedback/redDotLoaded': true,
  'feedback/threadFailed': true,
  'feedback/threadLoaded': true,
  'home/refreshFailed': true,
  'identity/captureFailed': true,
  'identity/documentRecognitionFailed': true,
  'identity/documentRecognized': true,
  'identity/imageRejected': true,
  'identity/imageUploadFailed': true,
  'identity/imageUploaded': true,
  'identity/livenessChecked': true,
  'identity/livenessFailed': true,
  'identity/uploadsCheckFailed': true,
  'identity/uploadsChecked': true,
  'order/created': true,
  'order/draftFailed': true,
  'order/drafted': true,
  'order/listFailed': true,
  'order/listLoaded': true,
  'order/profileFailed': true,
  'order/profileLoaded': true,
  'order/quoteMismatch': true,
  'order/reapplyWaitChanged': true,
  'order/refreshFailed': true,
  'order/statusChanged': true,
  'order/submitFailed': true,
  'quota/granted': true,
  'quota/reapplyFailed': true,
  'quota/rejected': true,
  'quota/reviewStarted': true,
  'repayment/confirmFailed': true,
  'repayment/confirmed': true,
  'repayment/detailFailed': true,
  'repayment/detailLoaded': true,
  'repayment/paymentStarted': true,
  'session/expired': true,
  'session/loggedIn': true,
  'session/loggedOut': true,
  'session/loginFailed': true,
  'session/userInfoLoaded': true,
  'session/verifyCodeFailed': true,
  'session/verifyCodeSent': true,
  'settings/languageChanged': true,
} as const satisfies Record<DomainEventType, true>;

/** The domain event types, sorted. */
export function eventTypes(): DomainEventType[] {
  return (Object.keys(EVENT_TYPES) as DomainEventType[]).sort();
}

/** The event of a given type. */
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
/** An event before the store stamps its time. */
export type UnstampedEvent = DomainEvent extends infer E
  ? E extends DomainEvent
    ? Omit<E, 'at'>
    : never
  : never;
