import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { NavBar } from '../components/ui/nav-bar';
import { PATHS } from '../domain/paths';
import { useT } from '../i18n/i18n';
import { FirstScreenMark } from './first-screen';
import { logError } from './log-error';

/**
 * A screen's file (its lazy chunk) could not be downloaded. The router throws it from the screen's place;
 * `retry` makes the next render of the screen download the file again (until then the failure stays, so
 * that React's own re-renders reach this boundary instead of downloading in a loop).
 */
export class ScreenLoadError extends Error {
  constructor(
    readonly screen: string,
    cause: unknown,
    readonly retry: () => void,
  ) {
    super(`The screen ${screen} could not be downloaded`, { cause });
    this.name = 'ScreenLoadError';
  }
}

/**
 * Chromium (the Android WebView) keeps a module download that failed for the rest of the page's life
 * (whatwg/html#6768): importing the file again fails at once, even with the connection back. So when a
 * retry fails the same way, the page asks its server: if it answers, the page loads again on the same hash
 * route (the event log and the mock world survive a reload) and downloads the screen afresh; if it does not
 * (still offline), the message stays, since a reload would show the WebView's own error page.
 */
export const pageReload = {
  serverAnswers: (): Promise<boolean> =>
    fetch(window.location.href.split('#')[0]!, { method: 'HEAD', cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  reload: (): void => window.location.reload(),
};

interface Props {
  /** The location's key: a new location (navigation) clears a shown error. */
  resetKey: unknown;
  /** Where the error happened, for the log (the route's path). */
  where: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
}

const FINE: State = { failed: false, error: null };

/**
 * The route-level error boundary: a screen that throws while rendering, or whose file cannot be downloaded,
 * shows a message in the borrower's language with "try again" and a way home, instead of a blank page. The
 * error is logged. The tab bar and the rest of the frame stay.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = FINE;
  /** The screen whose download the last "try again" retried. */
  private retried: string | null = null;

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const loadFailed = error instanceof ScreenLoadError;
    logError(
      loadFailed
        ? `The screen at ${this.props.where} could not be downloaded`
        : `The screen at ${this.props.where} failed`,
      error,
      info.componentStack,
    );
    if (loadFailed && this.retried === error.screen) {
      void pageReload.serverAnswers().then((answers) => {
        if (answers) pageReload.reload();
      });
    }
    this.retried = null;
  }

  override componentDidUpdate(previous: Props, previousState: State): void {
    // Only an error shown before the navigation is cleared (the navigation itself may have caused it).
    if (previousState.failed && this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.retried = null;
      this.reset();
    }
  }

  private reset() {
    const { error } = this.state;
    // A screen that could not be downloaded is downloaded again when it renders next.
    if (error instanceof ScreenLoadError) error.retry();
    this.setState(FINE);
  }

  private readonly tryAgain = () => {
    const { error } = this.state;
    this.retried = error instanceof ScreenLoadError ? error.screen : null;
    this.reset();
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ScreenError loadFailed={this.state.error instanceof ScreenLoadError} onRetry={this.tryAgain} />;
  }
}

function ScreenError({ loadFailed, onRetry }: { loadFailed: boolean; onRetry: () => void }) {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <>
      <NavBar title={t('screenError.title')} />
      <section className="screen">
        <div className="card">
          <p role="alert">{t(loadFailed ? 'screenError.loadFailed' : 'screenError.crashed')}</p>
          <div className="actions">
            <button type="button" className="btn btn--block" onClick={onRetry}>
              {t('app.retry')}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--block"
              onClick={() => void navigate(PATHS.home)}
            >
              {t('screenError.home')}
            </button>
          </div>
        </div>
      </section>
      {/* The message is this route's screen: what waits for the first screen to paint need not wait more. */}
      <FirstScreenMark />
    </>
  );
}

/**
 * The last line: an error outside any screen (the frame, the tab bar, the router itself) would make React
 * unmount the whole app and leave a blank WebView. This shows the message instead, with "try again" (renders
 * the app again) and a way home; it needs neither the router nor the store, which may be what failed.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = FINE;

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logError('The app frame failed', error, info.componentStack);
  }

  private readonly tryAgain = () => this.setState(FINE);

  private readonly goHome = () => {
    window.location.hash = PATHS.home;
    this.setState(FINE);
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <AppError onRetry={this.tryAgain} onHome={this.goHome} />;
  }
}

function AppError({ onRetry, onHome }: { onRetry: () => void; onHome: () => void }) {
  const { t } = useT();
  return (
    <section className="screen">
      <h1>{t('screenError.title')}</h1>
      <div className="card">
        <p role="alert">{t('screenError.crashed')}</p>
        <div className="actions">
          <button type="button" className="btn btn--block" onClick={onRetry}>
            {t('app.retry')}
          </button>
          <button type="button" className="btn btn--ghost btn--block" onClick={onHome}>
            {t('screenError.home')}
          </button>
        </div>
      </div>
      <FirstScreenMark />
    </section>
  );
}
