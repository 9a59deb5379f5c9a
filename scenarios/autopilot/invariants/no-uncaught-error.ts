import type { Invariant } from './observation';

/** No uncaught error, no unhandled rejection, no `[cuota]` error line in the console. */
export const noUncaughtError: Invariant = {
  name: 'no-uncaught-error',
  description: 'no uncaught error, unhandled rejection or [cuota] console error',
  check(o) {
    const first = o.pageErrors[0] ?? o.appErrorLogs[0];
    if (first === undefined) return null;
    const count = o.pageErrors.length + o.appErrorLogs.length;
    const kind = o.pageErrors.length > 0 ? 'uncaught error' : 'app error log';
    return {
      invariant: this.name,
      message: `${kind}${count > 1 ? ` (and ${count - 1} more)` : ''}: ${first.split('\n')[0]!.slice(0, 300)}`,
    };
  },
};
