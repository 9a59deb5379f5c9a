import { isValidElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ExternalRedirect } from './external-redirect';
import { PATHS, PROTECTED_PATHS, REDIRECTS } from '../domain/paths';
import { RequireToken } from './route-guard';
import { AppLayout } from './shell/app-layout';

// Every screen is its own chunk: the home route loads only what it shows. main.tsx asks for the first
// screen's chunk before React renders (preloadScreen) and renders once it is in, so the first paint is the
// screen itself, not a loading line followed by the screen (React holds a revealed screen back for up to
// 300 ms after a fallback showed).
const preloads = new Map<ComponentType, () => Promise<unknown>>();
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => {
  let loading: Promise<ComponentType> | null = null;
  let loaded: ComponentType | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = null; // a failed download (offline) is tried again by the next render
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen() {
    // Decided once per mount, so the element type under it never changes.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  preloads.set(Screen, preload);
  return Screen;
};

const HomePage = named(() => import('../features/home/home-page'), 'HomePage');
const LoginPage = named(() => import('../features/login/login-page'), 'LoginPage');
const MePage = named(() => import('../features/me/me-page'), 'MePage');
const SettingsPage = named(() => import('../features/user-center/settings-page'), 'SettingsPage');
const LanguagePage = named(() => import('../features/user-center/language-page'), 'LanguagePage');
const RecordsPage = named(() => import('../features/records/records-page'), 'RecordsPage');
const AddBankCardPage = named(() => import('../features/application/add-bank-card-page'), 'AddBankCardPage');
const IdCardAuthenticationPage = named(() => import('../features/application/id-card-authentication-page'), 'IdCardAuthenticationPage');
const IdCardFacialPage = named(() => import('../features/application/id-card-facial-page'), 'IdCardFacialPage');
const PersonalInfomationPage = named(() => import('../features/application/personal-infomation-page'), 'PersonalInfomationPage');
const AdditionalInfomationPage = named(() => import('../features/application/additional-infomation-page'), 'AdditionalInfomationPage');
const EmergencyContactPage = named(() => import('../features/application/emergency-contact-page'), 'EmergencyContactPage');
const LoanQuestionPage = named(() => import('../features/application/loan-question-page'), 'LoanQuestionPage');
const ToBorrowPage = named(() => import('../features/borrow/to-borrow-page'), 'ToBorrowPage');
const ProductDetailsPage = named(() => import('../features/borrow/product-details-page'), 'ProductDetailsPage');
const RepayDetailPage = named(() => import('../features/repay/repay-detail-page'), 'RepayDetailPage');
const ExhibitionPeriodDetailPage = named(() => import('../features/repay/exhibition-period-detail-page'), 'ExhibitionPeriodDetailPage');
const CashierPage = named(() => import('../features/repay/cashier-page'), 'CashierPage');
const CustomerServicesPage = named(() => import('../features/user-center/customer-services-page'), 'CustomerServicesPage');
const AboutUsPage = named(() => import('../features/user-center/about-us-page'), 'AboutUsPage');
const FaqPage = named(() => import('../features/user-center/faq-page'), 'FaqPage');
const OpenAppPage = named(() => import('../features/user-center/open-app-page'), 'OpenAppPage');
const DeleteAccountPage = named(() => import('../features/user-center/delete-account-page'), 'DeleteAccountPage');
const PrivacyPolicyPage = named(() => import('../features/legal/privacy-policy-page'), 'PrivacyPolicyPage');
const TermsOfServicePage = named(() => import('../features/legal/terms-of-service-page'), 'TermsOfServicePage');
const PdPopPage = named(() => import('../features/landing/pd-pop-page'), 'PdPopPage');
const PopPage = named(() => import('../features/landing/pop-page'), 'PopPage');
const LandingPage = named(() => import('../features/landing/landing-page'), 'LandingPage');
const LandingPhonePage = named(() => import('../features/landing/landing-phone-page'), 'LandingPhonePage');
const FeedbackListPage = named(() => import('../features/feedback/feedback-list-page'), 'FeedbackListPage');
const AddFeedbackPage = named(() => import('../features/feedback/add-feedback-page'), 'AddFeedbackPage');
const FeedbackDetailPage = named(() => import('../features/feedback/feedback-detail-page'), 'FeedbackDetailPage');
const FeedbackFaqPage = named(() => import('../features/feedback/feedback-faq-page'), 'FeedbackFaqPage');
const FeedbackResultPage = named(() => import('../features/feedback/feedback-result-page'), 'FeedbackResultPage');
const ReviewPage = named(() => import('../features/deal/review-page'), 'ReviewPage');
const ReviewQuotaPage = named(() => import('../features/deal/review-quota-page'), 'ReviewQuotaPage');
const LendingPage = named(() => import('../features/deal/lending-page'), 'LendingPage');
const RejectPage = named(() => import('../features/deal/reject-page'), 'RejectPage');
const AdvertPage = named(() => import('../features/landing/advert-page'), 'AdvertPage');

const SCREENS: ReadonlyArray<{ path: string; element: ReactNode }> = [
  { path: PATHS.home, element: <HomePage /> },
  { path: PATHS.records, element: <RecordsPage /> },
  { path: PATHS.me, element: <MePage /> },
  { path: PATHS.addBankCard, element: <AddBankCardPage /> },
  { path: PATHS.idCardAuthentication, element: <IdCardAuthenticationPage /> },
  { path: PATHS.idCardFacial, element: <IdCardFacialPage /> },
  { path: PATHS.personalInfomation, element: <PersonalInfomationPage /> },
  { path: PATHS.additionalInfomation, element: <AdditionalInfomationPage /> },
  { path: PATHS.emergencyContact, element: <EmergencyContactPage /> },
  { path: PATHS.loanQuestion, element: <LoanQuestionPage /> },
  { path: PATHS.toBorrow, element: <ToBorrowPage /> },
  { path: PATHS.productDetails, element: <ProductDetailsPage /> },
  { path: PATHS.repayDetail, element: <RepayDetailPage /> },
  { path: PATHS.exhibitionPeriodDetail, element: <ExhibitionPeriodDetailPage /> },
  { path: PATHS.cashier, element: <CashierPage /> },
  { path: PATHS.customerServices, element: <CustomerServicesPage /> },
  { path: PATHS.settings, element: <SettingsPage /> },
  { path: PATHS.aboutUs, element: <AboutUsPage /> },
  { path: PATHS.faq, element: <FaqPage /> },
  { path: PATHS.language, element: <LanguagePage /> },
  { path: PATHS.openApp, element: <OpenAppPage /> },
  { path: PATHS.deleteAccount, element: <DeleteAccountPage /> },
  { path: PATHS.login, element: <LoginPage /> },
  { path: PATHS.privacyPolicy, element: <PrivacyPolicyPage /> },
  { path: PATHS.termsOfService, element: <TermsOfServicePage /> },
  { path: PATHS.pdPop, element: <PdPopPage /> },
  { path: PATHS.pop, element: <PopPage /> },
  { path: PATHS.yx1, element: <LandingPage /> },
  { path: PATHS.yx2, element: <LandingPage /> },
  { path: PATHS.yx3, element: <LandingPhonePage /> },
  { path: PATHS.feedbackList, element: <FeedbackListPage /> },
  { path: PATHS.addFeedback, element: <AddFeedbackPage /> },
  { path: PATHS.feedbackDetail, element: <FeedbackDetailPage /> },
  { path: PATHS.feedbackFaq, element: <FeedbackFaqPage /> },
  { path: PATHS.feedbackResult, element: <FeedbackResultPage /> },
  { path: PATHS.review, element: <ReviewPage /> },
  { path: PATHS.reviewQuota, element: <ReviewQuotaPage /> },
  { path: PATHS.lending, element: <LendingPage /> },
  { path: PATHS.reject, element: <RejectPage /> },
  { path: PATHS.advert, element: <AdvertPage /> },
];

/**
 * Starts downloading the screen of a path (`/borrow/product_details`, without the query), following the
 * redirects of spec section 2; a protected screen without a session is the login screen. Resolves once
 * the chunk is in (never rejects: a failed download is the screen's own to retry).
 */
export function preloadScreen(pathname: string, loggedIn: boolean): Promise<void> {
  const target = REDIRECTS[pathname] ?? pathname;
  const path = PROTECTED_PATHS.has(target) && !loggedIn ? PATHS.login : target;
  const element = SCREENS.find((screen) => screen.path === path)?.element;
  const preload = isValidElement(element) ? preloads.get(element.type as ComponentType) : undefined;
  return preload ? preload().then(
    () => undefined,
    () => undefined,
  ) : Promise.resolve();
}

/** The routes of spec section 2, under the hash router the WebView needs. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {SCREENS.map(({ path, element }) => (
          <Route
            key={path}
            path={path}
            element={PROTECTED_PATHS.has(path) ? <RequireToken>{element}</RequireToken> : element}
          />
        ))}
        {Object.entries(REDIRECTS).map(([from, to]) => (
          <Route
            key={from}
            path={from}
            element={
              PROTECTED_PATHS.has(from) ? (
                <RequireToken>
                  <Navigate to={to} replace />
                </RequireToken>
              ) : (
                <Navigate to={to} replace />
              )
            }
          />
        ))}
        <Route path="*" element={<ExternalRedirect />} />
      </Route>
    </Routes>
  );
}

/** The router root. */
export function AppRouter() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
