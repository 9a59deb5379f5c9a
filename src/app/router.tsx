import { lazy, type ComponentType, type ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PlaceholderScreen } from '../components/ui/placeholder-screen';
import { useT } from '../i18n/i18n';
import { ExternalRedirect } from './external-redirect';
import { PATHS, PROTECTED_PATHS, REDIRECTS } from '../domain/paths';
import { RequireToken } from './route-guard';
import { AppLayout } from './shell/app-layout';

// Every screen is its own chunk: the home route loads only what it shows.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const HomePage = named(() => import('../features/home/home-page'), 'HomePage');
const LoginPage = named(() => import('../features/login/login-page'), 'LoginPage');
const MePage = named(() => import('../features/me/me-page'), 'MePage');
const SettingsPage = named(() => import('../features/user-center/settings-page'), 'SettingsPage');
const LanguagePage = named(() => import('../features/user-center/language-page'), 'LanguagePage');

/** A screen that a later issue builds: clearly marked, titled in the user's language. */
function Placeholder({ titleKey }: { titleKey: string }) {
  const { t } = useT();
  return <PlaceholderScreen title={t(titleKey)} />;
}

const SCREENS: ReadonlyArray<{ path: string; element: ReactNode }> = [
  { path: PATHS.home, element: <HomePage /> },
  { path: PATHS.records, element: <Placeholder titleKey="titles.records" /> },
  { path: PATHS.me, element: <MePage /> },
  { path: PATHS.addBankCard, element: <Placeholder titleKey="titles.addBankCard" /> },
  { path: PATHS.idCardAuthentication, element: <Placeholder titleKey="titles.idCardAuthentication" /> },
  { path: PATHS.idCardFacial, element: <Placeholder titleKey="titles.idCardFacial" /> },
  { path: PATHS.personalInfomation, element: <Placeholder titleKey="titles.personalInfomation" /> },
  { path: PATHS.additionalInfomation, element: <Placeholder titleKey="titles.additionalInfomation" /> },
  { path: PATHS.emergencyContact, element: <Placeholder titleKey="titles.emergencyContact" /> },
  { path: PATHS.loanQuestion, element: <Placeholder titleKey="titles.loanQuestion" /> },
  { path: PATHS.toBorrow, element: <Placeholder titleKey="titles.toBorrow" /> },
  { path: PATHS.productDetails, element: <Placeholder titleKey="titles.productDetails" /> },
  { path: PATHS.repayDetail, element: <Placeholder titleKey="titles.repayDetail" /> },
  { path: PATHS.exhibitionPeriodDetail, element: <Placeholder titleKey="titles.exhibitionPeriodDetail" /> },
  { path: PATHS.cashier, element: <Placeholder titleKey="titles.cashier" /> },
  { path: PATHS.customerServices, element: <Placeholder titleKey="titles.customerServices" /> },
  { path: PATHS.settings, element: <SettingsPage /> },
  { path: PATHS.aboutUs, element: <Placeholder titleKey="titles.aboutUs" /> },
  { path: PATHS.faq, element: <Placeholder titleKey="titles.faq" /> },
  { path: PATHS.language, element: <LanguagePage /> },
  { path: PATHS.openApp, element: <Placeholder titleKey="titles.openApp" /> },
  { path: PATHS.deleteAccount, element: <Placeholder titleKey="titles.deleteAccount" /> },
  { path: PATHS.login, element: <LoginPage /> },
  { path: PATHS.privacyPolicy, element: <Placeholder titleKey="titles.privacyPolicy" /> },
  { path: PATHS.termsOfService, element: <Placeholder titleKey="titles.termsOfService" /> },
  { path: PATHS.pdPop, element: <Placeholder titleKey="titles.pdPop" /> },
  { path: PATHS.pop, element: <Placeholder titleKey="titles.pop" /> },
  { path: PATHS.yx1, element: <Placeholder titleKey="titles.landing" /> },
  { path: PATHS.yx2, element: <Placeholder titleKey="titles.landing" /> },
  { path: PATHS.yx3, element: <Placeholder titleKey="titles.landingPhone" /> },
  { path: PATHS.feedbackList, element: <Placeholder titleKey="titles.feedbackList" /> },
  { path: PATHS.addFeedback, element: <Placeholder titleKey="titles.addFeedback" /> },
  { path: PATHS.feedbackDetail, element: <Placeholder titleKey="titles.feedbackDetail" /> },
  { path: PATHS.feedbackFaq, element: <Placeholder titleKey="titles.feedbackFaq" /> },
  { path: PATHS.feedbackResult, element: <Placeholder titleKey="titles.feedbackResult" /> },
  { path: PATHS.review, element: <Placeholder titleKey="titles.review" /> },
  { path: PATHS.reviewQuota, element: <Placeholder titleKey="titles.reviewQuota" /> },
  { path: PATHS.lending, element: <Placeholder titleKey="titles.lending" /> },
  { path: PATHS.reject, element: <Placeholder titleKey="titles.reject" /> },
  { path: PATHS.advert, element: <Placeholder titleKey="titles.advert" /> },
];

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
