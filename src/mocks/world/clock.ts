import { DAY, HOUR, MINUTE } from './time';

/**
 * The mock world's virtual clock. Tests and scenarios move it by hand ("advance 7 days"); in the
 * browser it can also run with real time, so a person sees a verification code expire.
 */

/** 2026-01-15 10:00 in Mexico City (UTC-6): a weekday inside customer-service hours. */
export const DEFAULT_CLOCK_START = Date.UTC(2026, 0, 15, 16, 0, 0);

/** How far to move the clock; the parts add up. */
export interface ClockStep {
  ms?: number;
  seconds?: number;
  minutes?: number;
  hours?: number;
  days?: number;
}

export interface VirtualClock {
  /** Where the clock started (epoch ms). */
  readonly startedAt: number;
  /** True when the clock also follows real time. */
  readonly running: boolean;
  /** The world's current time (epoch ms). */
  now(): number;
  /** Moves the clock forward and tells subscribers; returns the new time. */
  advance(step: ClockStep): number;
  /** Jumps to an instant (forward or back) and tells subscribers. */
  set(instant: number): number;
  /** Calls `listener(now)` after every advance or set; returns the unsubscribe function. */
  subscribe(listener: (now: number) => void): () => void;
}

export interface ClockOptions {
  /** Start instant (epoch ms); default DEFAULT_CLOCK_START. */
  start?: number;
  /** Follow real time as well as manual steps (the browser); tests keep it frozen. */
  running?: boolean;
  /** The real clock a running clock follows. */
  realNow?: () => number;
}

/** Milliseconds in a step. */
export function stepToMs(step: ClockStep): number {
  return (
    (step.ms ?? 0) +
    (step.seconds ?? 0) * 1000 +
    (step.minutes ?? 0) * MINUTE +
    (step.hours ?? 0) * HOUR +
    (step.days ?? 0) * DAY
  );
}

/** Creates a virtual clock, frozen unless `running` is set. */
export function createClock(options: ClockOptions = {}): VirtualClock {
  const startedAt = options.start ?? DEFAULT_CLOCK_START;
  const running = options.running ?? false;
  const realNow = options.realNow ?? (() => Date.now());
  const realStart = running ? realNow() : 0;
  let offset = 0;
  const listeners = new Set<(now: number) => void>();

  const now = () => startedAt + offset + (running ? realNow() - realStart : 0);
  const notify = () => {
    const t = now();
    for (const listener of listeners) listener(t);
    return t;
  };

  return {
    startedAt,
    running,
    now,
    advance(step) {
      const ms = stepToMs(step);
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError('the clock only moves forward; use set() to go back');
      offset += ms;
      return notify();
    },
    set(instant) {
      offset += instant - now();
      return notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
