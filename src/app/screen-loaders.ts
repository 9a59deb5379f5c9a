import type { ComponentType } from 'react';
import { screenNameOf, type ScreenName } from './screen-paths';

/**
 * The download of every screen of the table of screens (src/domain/screens.ts), by its `screen` name, each
 * in its feature's chunk: the table's loader column, kept here because the table is pure data of src/domain
 * (which imports no feature) and the page's first script reads it without any screen's code. The router
 * renders these. The build finds each screen's chunk by the module that exports the screen's component
 * (build/chunk-graph.ts), and the page's first script (src/boot.ts) starts it before the app has arrived. In
 * development the first script preloads through this list, so each chunk downloads once either way.
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

/** Every screen by its name (the export name of its component in its module). */
export const SCREEN_MODULES: Readonly<Record<ScreenName, ScreenModule>> = {
  HomePage: screenModule(() => import('../features/home/home-page'), 'HomePage'),
  RecordsPage: screenModule(() => import('../features/records/records-page'), 'RecordsPage'),
  MePage: screenModule(() => import('../features/me/me-page'), 'MePage'),
  AddBankCardPage: screenModule(
    () => import('../features/application/add-bank-card-page'),
    'AddBankCardPage',
  ),
  IdCardAuthenticationPage: screenModule(
    () => import('../features/application/id-card-authentication-page'),
    'IdCardAuthenticationPage',
  ),
  IdCardFacialPage: screenModule(
    () => import('../features/application/id-card-facial-page'),
    'IdCardFacialPage',
  ),
  PersonalInfomationPage: screenModule(
    () => import('../features/application/personal-infomation-page'),
    'PersonalInfomationPage',
  ),
  AdditionalInfomationPage: screenModule(
    () => import('../features/application/additional-infomation-page'),
    'AdditionalInfomationPage',
  ),
  EmergencyContactPage: screenModule(
    () => import('../features/application/emergency-contact-page'),
    'EmergencyContactPage',
  ),
  LoanQuestionPage: screenModule(
    () => import('../features/application/loan-question-page'),
    'LoanQuestionPage',
  ),
  ToBorrowPage: screenModule(() => import('../features/borrow/to-borrow-page'), 'ToBorrowPage'),
  ProductDetailsPage: screenModule(
    () => import('../features/borrow/product-details-page'),
    'ProductDetailsPage',
  ),
  RepayDetailPage: screenModule(() => import('../features/repay/repay-detail-page'), 'RepayDetailPage'),
  ExhibitionPeriodDetailPage: screenModule(
    () => import('../features/repay/exhibition-period-detail-page'),
    'ExhibitionPeriodDetailPage',
  ),
  CashierPage: screenModule(() => import('../features/repay/cashier-page'), 'CashierPage'),
  CustomerServicesPage: screenModule(
    () => import('../features/user-center/customer-services-page'),
    'CustomerServicesPage',
  ),
  SettingsPage: screenModule(() => import('../features/user-center/settings-page'), 'SettingsPage'),
  AboutUsPage: screenModule(() => import('../features/user-center/about-us-page'), 'AboutUsPage'),
  FaqPage: screenModule(() => import('../features/user-center/faq-page'), 'FaqPage'),
  LanguagePage: screenModule(() => import('../features/user-center/language-page'), 'LanguagePage'),
  OpenAppPage: screenModule(() => import('../features/user-center/open-app-page'), 'OpenAppPage'),
  DeleteAccountPage: screenModule(
    () => import('../features/user-center/delete-account-page'),
    'DeleteAccountPage',
  ),
  LoginPage: screenModule(() => import('../features/login/login-page'), 'LoginPage'),
  PrivacyPolicyPage: screenModule(() => import('../features/legal/privacy-policy-page'), 'PrivacyPolicyPage'),
  TermsOfServicePage: screenModule(
    () => import('../features/legal/terms-of-service-page'),
    'TermsOfServicePage',
  ),
  PdPopPage: screenModule(() => import('../features/landing/pd-pop-page'), 'PdPopPage'),
  PopPage: screenModule(() => import('../features/landing/pop-page'), 'PopPage'),
  LandingPage: screenModule(() => import('../features/landing/landing-page'), 'LandingPage'),
  LandingPhonePage: screenModule(() => import('../features/landing/landing-phone-page'), 'LandingPhonePage'),
  FeedbackListPage: screenModule(() => import('../features/feedback/feedback-list-page'), 'FeedbackListPage'),
  AddFeedbackPage: screenModule(() => import('../features/feedback/add-feedback-page'), 'AddFeedbackPage'),
  FeedbackDetailPage: screenModule(
    () => import('../features/feedback/feedback-detail-page'),
    'FeedbackDetailPage',
  ),
  FeedbackFaqPage: screenModule(() => import('../features/feedback/feedback-faq-page'), 'FeedbackFaqPage'),
  FeedbackResultPage: screenModule(
    () => import('../features/feedback/feedback-result-page'),
    'FeedbackResultPage',
  ),
  ReviewPage: screenModule(() => import('../features/deal/review-page'), 'ReviewPage'),
  ReviewQuotaPage: screenModule(() => import('../features/deal/review-quota-page'), 'ReviewQuotaPage'),
  LendingPage: screenModule(() => import('../features/deal/lending-page'), 'LendingPage'),
  RejectPage: screenModule(() => import('../features/deal/reject-page'), 'RejectPage'),
  AdvertPage: screenModule(() => import('../features/landing/advert-page'), 'AdvertPage'),
};

/** The screen a path shows first (see `screenNameOf`); undefined for an unknown path. */
export function screenOf(pathname: string, loggedIn: boolean): ScreenModule | undefined {
  const name = screenNameOf(pathname, loggedIn);
  return name ? SCREEN_MODULES[name] : undefined;
}
