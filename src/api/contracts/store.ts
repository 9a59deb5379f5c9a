import * as z from 'zod/mini';
import {
  dataPermissionFlagsSchema,
  defineEndpoints,
  faceImageRequestSchema,
  get,
  imageUploadRequestSchema,
  instantSchema,
  isoDateSchema,
  moneySchema,
  noPayload,
  orderSchema,
  packageConfigSchema,
  pageRequestSchema,
  post,
  progressResultSchema,
  progressSchema,
  upload,
} from './common.ts';
import {
  additionalInfoSchema,
  bankCardSavedSchema,
  bankCardSchema,
  bankCardValidateRequestSchema,
  bankCardValidateResultSchema,
  basicInfoSchema,
  certificateOcrRequestSchema,
  emergencyContactsSchema,
  faceImageResultSchema,
  hasAllUploadedSchema,
  identitySchema,
  livenessResultSchema,
  loanQuestionSchema,
  totalInformationSchema,
} from './application.ts';
import { repaymentDetailRequestSchema, repaymentDetailSchema } from './repayment.ts';

/**
 * Contracts of the `/store/*` calls (spec section 7): quota, products, orders and ads here, the application
 * steps' in application.ts (re-exported, so that `contracts/store` names every `/store/*` contract), and
 * the table of all `/store/*` endpoints.
 */
export * from './application.ts';

// ---- quota ----

/** The borrower's quota: none yet, under review (10 to 60 minutes), granted or rejected. */
export const quotaSchema = z.object({
  status: z.enum(['none', 'reviewing', 'granted', 'rejected']),
  amount: moneySchema,
  availableAmount: moneySchema,
  /** While reviewing: when the review is expected to end. */
  reviewUntil: z.nullable(instantSchema),
  /** While rejected: days until the borrower may reapply, null when unknown. */
  reapplyAfterDays: z.nullable(z.int().check(z.nonnegative())),
});
export type Quota = z.infer<typeof quotaSchema>;

/**
 * GET /store/get-quota/list: how the quota grew, oldest first. Each item's `amount` is what that event
 * added (the initial grant, then +400 to +1,000 per on-time full repayment); the quota is their sum.
 */
export const quotaHistorySchema = z.object({
  items: z.array(
    z.object({
      amount: moneySchema,
      grantedAt: instantSchema,
      reason: z.enum(['initial', 'onTimeRepayment', 'review']),
    }),
  ),
});

/**
 * POST /store/store-order/create: the borrower's store order. Without a quota it submits the finished
 * profile for a quota review (again once a rejection's wait is over; progress stays 40). With a granted
 * quota and no open loan it opens the store order of a loan (progress 42 -> 43 WAIT_SUBMIT), which the
 * single loan order then uses. Idempotent either way.
 */
export const storeOrderCreatedSchema = z.object({ storeOrderId: z.string(), progress: progressSchema });

// ---- products and orders ----

/** A loan product. Rates are fractions (0.01 = 1%). */
export const productSchema = z.object({
  productId: z.string(),
  name: z.string(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  amountStep: z.number().check(z.positive()),
  /** Tenures offered, in days. */
  terms: z.array(z.int().check(z.positive())),
  dailyInterestRate: z.number().check(z.nonnegative()),
  dailyFeeRate: z.number().check(z.nonnegative()),
  taxRate: z.number().check(z.nonnegative()),
  dailyPenaltyRate: z.number().check(z.nonnegative()),
});
export type Product = z.infer<typeof productSchema>;
/** POST /store/product-list: optionally for a wanted amount. */
export const productListRequestSchema = z.optional(z.object({ amount: z.optional(moneySchema) }));
export const productListSchema = z.object({ products: z.array(productSchema) });

/** A loan request: product, amount and tenure. */
export const loanRequestSchema = z.object({
  productId: z.string().check(z.minLength(1)),
  amount: z.number().check(z.positive()),
  days: z.int().check(z.positive()),
});
export type LoanRequest = z.infer<typeof loanRequestSchema>;

/** `data` holding one order, or null when there is none. */
export const lastOrderSchema = z.object({ order: z.nullable(orderSchema) });
export const orderResultSchema = z.object({ order: orderSchema });
export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  total: z.int().check(z.nonnegative()),
});

/** A draft single loan order; its id becomes the order's orderId once submitted. */
export const loanOrderIdSchema = z.object({ loanOrderId: z.string().check(z.minLength(1)) });
/** POST /store/single/loan-order/submit: the terms must have been accepted. */
export const loanOrderSubmitSchema = z.object({
  loanOrderId: z.string().check(z.minLength(1)),
  agreeTerms: z.literal(true),
});
/** POST /store/single/loan-order/time-data/status: whether the device data (timeSDK2) is in. */
export const timeDataStatusSchema = z.object({
  status: z.enum(['pending', 'uploaded', 'expired']),
  flags: dataPermissionFlagsSchema,
});

/** GET /store/loan-order/profile: the product detail of section 3, before or after submitting. */
export const loanOrderProfileSchema = z.object({
  loanOrderId: z.string(),
  principal: moneySchema,
  /** Tenure in days. */
  duration: z.int().check(z.positive()),
  fee: moneySchema,
  tax: moneySchema,
  interest: moneySchema,
  contractAmount: moneySchema,
  /**
   * Paid out: principal minus the upfront fee and tax. Negative when the deductions exceed the principal
   * (the spec's maximum fee does that): stated as it is, so the screen and the review tools can flag it.
   */
  receivedAmount: z.number(),
  totalRepayment: moneySchema,
  dueDate: isoDateSchema,
  bankName: z.string(),
  /** Masked except the last 4 digits. */
  bankAccount: z.string(),
});
export type LoanOrderProfile = z.infer<typeof loanOrderProfileSchema>;

// ---- package and ads ----

/**
 * Ours, beside the spec's fields (decision 0038): how many more ads the borrower may ask for today. The
 * backend counts a logged-in borrower's refreshes per calendar day (the mock world's: Mexico City), so the limit holds across
 * logouts, logins and devices, which the stored adTimes (cleared at logout, one borrower at a time) cannot
 * do. Without a login the backend knows no borrower and answers the day's full limit: the app's own count
 * is then the only one. The app allows the lower of this and its own count.
 */
const refreshesLeftTodaySchema = z.int().check(z.nonnegative());

/** GET /store/package/ad-page-info: whether ads show and how often they may refresh (two per day). */
export const adPageInfoSchema = z.object({
  enabled: z.boolean(),
  dailyRefreshLimit: z.int().check(z.nonnegative()),
  /** Names of the moments that may trigger an ad (counted in the stored adTimes). */
  triggers: z.array(z.string()),
  /** Ours (decision 0038): the logged-in borrower's refreshes left today; without a login, the limit. */
  refreshesLeftToday: refreshesLeftTodaySchema,
});
/** POST /store/package/get-ad-page. */
export const getAdPageRequestSchema = z.object({
  trigger: z.string().check(z.minLength(1)),
  /**
   * Ours (decision 0038): true when the borrower asked for another ad (the button), which counts against
   * the day's limit; absent or false for an ad shown by a trigger (the page's first display), which does
   * not. Over the limit a refresh is refused with REJECTION_CODES.adRefreshLimitReached.
   */
  refresh: z.optional(z.boolean()),
});
export const adPageSchema = z.object({
  adId: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.nullable(z.string()),
  /** Ours (decision 0038): the borrower's refreshes left today, this one counted. */
  refreshesLeftToday: refreshesLeftTodaySchema,
});

/** The `/store/*` endpoints, keyed by name. */
export const STORE_ENDPOINTS = defineEndpoints({
  saveAdditionalInfo: post('/store/additional-info/save', additionalInfoSchema, progressResultSchema),
  ocrCertificate: post('/store/certificate/ocr', certificateOcrRequestSchema, identitySchema),
  saveStoreFaceImage: upload('/store/face-image-save', faceImageRequestSchema, faceImageResultSchema),
  saveStoreFaceImageV2: upload('/store/v2/face-image-save', faceImageRequestSchema, faceImageResultSchema),
  detectLiveness: upload('/store/liveness/detection', imageUploadRequestSchema, livenessResultSchema),
  getUserQuota: get('/store/get-user-quota', noPayload, quotaSchema),
  hasAllUploaded: get('/store/has-all-uploaded', noPayload, hasAllUploadedSchema),
  getProductList: post('/store/product-list', productListRequestSchema, productListSchema),
  queryStoreQuota: get('/store/query-store-quota', noPayload, quotaSchema),
  getTotalInformation: post('/store/total-information', noPayload, totalInformationSchema),
  saveBankCard: post('/store/user-bank-card', bankCardSchema, bankCardSavedSchema),
  saveBasicInfo: post('/store/user-basic-info/save', basicInfoSchema, progressResultSchema),
  saveEmergencyContacts: post(
    '/store/user-emergency-contact/save',
    emergencyContactsSchema,
    progressResultSchema,
  ),
  saveLoanQuestions: post('/store/user-question/save', loanQuestionSchema, progressResultSchema),
  getLastOrder: get('/store/order/last', noPayload, lastOrderSchema),
  getOrderList: get('/store/order-list', pageRequestSchema, orderListSchema),
  createLoanOrder: post('/store/loan-order/create', loanRequestSchema, orderResultSchema),
  createStoreOrder: post('/store/store-order/create', noPayload, storeOrderCreatedSchema),
  getRepaymentDetail: get('/store/repayment/detail', repaymentDetailRequestSchema, repaymentDetailSchema),
  validateBankCard: post(
    '/store/bank-card/validate',
    bankCardValidateRequestSchema,
    bankCardValidateResultSchema,
  ),
  getQuotaList: get('/store/get-quota/list', noPayload, quotaHistorySchema),
  finishOcr: post('/store/finish-ocr', identitySchema, progressResultSchema),
  getLoanOrderProfile: get('/store/loan-order/profile', loanOrderIdSchema, loanOrderProfileSchema),
  getStorePackageConfig: get('/store/package-config', noPayload, packageConfigSchema),
  getAdPageInfo: get('/store/package/ad-page-info', noPayload, adPageInfoSchema),
  getAdPage: post('/store/package/get-ad-page', getAdPageRequestSchema, adPageSchema),
  createSingleLoanOrder: post('/store/single/loan-order/create', loanRequestSchema, loanOrderIdSchema),
  submitSingleLoanOrder: post('/store/single/loan-order/submit', loanOrderSubmitSchema, orderResultSchema),
  getSingleLoanOrderTimeDataStatus: post(
    '/store/single/loan-order/time-data/status',
    loanOrderIdSchema,
    timeDataStatusSchema,
  ),
});
