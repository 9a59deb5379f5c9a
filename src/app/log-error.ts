/** The prefix of every error the app logs itself (the WebView's console reaches Android's logcat). */
export const ERROR_LOG_PREFIX = '[cuota]';

/**
 * Logs an error the app met while showing a screen: what happened, the error, and where in the component
 * tree when React says so.
 */
export function logError(what: string, error: unknown, componentStack?: string | null): void {
  if (componentStack) console.error(`${ERROR_LOG_PREFIX} ${what}`, error, componentStack);
  else console.error(`${ERROR_LOG_PREFIX} ${what}`, error);
}
