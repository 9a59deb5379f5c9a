/**
 * The one closed union of domain events (ARCHITECTURE 3.3). Plain, serialisable objects only:
 * `{ type: 'aggregate/pastTenseVerb', at: <ms of the store clock>, ...payload }`.
 * Journeys, replay, the simulator and scenarios rely on these names and shapes: extend, do not rename.
 */

/** The four session codes of spec section 8. */
export type SessionErrorCode = 10010301 | 10010303 | 10010304 | 100103;
export const SESSION_ERROR_CODES: readonly SessionErrorCode[] = [10010301, 10010303, 10010304, 100103];

export type Language = 'es' | 'en';

/** Order statuses of spec section 3. */
export type OrderStatus =
  | 'request'
  | 'assessing'
  | 'repaying'
  | 'overdue'
  | 'disbursing'
  | 'rejected'
  | 'failed'
  | 'cancel'
  | 'finished';
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'request',
  'assessing',
  'repaying',
  'overdue',
  'disbursing',
  'rejected',
  'failed',
  'cancel',
  'finished',
];

/** The application steps, named as the spec's screens. */
export type ApplicationStep =
  | 'loanQuestion'
  | 'idCardAuthentication'
  | 'idCardFacial'
  | 'personalInfomation'
  | 'additionalInfomation'
  | 'emergencyContact'
  | 'addBankCard';

/** The permissions the native app grants (spec section 6). */
export type Permission =
  | 'camera'
  | 'photos'
  | 'sms'
  | 'contacts'
  | 'location'
  | 'installedApps'
  | 'calendar'
  | 'callLog'
  | 'device';
export type PermissionState = 'granted' | 'denied' | 'deniedForever';

/** The borrower as `/security/getUserInfo` describes them (fields the app uses). */
export interface UserProfile {
  userId: string;
  mobile: string;
  name?: string;
  /** Application progress code (spec section 4). */
  progress?: number;
}

export interface OrderSummary {
  orderId: string;
  status: OrderStatus;
  principal: number;
  days: number;
  /** ISO date (yyyy-mm-dd) or null before disbursement. */
  dueDate: string | null;
  createdAt: number;
}

type Ev<T extends string, P = object> = { type: T; at: number } & P;

export type DomainEvent =
  // session
  | Ev<'session/loggedIn', { mobile: string; token: string; via: 'web' | 'native' }>
  | Ev<'session/userInfoLoaded', { user: UserProfile }>
  | Ev<'session/loggedOut', { reason: 'user' | 'accountDeleted' }>
  | Ev<'session/expired', { code: SessionErrorCode; message: string; clearAll: boolean }>
  | Ev<'session/verifyCodeSent', { mobile: string; purpose: 'login' | 'deleteUser'; countdown?: number }>
  | Ev<'session/verifyCodeFailed', { mobile: string; errorCode: string; message: string }>
  | Ev<'session/loginFailed', { mobile: string; errorCode: string; message: string }>
  // settings
  | Ev<'settings/languageChanged', { language: Language }>
  // application
  | Ev<'application/progressLoaded', { progress: number }>
  | Ev<'application/stepCompleted', { step: ApplicationStep; progress: number }>
  // quota
  | Ev<'quota/reviewStarted', { until?: number }>
  | Ev<'quota/granted', { amount: number; availableAmount?: number }>
  | Ev<'quota/rejected', { reapplyAfterDays: number | null }>
  // orders
  | Ev<'order/created', { order: OrderSummary }>
  | Ev<
      'order/statusChanged',
      {
        orderId: string;
        status: OrderStatus;
        previous?: OrderStatus;
        reapplyAfterDays?: number | null;
        /** The due date once known (set at disbursement), ISO yyyy-mm-dd. */
        dueDate?: string | null;
      }
    >
  | Ev<'order/listLoaded', { orders: OrderSummary[] }>
  // repayment and extension
  | Ev<'repayment/confirmed', { orderId: string; amount: number; channel: string; reference: string }>
  | Ev<'extension/paid', { orderId: string; fee: number; reference: string }>
  | Ev<'extension/confirmed', { orderId: string; newDueDate: string }>
  // feedback
  | Ev<'feedback/created', { feedbackId: string; feedbackType: number }>
  | Ev<'feedback/read', { feedbackId: string }>
  // native bridge
  | Ev<'bridge/permissionChecked', { permission: Permission; state: PermissionState }>;

export type DomainEventType = DomainEvent['type'];
/** The event of a given type. */
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
/** An event before the store stamps its time. */
export type UnstampedEvent = DomainEvent extends infer E ? (E extends DomainEvent ? Omit<E, 'at'> : never) : never;
