import { PATHS, PROTECTED_PATHS, REDIRECTS } from '../domain/paths';

/**
 * Which screen each path of spec section 2 shows, by the name of the screen's component. Pure data: the
 * page's first script (src/boot.ts, bundled on its own) uses it to start the first screen's download before
 * React has arrived; the router renders the components of src/app/screen-loaders.ts by the same names.
 */
export const SCREEN_PATHS = [
  [PATHS.home, 'HomePage'],
  [PATHS.records, 'RecordsPage'],
  [PATHS.me, 'MePage'],
  [PATHS.addBankCard, 'AddBankCardPage'],
  [PATHS.idCardAuthentication, 'IdCardAuthenticationPage'],
  [PATHS.idCardFacial, 'IdCardFacialPage'],
  [PATHS.personalInfomation, 'PersonalInfomationPage'],
  [PATHS.additionalInfomation, 'AdditionalInfomationPage'],
  [PATHS.emergencyContact, 'EmergencyContactPage'],
  [PATHS.loanQuestion, 'LoanQuestionPage'],
  [PATHS.toBorrow, 'ToBorrowPage'],
  [PATHS.productDetails, 'ProductDetailsPage'],
  [PATHS.repayDetail, 'RepayDetailPage'],
  [PATHS.exhibitionPeriodDetail, 'ExhibitionPeriodDetailPage'],
  [PATHS.cashier, 'CashierPage'],
  [PATHS.customerServices, 'CustomerServicesPage'],
  [PATHS.settings, 'SettingsPage'],
  [PATHS.aboutUs, 'AboutUsPage'],
  [PATHS.faq, 'FaqPage'],
  [PATHS.language, 'LanguagePage'],
  [PATHS.openApp, 'OpenAppPage'],
  [PATHS.deleteAccount, 'DeleteAccountPage'],
  [PATHS.login, 'LoginPage'],
  [PATHS.privacyPolicy, 'PrivacyPolicyPage'],
  [PATHS.termsOfService, 'TermsOfServicePage'],
  [PATHS.pdPop, 'PdPopPage'],
  [PATHS.pop, 'PopPage'],
  // The landing page shows on two paths.
  [PATHS.yx1, 'LandingPage'],
  [PATHS.yx2, 'LandingPage'],
  [PATHS.yx3, 'LandingPhonePage'],
  [PATHS.feedbackList, 'FeedbackListPage'],
  [PATHS.addFeedback, 'AddFeedbackPage'],
  [PATHS.feedbackDetail, 'FeedbackDetailPage'],
  [PATHS.feedbackFaq, 'FeedbackFaqPage'],
  [PATHS.feedbackResult, 'FeedbackResultPage'],
  [PATHS.review, 'ReviewPage'],
  [PATHS.reviewQuota, 'ReviewQuotaPage'],
  [PATHS.lending, 'LendingPage'],
  [PATHS.reject, 'RejectPage'],
  [PATHS.advert, 'AdvertPage'],
] as const;

/** A screen's component name, e.g. `HomePage`. */
export type ScreenName = (typeof SCREEN_PATHS)[number][1];

/**
 * The screen a path (`/borrow/product_details`, without the query) shows first, following the redirects of
 * spec section 2; a protected screen without a session is the login screen. Undefined for an unknown path.
 */
export function screenNameOf(pathname: string, loggedIn: boolean): ScreenName | undefined {
  const target = REDIRECTS[pathname] ?? pathname;
  const path = PROTECTED_PATHS.has(target) && !loggedIn ? PATHS.login : target;
  return SCREEN_PATHS.find(([screenPath]) => screenPath === path)?.[1];
}

/** The path of a hash-routed location (`#/borrow/product_details?loanOrderId=7` → `/borrow/product_details`). */
export function pathOfHash(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] || '/';
}

/** Where the stored values keep the token: spec section 3's own name (`storageKeyOf('token')`; a test keeps the two equal). */
export const TOKEN_STORAGE_KEY = 'token';
/** Where builds before decision 0014 kept it; the stored values carry it over on start. */
const LEGACY_TOKEN_STORAGE_KEY = 'cuota:token';

/**
 * Whether a session seems stored, without the store (which is still downloading): a token value that is
 * not `null`. Only a guess for the early download: the router decides from the restored store.
 */
export function storedSessionHint(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const raw = storage?.getItem(TOKEN_STORAGE_KEY) ?? storage?.getItem(LEGACY_TOKEN_STORAGE_KEY);
    return raw != null && raw !== 'null' && raw !== '';
  } catch {
    return false; // DOM storage disabled in the WebView
  }
}
