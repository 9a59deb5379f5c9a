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

/** Feedback type codes of spec section 3: 1 verify repayment, 2 want extension, 3 other, 4 loan failed,
 * 5 want to borrow, 6 want to repay, 7 loan did not arrive. */
export type FeedbackTypeCode = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const FEEDBACK_TYPES: readonly FeedbackTypeCode[] = [1, 2, 3, 4, 5, 6, 7];

/** Feedback status codes of spec section 3: 1 and 2 processing, 3 at your disposal, 4 processed,
 * 5 pending technical team. */
export type FeedbackStatusCode = 1 | 2 | 3 | 4 | 5;

/** One message of a feedback conversation; `content` and `senderName` are backend text, shown as text. */
export interface FeedbackMessage {
  messageId: string;
  from: 'user' | 'agent';
  senderName: string | null;
  content: string;
  /** Image URLs attached to the message. */
  images: string[];
  createdAt: number;
}

/** A feedback request as the list shows it. */
export interface FeedbackItem {
  feedbackId: string;
  type: FeedbackTypeCode;
  status: FeedbackStatusCode;
  description: string;
  createdAt: number;
  /** Customer service answered since the borrower last read the thread. */
  unread: boolean;
  lastMessage: Pick<FeedbackMessage, 'from' | 'content' | 'createdAt'> | null;
}

/** A feedback request with everything its detail screen shows (messages are kept apart). */
export interface FeedbackThread extends FeedbackItem {
  contact: string | null;
  appointmentTime: number | null;
  /** The bank account the request is about: a CLABE or a card's last 4 digits (absent in older logs). */
  account?: string | null;
  /** Receipt image URLs. */
  images: string[];
  /** The borrower's 1..5 rating, null until rated. */
  rating: number | null;
}

/** One question of the feedback FAQ. */
export interface FeedbackFaqItem {
  questionId: string;
  question: string;
  answer: string;
}

/** What a failed feedback request reports (the message is in the borrower's language). */
export interface FeedbackFailure {
  errorCode: string;
  message: string;
}

/** Which package configuration call a `config/loaded` came from. */
export type ConfigSource = 'app' | 'store';

/** The device-data flags of spec section 3 (`/time/upload/enable`, package upload switches). */
export interface DataFlags {
  appList: boolean;
  sms: boolean;
  exif: boolean;
  device: boolean;
  contact: boolean;
  calendar: boolean;
  callLog: boolean;
  location: boolean;
  /** The previous collection is too old and must be repeated. */
  expired: boolean;
}

/** The package configuration the app applies (`/app/package-config`, `/store/package-config`). */
export interface PackageConfigData {
  featureMode: { live: 0 | 1; frontPermission: 0 | 1 };
  uploadSwitches: Omit<DataFlags, 'expired'>;
  /** Maximum images per feedback. */
  imageCountLimit: number;
  customerServiceEmail: string;
  /** Opening hours as configured, e.g. '9:00-18:00'. */
  customerServiceHours: string;
  /** The lender's registered identity (legal name, address, registration); absent until legal supplies it. */
  lender?: { legalName: string; address: string; registry?: string };
}

/** An identity image of the application: the document's two sides or the borrower's face. */
export type IdentityImage = 'curpFront' | 'curpBack' | 'face';

/** Why a picked or captured image is refused before any upload (20 MB limit, not an image, empty). */
export type ImageRejection = 'tooLarge' | 'notImage' | 'empty';

/** What the document OCR read (personal data: journeys mask it). Birthday ISO, gender 1 male 2 female. */
export interface DocumentIdentity {
  curp: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  birthday: string;
  gender: 1 | 2;
  state?: string;
  city?: string;
  address?: string;
  pinCode?: string;
  /** The document's validity (vigencia) as an ISO date: read by the OCR, confirmed with the picker. */
  validUntil?: string;
}

/** One ad of the ad page (`/store/package/get-ad-page`); backend text, shown as text. */
export interface AdContent {
  adId: string;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
}

/** Why `/user/delete-check` refuses a deletion. */
export type DeleteBlocker = 'unpaidLoan' | 'pendingApplication';

/** A loan product as the borrow screens offer it. Money in MXN; rates are fractions (0.001 = 0.1%). */
export interface LoanProduct {
  productId: string;
  name: string;
  minAmount: number;
  maxAmount: number;
  /** Amounts go in whole steps of this size. */
  amountStep: number;
  /** Tenures offered, in days. */
  terms: number[];
  dailyInterestRate: number;
  /** Processing fee per day of the tenure, deducted upfront. */
  dailyFeeRate: number;
  /** Tax on the processing fee. */
  taxRate: number;
  dailyPenaltyRate: number;
}

/** One grant of the borrower's quota (`/store/get-quota/list`): the first, or growth after repaying on time. */
export interface QuotaGrant {
  amount: number;
  grantedAt: number;
  reason: 'initial' | 'onTimeRepayment' | 'review';
}

/** The product detail of a loan order as the backend states it (`/store/loan-order/profile`). */
export interface LoanOrderProfileData {
  loanOrderId: string;
  principal: number;
  /** Tenure in days. */
  duration: number;
  fee: number;
  tax: number;
  interest: number;
  contractAmount: number;
  /** What the borrower receives: principal less fee and tax. */
  receivedAmount: number;
  totalRepayment: number;
  /** ISO date yyyy-mm-dd. */
  dueDate: string;
  bankName: string;
  /** Masked except the last 4 digits. */
  bankAccount: string;
}

/**
 * A figure of the backend's loan-order profile that differs from the app's own calculation (loan-math with
 * the product's rates) for the loan the borrower chose. The backend's figure is the binding one; the
 * difference is recorded for the compliance review (decision 0015). Money in MXN, `duration` in days,
 * `cat` in percent (one decimal, as shown).
 */
export interface QuoteMismatch {
  field:
    | 'principal'
    | 'duration'
    | 'fee'
    | 'tax'
    | 'interest'
    | 'contractAmount'
    | 'receivedAmount'
    | 'totalRepayment'
    | 'cat';
  backend: number;
  math: number;
  /** backend - math, in the field's unit. */
  difference: number;
  /** Within the stated tolerance (QUOTE_TOLERANCE, src/domain/orders/loan-quote.ts): a rounding difference. */
  withinTolerance: boolean;
}

/** A published term (src/domain/product-terms.ts) a product offered by the backend goes beyond. */
export interface OfferExcess {
  productId: string;
  term:
    | 'minAmount'
    | 'maxAmount'
    | 'minTenure'
    | 'maxTenure'
    | 'annualInterestRate'
    | 'dailyFeeRate'
    | 'taxRate'
    | 'dailyPenaltyRate';
  /** The backend's figure (MXN, days, or a rate as a fraction; interest yearly: daily x 360). */
  offered: number;
  /** The published figure it goes beyond. */
  published: number;
  /** `above` a published maximum or `below` a published minimum. */
  direction: 'above' | 'below';
}

/** A payment channel the borrower can repay through (SPEI transfer, OXXO cash, ...). */
export interface PaymentChannel {
  channelId: string;
  name: string;
}

/** The repayment fields of spec section 3 as `/store/repayment/detail` states them (MXN, ISO dates). */
export interface RepaymentDetailData {
  orderId: string;
  status: OrderStatus;
  /** Contract amount. */
  totalAmount: number;
  principal: number;
  interest: number;
  serviceFee: number;
  /** Outstanding (penalty) interest accrued while overdue. */
  penaltyInterest: number;
  penaltyDeduction: number;
  totalRepayment: number;
  repaidAmount: number;
  unrepayAmount: number;
  dueDate: string;
  /** Tenure in days. */
  duration: number;
  overdueDays: number;
  /** The smallest amount a partial repayment may have. */
  minRepayAmount: number;
  /** Null when the order cannot be extended. */
  extension: { fee: number; days: number; newDueDate: string } | null;
  channels: PaymentChannel[];
}

/** The extension of an order as `/repay/getExtensionData` states it. */
export interface ExtensionOfferData {
  orderId: string;
  fee: number;
  days: number;
  currentDueDate: string;
  newDueDate: string;
  paid: boolean;
  /** Reference of the fee payment, null until one is started. */
  reference: string | null;
}

/** How to pay a started payment (`/portal/repayment/confirm`): where and until when. */
export interface PaymentInstructions {
  /** CLABE to transfer to (SPEI), or null. */
  clabe: string | null;
  /** Cashier page of the channel, or null. */
  payUrl: string | null;
  /** Backend instant the reference stops being valid. */
  expiresAt: number;
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
  | Ev<'application/stepFailed', { step: ApplicationStep; errorCode: string; message: string }>
  // quota
  | Ev<'quota/reviewStarted', { until?: number }>
  | Ev<'quota/granted', { amount: number; availableAmount?: number }>
  | Ev<'quota/rejected', { reapplyAfterDays: number | null }>
  | Ev<'home/refreshFailed', { errorCode: string; message: string }>
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
  | Ev<'order/listFailed', { errorCode: string; message: string }>
  | Ev<'order/refreshFailed', { errorCode: string; message: string }>
  /** A draft single loan order (`/store/single/loan-order/create`), before the borrower confirms it. */
  | Ev<'order/drafted', { loanOrderId: string; productId: string; amount: number; days: number }>
  | Ev<'order/draftFailed', { errorCode: string; message: string }>
  | Ev<'order/profileLoaded', { profile: LoanOrderProfileData }>
  | Ev<'order/profileFailed', { loanOrderId: string; errorCode: string; message: string }>
  | Ev<'order/submitFailed', { loanOrderId: string; errorCode: string; message: string }>
  /**
   * The backend's profile of a draft differs from the app's own calculation for the loan chosen. Not a
   * refusal: the backend's figures are shown as binding; the journey keeps the difference for the review.
   * `beyondTolerance`: some figure differs by more than rounding; `otherLoan`: the backend drafted another
   * amount or tenure than the one chosen (the borrower chooses again).
   */
  | Ev<
      'order/quoteMismatch',
      {
        loanOrderId: string;
        productId: string;
        amount: number;
        days: number;
        mismatches: QuoteMismatch[];
        beyondTolerance: boolean;
        otherLoan: boolean;
      }
    >
  // borrowing offer: the products and the quota they are offered within
  | Ev<'borrow/offerLoaded', { products: LoanProduct[]; availableAmount: number | null; quotaHistory: QuotaGrant[] }>
  | Ev<'borrow/offerFailed', { errorCode: string; message: string }>
  /** The offer goes beyond the published terms: shown as offered, recorded for the review (decision 0015). */
  | Ev<'borrow/offerBeyondTerms', { excesses: OfferExcess[] }>
  // repayment and extension
  | Ev<
      'repayment/confirmed',
      {
        orderId: string;
        amount: number;
        channel: string;
        reference: string;
        /** How to pay the reference (CLABE, cashier page, validity), when the backend gave it. */
        instructions?: PaymentInstructions;
      }
    >
  | Ev<'extension/paid', { orderId: string; fee: number; reference: string }>
  | Ev<'extension/confirmed', { orderId: string; newDueDate: string }>
  | Ev<'repayment/detailLoaded', { detail: RepaymentDetailData }>
  | Ev<'repayment/detailFailed', { orderId: string | null; errorCode: string; message: string }>
  | Ev<'repayment/confirmFailed', { orderId: string | null; purpose: 'repay' | 'extension'; errorCode: string; message: string }>
  | Ev<'extension/offerLoaded', { offer: ExtensionOfferData }>
  | Ev<'extension/offerFailed', { orderId: string | null; errorCode: string; message: string }>
  /** A payment reference was issued for the extension fee; `extension/paid` follows once it is paid. */
  | Ev<'extension/paymentIssued', { orderId: string; fee: number; reference: string; channel: string; instructions: PaymentInstructions }>
  | Ev<'extension/confirmFailed', { orderId: string; errorCode: string; message: string }>
  // feedback
  | Ev<'feedback/created', { feedbackId: string; feedbackType: number }>
  | Ev<'feedback/read', { feedbackId: string }>
  | Ev<'feedback/createFailed', FeedbackFailure>
  // `serverTime`: the backend's clock when it answered (absent from older backends and older logs).
  | Ev<'feedback/listLoaded', { items: FeedbackItem[]; total: number; serverTime?: number }>
  | Ev<'feedback/listFailed', FeedbackFailure>
  | Ev<'feedback/redDotLoaded', { unread: number }>
  | Ev<'feedback/redDotFailed', FeedbackFailure>
  | Ev<'feedback/imageUploaded', { fileId: string; url: string; purpose: 'credential' | 'message' }>
  | Ev<'feedback/imageUploadFailed', { purpose: 'credential' | 'message' } & FeedbackFailure>
  | Ev<'feedback/threadLoaded', { thread: FeedbackThread; messages: FeedbackMessage[] }>
  | Ev<'feedback/threadFailed', { feedbackId: string } & FeedbackFailure>
  | Ev<'feedback/messageLeft', { feedbackId: string; message: FeedbackMessage }>
  | Ev<'feedback/messageFailed', { feedbackId: string } & FeedbackFailure>
  | Ev<'feedback/rated', { feedbackId: string; rating: number }>
  | Ev<'feedback/ratingFailed', { feedbackId: string } & FeedbackFailure>
  | Ev<'feedback/faqLoaded', { items: FeedbackFaqItem[] }>
  | Ev<'feedback/faqFailed', FeedbackFailure>
  | Ev<'feedback/limitsLoaded', { imageCountLimit: number; serviceHours: string }>
  | Ev<'feedback/limitsFailed', FeedbackFailure>
  // native bridge
  | Ev<'bridge/permissionChecked', { permission: Permission; state: PermissionState }>
  // package configuration (applied at start-up)
  | Ev<'config/loaded', { source: ConfigSource; config: PackageConfigData }>
  | Ev<'config/uploadEnableLoaded', { flags: DataFlags }>
  | Ev<'config/loadFailed', { source: ConfigSource | 'uploadEnable'; errorCode: string; message: string }>
  | Ev<'config/downloadAddressLoaded', { url: string }>
  | Ev<'config/downloadAddressFailed', { errorCode: string; message: string }>
  // account deletion
  | Ev<'account/deleteChecked', { canDelete: boolean; reasons: DeleteBlocker[] }>
  | Ev<'account/deleteCheckFailed', { errorCode: string; message: string }>
  | Ev<'account/deleteFailed', { errorCode: string; message: string }>
  | Ev<'account/deleted', object>
  // ad pages
  | Ev<'ad/infoLoaded', { enabled: boolean; dailyRefreshLimit: number; triggers: string[] }>
  | Ev<'ad/shown', { trigger: string; refresh: boolean; ad: AdContent }>
  | Ev<'ad/refreshLimitReached', { todayRefreshTimes: number; limit: number }>
  | Ev<'ad/loadFailed', { errorCode: string; message: string }>
  // identity documents and face (the images themselves never enter the log)
  | Ev<'identity/imageRejected', { image: IdentityImage; reason: ImageRejection }>
  | Ev<'identity/captureFailed', { image: IdentityImage; errorCode: string; message: string }>
  | Ev<'identity/imageUploaded', { image: IdentityImage; fileId: string; url: string }>
  | Ev<'identity/imageUploadFailed', { image: IdentityImage; errorCode: string; message: string }>
  | Ev<'identity/documentRecognized', { identity: DocumentIdentity }>
  | Ev<'identity/documentRecognitionFailed', { errorCode: string; message: string }>
  | Ev<'identity/livenessChecked', { livenessId: string; passed: boolean; score: number }>
  | Ev<'identity/livenessFailed', { errorCode: string; message: string }>;

export type DomainEventType = DomainEvent['type'];
/** The event of a given type. */
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
/** An event before the store stamps its time. */
export type UnstampedEvent = DomainEvent extends infer E ? (E extends DomainEvent ? Omit<E, 'at'> : never) : never;
