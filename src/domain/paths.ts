import type { Screen } from './progress';

/**
 * Every route of spec section 2, with the spec's spellings (`personal_infomation`, `additionalInfomation`,
 * `feedbackDetail`): the native app links to these paths.
 */
export const PATHS = {
  home: '/',
  records: '/records',
  me: '/me',
  bankAccount: '/bank_account',
  addBankCard: '/bank_account/add_bankcard',
  auth: '/auth',
  idCardAuthentication: '/auth/id_card_authentication',
  idCardFacial: '/auth/id_card_facial',
  personalInfomation: '/auth/personal_infomation',
  additionalInfomation: '/auth/additionalInfomation',
  emergencyContact: '/auth/emergency_contact',
  loanQuestion: '/auth/loan_question',
  borrow: '/borrow',
  toBorrow: '/borrow/to_borrow',
  productDetails: '/borrow/product_details',
  repay: '/repay',
  repayDetail: '/repay/repay_detail',
  exhibitionPeriodDetail: '/repay/exhibition_period_detail',
  cashier: '/repay/cashier',
  userCenter: '/user_center',
  customerServices: '/user_center/customer_services',
  settings: '/user_center/settings',
  aboutUs: '/user_center/about_us',
  faq: '/user_center/faq',
  language: '/user_center/language',
  openApp: '/user_center/open_app',
  deleteAccount: '/user_center/delete_account',
  login: '/user/login',
  privacyPolicy: '/privacy_policy',
  termsOfService: '/terms_of_service',
  pdPop: '/pd_pop',
  pop: '/pop',
  yx1: '/yx1',
  yx2: '/yx2',
  yx3: '/yx3',
  feedback: '/feedback',
  feedbackList: '/feedback/feedback_list',
  addFeedback: '/feedback/add_feedback',
  feedbackDetail: '/feedback/feedbackDetail',
  feedbackFaq: '/feedback/feedback_faq',
  feedbackResult: '/feedback/feedback_result',
  deal: '/deal',
  review: '/deal/review',
  reviewQuota: '/deal/review_quota',
  lending: '/deal/lending',
  reject: '/deal/reject',
  advert: '/advert',
} as const;

export type RouteName = keyof typeof PATHS;

/** Parent paths that only redirect (spec section 2). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  [PATHS.bankAccount]: PATHS.addBankCard,
  [PATHS.auth]: PATHS.personalInfomation,
  [PATHS.borrow]: PATHS.home,
  [PATHS.repay]: PATHS.home,
  [PATHS.userCenter]: PATHS.settings,
  [PATHS.feedback]: PATHS.feedbackList,
  [PATHS.deal]: PATHS.review,
};

/** Where each screen of the status-to-screen helper lives. */
export const SCREEN_PATHS: Readonly<Record<Screen, string>> = {
  loanQuestion: PATHS.loanQuestion,
  idCardAuthentication: PATHS.idCardAuthentication,
  idCardFacial: PATHS.idCardFacial,
  personalInfomation: PATHS.personalInfomation,
  additionalInfomation: PATHS.additionalInfomation,
  emergencyContact: PATHS.emergencyContact,
  addBankCard: PATHS.addBankCard,
  home: PATHS.home,
  review: PATHS.review,
  repayDetail: PATHS.repayDetail,
  lending: PATHS.lending,
};

/**
 * Routes that need a token (spec section 6: names matching toBorrow, personalInfomation, bankAccount,
 * addBankCard, idCardAuthentication).
 */
export const PROTECTED_PATHS: ReadonlySet<string> = new Set([
  PATHS.toBorrow,
  PATHS.personalInfomation,
  PATHS.bankAccount,
  PATHS.addBankCard,
  PATHS.idCardAuthentication,
]);

/** The tab bar's routes. */
export const TAB_PATHS: readonly string[] = [PATHS.home, PATHS.records, PATHS.me];

/** Builds `path?query` from a record, leaving out empty queries. */
export function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
