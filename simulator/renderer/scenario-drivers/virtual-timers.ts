import { withGlobal } from '@sinonjs/fake-timers';

/**
 * The page's timers, movable without waiting: @sinonjs/fake-timers (the library Playwright's `page.clock`
 * is built from) takes over the frame's `setTimeout`/`clearTimeout`; `advance(ms)` fires at once, in due
 * order, each timer that falls due within `ms` (and the ones those schedule), as Playwright's
 * `clock.fastForward` does in the headless runner. Between advances the fake time follows real time
 * (`shouldAdvanceTime`, in steps of ADVANCE_STEP_MS), so timers still fire on their own. Date is left alone
 * (the app's time-outs are timers).
 */

/** How often the fake time catches up with real time, in ms (a timer fires at most this late). */
export const ADVANCE_STEP_MS = 10;

/** The part of a window this takes over, and the real interval it follows real time with (a window's Date too). */
export type TimerHost = Pick<Window, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;

/** Installed virtual timers. */
export interface VirtualTimers {
  /** Moves the timers' time forward by `ms`, firing what falls due on the way. */
  advance(ms: number): void;
  /** Timers waiting now. */
  pending(): number;
  /** Puts the window's own functions back (unless a new page replaced them already). */
  uninstall(): void;
}

/** Takes over a window's setTimeout/clearTimeout. */
export function installVirtualTimers(host: TimerHost): VirtualTimers {
  const clock = withGlobal(host).install({
    toFake: ['setTimeout', 'clearTimeout'],
    shouldAdvanceTime: true,
    advanceTimeDelta: ADVANCE_STEP_MS,
    // Timers the page set before the install are cleared with the window's own clearTimeout.
    shouldClearNativeTimers: true,
  });
  const installed = host.setTimeout;
  return {
    advance: (ms) => void clock.tick(ms),
    pending: () => clock.countTimers(),
    uninstall() {
      // After a reload the frame's window holds the new page's own timers: stop following real time only.
      if (host.setTimeout === installed) clock.uninstall();
      else clock.setTickMode({ mode: 'manual' });
    },
  };
}
