import { Suspense, useRef, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { getLoadingCount, subscribeLoading } from '../../api/loading';
import { SpinnerOverlay } from '../../components/ui/spinner-overlay';
import { ToastHost } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { TAB_PATHS } from '../../domain/paths';
import { FirstScreenMark } from '../first-screen';
import { RouteErrorBoundary } from '../route-error-boundary';
import { ScreenChange } from './screen-change';
import { TabBar } from './tab-bar';

/**
 * The frame around every screen: content (behind the route's error boundary), the tab bar on tab routes,
 * the spinner overlay and toasts. A screen change is told to screen readers (the page's title, focus on the
 * new screen's heading: `ScreenChange`).
 */
export function AppLayout() {
  const { t } = useT();
  const location = useLocation();
  const loading = useSyncExternalStore(subscribeLoading, getLoadingCount, getLoadingCount);
  const showTabs = TAB_PATHS.includes(location.pathname);
  const main = useRef<HTMLElement>(null);
  const shown = useRef<string | null>(null);
  return (
    <div className={`app${showTabs ? ' app--tabs' : ''}`}>
      {/* data-route: the route whose screen React has committed (a navigation renders in a transition, so the
          URL can be ahead of the screen for a moment); the simulator and the autopilot read it. */}
      <main ref={main} className="app__main" data-route={location.pathname}>
        {/* A screen that throws, or whose file cannot be downloaded, shows a message with a retry here. */}
        <RouteErrorBoundary resetKey={location.key} where={location.pathname}>
          <Suspense fallback={<p className="app__loading">{t('app.loading')}</p>}>
            <Outlet />
            <FirstScreenMark />
            <ScreenChange mainRef={main} shownRef={shown} appName={t('app.name')} />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {showTabs ? <TabBar /> : null}
      <SpinnerOverlay visible={loading > 0} />
      <ToastHost />
    </div>
  );
}
