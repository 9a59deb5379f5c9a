import type { Invariant } from './observation';

/**
 * Errors of the mock world's own machinery, not of the app: the browser failing to update MSW's service
 * worker (seen once in a while under load, on a mock build only; the production build has no worker).
 */
export function isMockInfrastructureError(message: string): boolean {
  return /ServiceWorker/.test(message) && /mockServiceWorker\.js/.test(message);
}

/** No uncaught error, no unhandled rejection, no `[cuota]` error line in the console. */
export const noUncaughtError: Invariant = {
  name: 'no-uncaught-error',
  description: 'no uncaught error, unhandled rejection or [cuota] console error',
  check(o) {
    const pageErrors = o.pageErrors.filter((e) => !isMockInfrastructureError(e));
    const first = pageErrors[0] ?? o.appErrorLogs[0];
    if (first === undefined) return null;
    const count = pageErrors.length + o.appErrorLogs.length;
    const kind = pageErrors.length > 0 ? 'uncaught error' : 'app error log';
    return {
      invariant: this.name,
      message: `${kind}${count > 1 ? ` (and ${count - 1} more)` : ''}: ${first.split('\n')[0]!.slice(0, 300)}`,
    };
  },
};
