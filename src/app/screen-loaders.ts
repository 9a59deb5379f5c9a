import type { ComponentType } from 'react';
import { SCREEN_PATHS, screenNameOf, type ScreenName } from './screen-paths';

/**
 * Every screen of spec section 2 as its own chunk, by the name src/app/screen-paths.ts gives it. The router
 * renders these; the build reads this file (`cuota-boot` in vite.config.ts) to tell the page's first script
 * (src/boot.ts) which files each screen needs, so that it can start them before the app has arrived. In
 * development the first script preloads through this table, so each chunk downloads once either way.
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

/** Every screen by its name (`screenModule(() => import('...'), 'Name')`: the build reads that form). */
export const SCREEN_MODULES: Readonly<Record<ScreenName, ScreenModule>> = {
  HomePage,
  RecordsPage,
  MePage,
  AddBankCardPage,
  IdCardAuthenticationPage,
  IdCardFacialPage,
  PersonalInfomationPage,
  AdditionalInfomationPage,
  EmergencyContactPage,
  LoanQuestionPage,
  ToBorrowPage,
  ProductDetailsPage,
  RepayDetailPage,
  ExhibitionPeriodDetailPage,
  CashierPage,
  CustomerServicesPage,
  SettingsPage,
  AboutUsPage,
  FaqPage,
  LanguagePage,
  OpenAppPage,
  DeleteAccountPage,
  LoginPage,
  PrivacyPolicyPage,
  TermsOfServicePage,
  PdPopPage,
  PopPage,
  LandingPage,
  LandingPhonePage,
  FeedbackListPage,
  AddFeedbackPage,
  FeedbackDetailPage,
  FeedbackFaqPage,
  FeedbackResultPage,
  ReviewPage,
  ReviewQuotaPage,
  LendingPage,
  RejectPage,
  AdvertPage,
};

/** Path → screen, in the order of the router (the landing page shows on two paths). */
export const SCREENS: ReadonlyArray<readonly [path: string, screen: ScreenModule]> = SCREEN_PATHS.map(
  ([path, name]) => [path, SCREEN_MODULES[name]] as const,
);

/** The screen a path shows first (see `screenNameOf`); undefined for an unknown path. */
export function screenOf(pathname: string, loggedIn: boolean): ScreenModule | undefined {
  const name = screenNameOf(pathname, loggedIn);
  return name ? SCREEN_MODULES[name] : undefined;
}
