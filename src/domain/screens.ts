import type { ProgressName } from './progress';

/** What a route shows: a screen (by its component's export name), or another route (a parent of spec 2). */
type Shows<Name extends string> =
  | { readonly screen: `${string}Page`; readonly redirect?: never }
  | { readonly redirect: Name; readonly screen?: never };

/** One route of spec section 2; `Name` is a route name (screens.test.ts checks that a redirect names a row). */
export type ScreenRow<Name extends string = string> = Shows<Name> & {
  /** The path, with the spec's spellings: the native app links to it, so a path never changes. */
  readonly path: `/${string}`;
  /** Needs a token (spec section 6): the route guard asks for a login first. */
  readonly guarded?: true;
  /** On the tab bar, in the table's order: its label's text key and its icon. */
  readonly tab?: { readonly label: `tabs.${string}`; readonly icon: string };
  /** The progress codes (spec section 4) of a loan's states that the status-to-screen helper opens it for. */
  readonly progress?: readonly ProgressName[];
  /** An application step: the progress code of its name means "this step is next" and opens it (decision 0002). */
  readonly step?: true;
};

/**
 * Every route of spec section 2, by its name, with the spec's spellings (`personal_infomation`,
 * `additionalInfomation`, `feedbackDetail`): the one table of screens (decision 0023). The paths
 * (src/domain/paths.ts), the router and its guard (src/app/router.tsx), the tab bar, the status-to-screen
 * helper (src/domain/progress.ts), the page's first script, the size budget and the tests read it; the
 * screens' chunks are in src/app/screen-loaders.ts, by the names of the `screen` column.
 */
export const SCREENS = {
  home: {
    path: '/',
    screen: 'HomePage',
    tab: { label: 'tabs.home', icon: '⌂' },
    // Profile complete, an order to confirm, or repaid: quota and the borrow button live on home.
    progress: ['userInfoFinish', 'waitForCreateStoreOrder', 'WAIT_SUBMIT', 'FINISHED'],
  },
  records: { path: '/records', screen: 'RecordsPage', tab: { label: 'tabs.records', icon: '☰' } },
  me: { path: '/me', screen: 'MePage', tab: { label: 'tabs.me', icon: '☺' } },
  bankAccount: { path: '/bank_account', redirect: 'addBankCard', guarded: true },
  addBankCard: { path: '/bank_account/add_bankcard', screen: 'AddBankCardPage', guarded: true, step: true },
  auth: { path: '/auth', redirect: 'personalInfomation' },
  idCardAuthentication: {
    path: '/auth/id_card_authentication',
    screen: 'IdCardAuthenticationPage',
    guarded: true,
    step: true,
  },
  idCardFacial: { path: '/auth/id_card_facial', screen: 'IdCardFacialPage', step: true },
  personalInfomation: {
    path: '/auth/personal_infomation',
    screen: 'PersonalInfomationPage',
    guarded: true,
    step: true,
  },
  additionalInfomation: {
    path: '/auth/additionalInfomation',
    screen: 'AdditionalInfomationPage',
    step: true,
  },
  emergencyContact: { path: '/auth/emergency_contact', screen: 'EmergencyContactPage', step: true },
  loanQuestion: { path: '/auth/loan_question', screen: 'LoanQuestionPage', step: true },
  borrow: { path: '/borrow', redirect: 'home' },
  toBorrow: { path: '/borrow/to_borrow', screen: 'ToBorrowPage', guarded: true },
  productDetails: { path: '/borrow/product_details', screen: 'ProductDetailsPage' },
  repay: { path: '/repay', redirect: 'home' },
  repayDetail: { path: '/repay/repay_detail', screen: 'RepayDetailPage', progress: ['REPAYING', 'OVERDUE'] },
  exhibitionPeriodDetail: { path: '/repay/exhibition_period_detail', screen: 'ExhibitionPeriodDetailPage' },
  cashier: { path: '/repay/cashier', screen: 'CashierPage' },
  userCenter: { path: '/user_center', redirect: 'settings' },
  customerServices: { path: '/user_center/customer_services', screen: 'CustomerServicesPage' },
  settings: { path: '/user_center/settings', screen: 'SettingsPage' },
  aboutUs: { path: '/user_center/about_us', screen: 'AboutUsPage' },
  faq: { path: '/user_center/faq', screen: 'FaqPage' },
  language: { path: '/user_center/language', screen: 'LanguagePage' },
  openApp: { path: '/user_center/open_app', screen: 'OpenAppPage' },
  // Not guarded: it waits for the login itself, so that a deletion's own logout does not bounce to login.
  deleteAccount: { path: '/user_center/delete_account', screen: 'DeleteAccountPage' },
  login: { path: '/user/login', screen: 'LoginPage' },
  privacyPolicy: { path: '/privacy_policy', screen: 'PrivacyPolicyPage' },
  termsOfService: { path: '/terms_of_service', screen: 'TermsOfServicePage' },
  pdPop: { path: '/pd_pop', screen: 'PdPopPage' },
  pop: { path: '/pop', screen: 'PopPage' },
  // The landing page shows on two paths.
  yx1: { path: '/yx1', screen: 'LandingPage' },
  yx2: { path: '/yx2', screen: 'LandingPage' },
  yx3: { path: '/yx3', screen: 'LandingPhonePage' },
  feedback: { path: '/feedback', redirect: 'feedbackList' },
  feedbackList: { path: '/feedback/feedback_list', screen: 'FeedbackListPage' },
  addFeedback: { path: '/feedback/add_feedback', screen: 'AddFeedbackPage' },
  feedbackDetail: { path: '/feedback/feedbackDetail', screen: 'FeedbackDetailPage' },
  feedbackFaq: { path: '/feedback/feedback_faq', screen: 'FeedbackFaqPage' },
  feedbackResult: { path: '/feedback/feedback_result', screen: 'FeedbackResultPage' },
  deal: { path: '/deal', redirect: 'review' },
  review: { path: '/deal/review', screen: 'ReviewPage', progress: ['APPLYING'] },
  reviewQuota: { path: '/deal/review_quota', screen: 'ReviewQuotaPage' },
  lending: { path: '/deal/lending', screen: 'LendingPage', progress: ['DISBURSING'] },
  reject: { path: '/deal/reject', screen: 'RejectPage' },
  advert: { path: '/advert', screen: 'AdvertPage' },
} as const satisfies Record<string, ScreenRow>;

/** A route's name, e.g. `personalInfomation`. */
export type RouteName = keyof typeof SCREENS;

/** The names of the routes whose row has `column` (`'step'`: the application steps). */
export type RoutesWith<Column extends string> = {
  [K in RouteName]: (typeof SCREENS)[K] extends Readonly<Record<Column, unknown>> ? K : never;
}[RouteName];

/** A screen's component name, e.g. `HomePage` (a route that only redirects has none). */
export type ScreenName = (typeof SCREENS)[RoutesWith<'screen'>]['screen'];

/** A route's row, with every column (those it does not set are undefined). */
export function rowOf(name: RouteName): ScreenRow<RouteName> {
  return SCREENS[name];
}

/** Every row with its name, in the table's order. */
export const ROUTES = Object.entries(SCREENS) as ReadonlyArray<[RouteName, ScreenRow<RouteName>]>;

/** The names of the rows that have a column, in the table's order (`routesWith('tab')`: the tab bar). */
export function routesWith<Column extends keyof ScreenRow>(column: Column): RoutesWith<Column>[] {
  return ROUTES.filter(([, row]) => row[column] !== undefined).map(([name]) => name as RoutesWith<Column>);
}
