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
/** The event of a given type. */
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
/** An event before the store stamps its time. */
export type UnstampedEvent = DomainEvent extends infer E
  ? E extends DomainEvent
    ? Omit<E, 'at'>
    : never
  : never;
