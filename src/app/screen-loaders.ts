import type { ComponentType } from 'react';
import { PATHS, PROTECTED_PATHS, REDIRECTS } from '../domain/paths';

/**
 * Every screen of spec section 2 as its own chunk, with the path that shows it. This module is light (no
 * React at run time, no store): the page's first script (src/boot.ts) uses it to start downloading the
 * first screen's chunk while the rest of the app is still downloading, and the router renders the same
 * modules, so each chunk downloads once.
 */
export interface ScreenModule {
  /** The component's export name, e.g. `HomePage`. */
  readonly name: string;
  /** Downloads the screen's chunk (once; again after a failed download) and resolves to its component. */
  preload(): Promise<ComponentType>;
  /** The component once its chunk is in, else null. */
  loaded(): ComponentType | null;
}

function screenModule<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ScreenModule {
  let loading: Promise<ComponentType> | null = null;
  let component: ComponentType | null = null;
  return {
    name,
    preload: () =>
      (loading ??= load().then(
        (module) => (component = module[name]),
        (error: unknown) => {
          loading = null; // a failed download (offline) is tried again by the next render
          throw error;
        },
      )),
    loaded: () => component,
  };
}

const HomePage = screenModule(() => import('../features/home/home-page'), 'HomePage');
const RecordsPage = screenModule(() => import('../features/records/records-page'), 'RecordsPage');
const MePage = screenModule(() => import('../features/me/me-page'), 'MePage');
const AddBankCardPage = screenModule(
  () => import('../features/application/add-bank-card-page'),
  'AddBankCardPage',
);
const IdCardAuthenticationPage = screenModule(
  () => import('../features/application/id-card-authentication-page'),
  'IdCardAuthenticationPage',
);
const IdCardFacialPage = screenModule(
  () => import('../features/application/id-card-facial-page'),
  'IdCardFacialPage',
);
const PersonalInfomationPage = screenModule(
  () => import('../features/application/personal-infomation-page'),
  'PersonalInfomationPage',
);
const AdditionalInfomationPage = screenModule(
  () => import('../features/application/additional-infomation-page'),
  'AdditionalInfomationPage',
);
const EmergencyContactPage = screenModule(
  () => import('../features/application/emergency-contact-page'),
  'EmergencyContactPage',
);
const LoanQuestionPage = screenModule(
  () => import('../features/application/loan-question-page'),
  'LoanQuestionPage',
);
const ToBorrowPage = screenModule(() => import('../features/borrow/to-borrow-page'), 'ToBorrowPage');
const ProductDetailsPage = screenModule(
  () => import('../features/borrow/product-details-page'),
  'ProductDetailsPage',
);
const RepayDetailPage = screenModule(() => import('../features/repay/repay-detail-page'), 'RepayDetailPage');
const ExhibitionPeriodDetailPage = screenModule(
  () => import('../features/repay/exhibition-period-detail-page'),
  'ExhibitionPeriodDetailPage',
);
const CashierPage = screenModule(() => import('../features/repay/cashier-page'), 'CashierPage');
const CustomerServicesPage = screenModule(
  () => import('../features/user-center/customer-services-page'),
  'CustomerServicesPage',
);
const SettingsPage = screenModule(() => import('../features/user-center/settings-page'), 'SettingsPage');
const AboutUsPage = screenModule(() => import('../features/user-center/about-us-page'), 'AboutUsPage');
const FaqPage = screenModule(() => import('../features/user-center/faq-page'), 'FaqPage');
const LanguagePage = screenModule(() => import('../features/user-center/language-page'), 'LanguagePage');
const OpenAppPage = screenModule(() => import('../features/user-center/open-app-page'), 'OpenAppPage');
const DeleteAccountPage = screenModule(
  () => import('../features/user-center/delete-account-page'),
  'DeleteAccountPage',
);
const LoginPage = screenModule(() => import('../features/login/login-page'), 'LoginPage');
const PrivacyPolicyPage = screenModule(
  () => import('../features/legal/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const TermsOfServicePage = screenModule(
  () => import('../features/legal/terms-of-service-page'),
  'TermsOfServicePage',
);
const PdPopPage = screenModule(() => import('../features/landing/pd-pop-page'), 'PdPopPage');
const PopPage = screenModule(() => import('../features/landing/pop-page'), 'PopPage');
const LandingPage = screenModule(() => import('../features/landing/landing-page'), 'LandingPage');
const LandingPhonePage = screenModule(
  () => import('../features/landing/landing-phone-page'),
  'LandingPhonePage',
);
const FeedbackListPage = screenModule(
  () => import('../features/feedback/feedback-list-page'),
  'FeedbackListPage',
);
const AddFeedbackPage = screenModule(
  () => import('../features/feedback/add-feedback-page'),
  'AddFeedbackPage',
);
const FeedbackDetailPage = screenModule(
  () => import('../features/feedback/feedback-detail-page'),
  'FeedbackDetailPage',
);
const FeedbackFaqPage = screenModule(
  () => import('../features/feedback/feedback-faq-page'),
  'FeedbackFaqPage',
);
const FeedbackResultPage = screenModule(
  () => import('../features/feedback/feedback-result-page'),
  'FeedbackResultPage',
);
const ReviewPage = screenModule(() => import('../features/deal/review-page'), 'ReviewPage');
const ReviewQuotaPage = screenModule(() => import('../features/deal/review-quota-page'), 'ReviewQuotaPage');
const LendingPage = screenModule(() => import('../features/deal/lending-page'), 'LendingPage');
const RejectPage = screenModule(() => import('../features/deal/reject-page'), 'RejectPage');
const AdvertPage = screenModule(() => import('../features/landing/advert-page'), 'AdvertPage');

/** Path → screen, in the order of the router (the landing page shows on two paths). */
export const SCREENS: ReadonlyArray<readonly [path: string, screen: ScreenModule]> = [
  [PATHS.home, HomePage],
  [PATHS.records, RecordsPage],
  [PATHS.me, MePage],
  [PATHS.addBankCard, AddBankCardPage],
  [PATHS.idCardAuthentication, IdCardAuthenticationPage],
  [PATHS.idCardFacial, IdCardFacialPage],
  [PATHS.personalInfomation, PersonalInfomationPage],
  [PATHS.additionalInfomation, AdditionalInfomationPage],
  [PATHS.emergencyContact, EmergencyContactPage],
  [PATHS.loanQuestion, LoanQuestionPage],
  [PATHS.toBorrow, ToBorrowPage],
  [PATHS.productDetails, ProductDetailsPage],
  [PATHS.repayDetail, RepayDetailPage],
  [PATHS.exhibitionPeriodDetail, ExhibitionPeriodDetailPage],
  [PATHS.cashier, CashierPage],
  [PATHS.customerServices, CustomerServicesPage],
  [PATHS.settings, SettingsPage],
  [PATHS.aboutUs, AboutUsPage],
  [PATHS.faq, FaqPage],
  [PATHS.language, LanguagePage],
  [PATHS.openApp, OpenAppPage],
  [PATHS.deleteAccount, DeleteAccountPage],
  [PATHS.login, LoginPage],
  [PATHS.privacyPolicy, PrivacyPolicyPage],
  [PATHS.termsOfService, TermsOfServicePage],
  [PATHS.pdPop, PdPopPage],
  [PATHS.pop, PopPage],
  [PATHS.yx1, LandingPage],
  [PATHS.yx2, LandingPage],
  [PATHS.yx3, LandingPhonePage],
  [PATHS.feedbackList, FeedbackListPage],
  [PATHS.addFeedback, AddFeedbackPage],
  [PATHS.feedbackDetail, FeedbackDetailPage],
  [PATHS.feedbackFaq, FeedbackFaqPage],
  [PATHS.feedbackResult, FeedbackResultPage],
  [PATHS.review, ReviewPage],
  [PATHS.reviewQuota, ReviewQuotaPage],
  [PATHS.lending, LendingPage],
  [PATHS.reject, RejectPage],
  [PATHS.advert, AdvertPage],
];

/**
 * The screen a path (`/borrow/product_details`, without the query) shows first, following the redirects of
 * spec section 2; a protected screen without a session is the login screen. Undefined for an unknown path.
 */
export function screenOf(pathname: string, loggedIn: boolean): ScreenModule | undefined {
  const target = REDIRECTS[pathname] ?? pathname;
  const path = PROTECTED_PATHS.has(target) && !loggedIn ? PATHS.login : target;
  return SCREENS.find(([screenPath]) => screenPath === path)?.[1];
}

/** The path of a hash-routed location (`#/borrow/product_details?loanOrderId=7` → `/borrow/product_details`). */
export function pathOfHash(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] || '/';
}

/** Where the stored values keep the token (`storageKeyOf('token')`; a test keeps the two equal). */
export const TOKEN_STORAGE_KEY = 'cuota:token';

/**
 * Whether a session seems stored, without the store (which is still downloading): a token value that is
 * not `null`. Only a guess for the early download: the router decides from the restored store.
 */
export function storedSessionHint(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const raw = storage?.getItem(TOKEN_STORAGE_KEY);
    return raw != null && raw !== 'null';
  } catch {
    return false; // DOM storage disabled in the WebView
  }
}
