import * as z from 'zod/mini';
import { PERMISSION_STATES } from '../bridge/contract';
import {
  DATA_FLAGS,
  FEEDBACK_TYPES,
  ORDER_STATUSES,
  SESSION_ERROR_CODES,
  UPLOAD_SWITCHES,
  type DataFlag,
} from '../domain/events';
import type { AppState } from '../domain/state';

/**
 * The shape of a stored state snapshot (`cuota:event-log`, src/store/persistence.ts), checked before the app
 * folds on it (issue 30): a snapshot that parses as JSON but holds `orders.byId: null`, a string where a list
 * belongs or an unknown order status would otherwise crash a reducer or a selector on every start, and the
 * borrower could not get past it. The check is deep enough that no reducer or selector can crash on what
 * passes: records are records, lists are lists, enumerations are their values, `null` only where a slice
 * allows it. It does not judge the values (amounts, dates): the backend's next answer replaces them.
 *
 * A slice may be missing (a slice added by a later build: the store fills it in with its initial value), but a
 * slice that is there must be whole: a field added to a slice needs a step in the log's upgrades
 * (persistence.ts) or an optional field here, or the snapshot of the previous build is refused (the store then
 * starts clean: no crash, only a new login).
 */

const nullable = z.nullable;
const str = z.string();
const num = z.number();
const bool = z.boolean();
/** A JSON object used as a map: string keys, every value of one shape. */
const recordOf = <T extends z.ZodMiniType>(value: T) => z.record(z.string(), value);
const flagsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, bool])) as Record<K, typeof bool>);

const userProfile = z.object({
  userId: str,
  mobile: str,
  name: z.optional(str),
  progress: z.optional(num),
});

const session = z.object({
  loggedIn: bool,
  mobile: nullable(str),
  token: nullable(str),
  via: nullable(z.enum(['web', 'native'])),
  loggedInAt: nullable(num),
  user: nullable(userProfile),
  lastExpiry: nullable(
    z.object({
      code: z.union(SESSION_ERROR_CODES.map((code) => z.literal(code))),
      message: str,
      clearAll: bool,
      at: num,
    }),
  ),
  lastLogout: nullable(z.object({ reason: z.enum(['user', 'accountDeleted', 'native']), at: num })),
  verifyCode: nullable(z.object({ mobile: str, purpose: z.enum(['login', 'deleteUser']), sentAt: num })),
  // Added by issue 32: optional, so a snapshot of an earlier build still passes.
  deleteCheck: z.optional(
    z.object({ canDelete: bool, reasons: z.array(z.enum(['unpaidLoan', 'pendingApplication'])), at: num }),
  ),
});

const settings = z.object({ language: z.enum(['es', 'en']) });

const applicationStep = z.enum([
  'loanQuestion',
  'idCardAuthentication',
  'idCardFacial',
  'personalInfomation',
  'additionalInfomation',
  'emergencyContact',
  'addBankCard',
]);
const identityImage = z.enum(['curpFront', 'curpBack', 'face']);
const documentIdentity = z.object({
  curp: str,
  firstName: str,
  middleName: z.optional(str),
  lastName: str,
  birthday: str,
  gender: z.union([z.literal(1), z.literal(2)]),
  state: z.optional(str),
  city: z.optional(str),
  address: z.optional(str),
  pinCode: z.optional(str),
  validUntil: z.optional(str),
});
// `image` is any string: the log at rest masks it (an `image` field).
const photoAttempt = z.union([
  z.object({ image: str, result: z.literal('uploaded'), fileId: str, url: str }),
  z.object({ image: str, result: z.literal('rejected'), reason: z.enum(['tooLarge', 'notImage', 'empty']) }),
  z.object({ image: str, result: z.literal('captureFailed'), errorCode: str }),
  z.object({ image: str, result: z.literal('uploadFailed'), errorCode: str }),
]);
const livenessCheck = z.union([
  z.object({ result: z.literal('checked'), livenessId: str, passed: bool }),
  z.object({ result: z.literal('failed'), errorCode: str }),
]);

const application = z.object({
  progress: nullable(num),
  completedSteps: z.array(applicationStep),
  updatedAt: nullable(num),
  // Added by issue 32 (the steps' facts the screens read): optional, so a snapshot of an earlier build passes.
  filed: z.optional(z.object({ holderName: str, nationalId: str, cardType: str })),
  documentReading: z.optional(documentIdentity),
  missingUploads: z.optional(z.array(identityImage)),
  photoAttempts: z.optional(z.array(photoAttempt)),
  liveness: z.optional(livenessCheck),
  stepLeft: z.optional(
    z.object({ step: applicationStep, action: z.enum(['home', 'back', 'reload']), at: num }),
  ),
});

const quota = z.object({
  status: z.enum(['none', 'reviewing', 'granted', 'rejected']),
  amount: nullable(num),
  availableAmount: nullable(num),
  reviewUntil: nullable(num),
  reapplyAfterDays: nullable(num),
  updatedAt: nullable(num),
});

const orderRecord = z.object({
  orderId: str,
  status: z.enum(ORDER_STATUSES),
  principal: num,
  days: num,
  dueDate: nullable(str),
  createdAt: num,
  updatedAt: num,
  reapplyAfterDays: nullable(num),
});

const loanProduct = z.object({
  productId: str,
  name: str,
  minAmount: num,
  maxAmount: num,
  amountStep: num,
  terms: z.array(num),
  dailyInterestRate: num,
  dailyFeeRate: num,
  taxRate: num,
  dailyPenaltyRate: num,
});

const loanOrderProfile = z.object({
  loanOrderId: str,
  principal: num,
  duration: num,
  fee: num,
  tax: num,
  interest: num,
  contractAmount: num,
  receivedAmount: num,
  totalRepayment: num,
  dueDate: str,
  bankName: str,
  bankAccount: str,
});

const orders = z.object({
  byId: recordOf(orderRecord),
  ids: z.array(str),
  currentOrderId: nullable(str),
  // Added by issue 32 (the records screen's order detail): optional, so a snapshot of an earlier build passes.
  profiles: z.optional(recordOf(loanOrderProfile)),
});

const loanDraft = z.object({
  products: nullable(z.array(loanProduct)),
  profile: nullable(loanOrderProfile),
  // Added by issue 32: optional, so a snapshot of an earlier build still passes.
  quotaHistory: z.optional(
    z.array(
      z.object({ amount: num, grantedAt: num, reason: z.enum(['initial', 'onTimeRepayment', 'review']) }),
    ),
  ),
  // Added by issue 32 (the offer and the draft the borrow screens read): optional, as above.
  availableAmount: z.optional(nullable(num)),
  choice: z.optional(z.object({ loanOrderId: str, productId: str, amount: num, days: num })),
});

const paymentInstructions = z.object({ clabe: nullable(str), payUrl: nullable(str), expiresAt: num });

const paymentChannel = z.object({ channelId: str, name: str });

const repaymentDetail = z.object({
  orderId: str,
  status: z.enum(ORDER_STATUSES),
  totalAmount: num,
  principal: num,
  interest: num,
  serviceFee: num,
  penaltyInterest: num,
  penaltyDeduction: num,
  totalRepayment: num,
  repaidAmount: num,
  unrepayAmount: num,
  dueDate: str,
  duration: num,
  overdueDays: num,
  minRepayAmount: num,
  extension: nullable(z.object({ fee: num, days: num, newDueDate: str })),
  channels: z.array(paymentChannel),
});

const extensionOffer = z.object({
  orderId: str,
  fee: num,
  days: num,
  currentDueDate: str,
  newDueDate: str,
  paid: bool,
  reference: nullable(str),
});

const repayScreens = z.object({
  byOrder: recordOf(
    z.object({
      detail: z.optional(repaymentDetail),
      offer: z.optional(extensionOffer),
      issuedFee: z.optional(
        z.object({ reference: str, fee: num, channel: str, instructions: paymentInstructions, at: num }),
      ),
    }),
  ),
  lastDetailOrderId: nullable(str),
  lastOfferOrderId: nullable(str),
});

const repayment = z.object({
  confirmed: z.array(
    z.object({
      orderId: str,
      amount: num,
      channel: str,
      reference: str,
      at: num,
      instructions: z.optional(paymentInstructions),
    }),
  ),
  repaidByOrder: recordOf(num),
  extensions: recordOf(
    z.object({
      status: z.enum(['paid', 'confirmed']),
      fee: num,
      reference: str,
      paidAt: num,
      newDueDate: nullable(str),
      confirmedAt: nullable(num),
      confirmedCount: num,
    }),
  ),
  // A snapshot stored by a build before the payments' idempotency keys has none (the reducer starts it).
  pending: z.optional(recordOf(z.object({ key: str, amount: num, channelId: str, at: num }))),
  // Added by issue 32 (the repay screens' loads): optional, so a snapshot of an earlier build still passes.
  loaded: z.optional(repayScreens),
});

const feedbackMessage = z.object({
  messageId: str,
  from: z.enum(['user', 'agent']),
  senderName: nullable(str),
  content: str,
  images: z.array(str),
  createdAt: num,
});

const feedbackItemShape = {
  feedbackId: str,
  type: z.union(FEEDBACK_TYPES.map((code) => z.literal(code))),
  status: z.union([1, 2, 3, 4, 5].map((code) => z.literal(code as 1 | 2 | 3 | 4 | 5))),
  description: str,
  createdAt: num,
  unread: bool,
  lastMessage: nullable(z.object({ from: z.enum(['user', 'agent']), content: str, createdAt: num })),
};

const feedback = z.object({
  createdIds: z.array(str),
  byId: recordOf(z.object({ feedbackId: str, feedbackType: num, createdAt: num })),
  readIds: recordOf(num),
  list: nullable(z.array(z.object(feedbackItemShape))),
  listTotal: num,
  listLoadedAt: nullable(num),
  unreadCount: nullable(num),
  threads: recordOf(
    z.object({
      ...feedbackItemShape,
      contact: nullable(str),
      appointmentTime: nullable(num),
      account: z.optional(nullable(str)),
      images: z.array(str),
      rating: nullable(num),
    }),
  ),
  messages: recordOf(z.array(feedbackMessage)),
  ratings: recordOf(num),
  uploads: recordOf(z.object({ url: str, purpose: z.enum(['credential', 'message']) })),
  // A snapshot stored by a build before the uploads' client ids has none.
  uploadsByClient: z.optional(recordOf(str)),
  faq: nullable(z.array(z.object({ questionId: str, question: str, answer: str }))),
  limits: nullable(z.object({ imageCountLimit: num, serviceHours: str })),
});

// A permission this build does not know (a later build's) is harmless: nothing reads it.
const bridge = z.object({
  permissions: recordOf(z.object({ state: z.enum(PERMISSION_STATES), checkedAt: num })),
});

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);
const packageConfig = z.object({
  featureMode: z.object({ live: zeroOrOne, frontPermission: zeroOrOne }),
  uploadSwitches: flagsOf(UPLOAD_SWITCHES),
  imageCountLimit: num,
  customerServiceEmail: str,
  customerServiceHours: str,
  lender: z.optional(z.object({ legalName: str, address: str, registry: z.optional(str) })),
  contractRegistry: z.optional(str),
});

const config = z.object({
  bySource: z.object({ app: nullable(packageConfig), store: nullable(packageConfig) }),
  uploadEnable: nullable(flagsOf<DataFlag>(DATA_FLAGS)),
  downloadUrl: nullable(str),
  // Added by issue 32: optional, so a snapshot of an earlier build still passes.
  ad: z.optional(
    z.object({
      enabled: bool,
      dailyRefreshLimit: nullable(num),
      triggers: z.array(str),
      shown: nullable(z.object({ adId: str, title: str, imageUrl: str, linkUrl: nullable(str) })),
      refreshesLeftToday: num,
    }),
  ),
});

/** Each slice's schema, by slice name. */
export const SLICE_SCHEMAS = {
  session,
  settings,
  application,
  quota,
  orders,
  loanDraft,
  repayment,
  feedback,
  bridge,
  config,
} as const;

/** A stored snapshot: every known slice optional (a later build's new slice may be missing), none unknown-typed. */
export const StoredAppStateSchema = z.partial(z.object(SLICE_SCHEMAS));

// Compile-time guard: what the schemas accept is a state the reducers can take, slice by slice.
type Parsed = Required<z.output<typeof StoredAppStateSchema>>;
type Accepts<S, T> = [S] extends [T] ? true : never;
const slicesFitState: Accepts<Parsed, AppState> = true;
const everySliceChecked: Accepts<keyof AppState, keyof typeof SLICE_SCHEMAS> = true;
void slicesFitState;
void everySliceChecked;

/**
 * True when a stored snapshot's state is safe to fold on: an object with at least one known slice, each
 * known slice present of the right shape (unknown extra keys are ignored). The store fills in missing slices.
 */
export function isStoredAppState(x: unknown): x is AppState {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  if (!Object.keys(SLICE_SCHEMAS).some((key) => key in x)) return false;
  return StoredAppStateSchema.safeParse(x).success;
}
