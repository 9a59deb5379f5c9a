/**
 * The page's timers, movable without waiting: the frame's `setTimeout` is wrapped so every timer is also
 * known with its due time; `advance(ms)` fires at once, in due order, each timer that falls due within
 * `ms` (and the ones those schedule), as Playwright's `clock.fastForward` does in the headless runner.
 * Timers still fire on their own in real time. Date is left alone (the app's time-outs are timers).
 */

/** Timer functions of a window (the part this wraps). */
export interface TimerHost {
  setTimeout: (handler: TimerHandler, timeout?: number, ...args: unknown[]) => number;
  clearTimeout: (id: number | undefined) => void;
}

/** Installed virtual timers. */
export interface VirtualTimers {
  /** Moves the timers' time forward by `ms`; returns how many timers fired. */
  advance(ms: number): number;
  /** Timers waiting now. */
  pending(): number;
  /** Puts the window's own functions back. */
  uninstall(): void;
}

interface Pending {
  due: number;
  order: number;
  run: () => void;
}

/** Wraps a window's setTimeout/clearTimeout; `now` is real time in ms (default performance.now). */
export function installVirtualTimers(
  host: TimerHost,
  now: () => number = () => performance.now(),
): VirtualTimers {
  const realSet = host.setTimeout;
  const realClear = host.clearTimeout;
  const timers = new Map<number, Pending>();
  let offset = 0;
  let order = 0;
  // While `advance` fires a timer, time stands at its due time (what it schedules counts from there).
  let firingAt: number | null = null;

  const virtualNow = () => firingAt ?? now() + offset;

  const wrappedSet = (handler: TimerHandler, timeout = 0, ...args: unknown[]): number => {
    const run = () => {
      if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
    };
    const id: number = realSet.call(
      host,
      () => {
        timers.delete(id);
        run();
      },
      timeout,
    );
    // String handlers (eval) are not used by the app; they run in real time only.
    if (typeof handler === 'function')
      timers.set(id, { due: virtualNow() + Math.max(0, Number(timeout) || 0), order: order++, run });
    return id;
  };
  const wrappedClear = (id: number | undefined) => {
    if (id !== undefined) timers.delete(id);
    realClear.call(host, id);
  };
  host.setTimeout = wrappedSet;
  host.clearTimeout = wrappedClear;

  return {
    advance(ms) {
      const until = virtualNow() + ms;
      let fired = 0;
      // Timers scheduled by fired ones count too, as long as they fall due in the window (bounded).
      for (let guard = 0; guard < 10_000; guard += 1) {
        let next: [number, Pending] | undefined;
        for (const entry of timers) {
          if (entry[1].due > until) continue;
          if (
            !next ||
            entry[1].due < next[1].due ||
            (entry[1].due === next[1].due && entry[1].order < next[1].order)
          )
            next = entry;
        }
        if (!next) break;
        timers.delete(next[0]);
        realClear.call(host, next[0]);
        firingAt = next[1].due;
        try {
          next[1].run();
        } finally {
          firingAt = null;
        }
        fired += 1;
      }
      offset += ms;
      return fired;
    },
    pending: () => timers.size,
    uninstall() {
      if (host.setTimeout === wrappedSet) host.setTimeout = realSet;
      if (host.clearTimeout === wrappedClear) host.clearTimeout = realClear;
      timers.clear();
    },
  };
}
