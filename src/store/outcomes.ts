import type { DomainEvent, DomainEventType } from '../domain/events';

/** Where an intent's latest run stands: runtime UI state, neither logged nor persisted (decision 0051). */
export type OutcomeStatus = 'running' | 'done' | 'failed';

/** The latest run of one intent key: its status, the failure's code and message, when, and which run. */
export interface Outcome {
  readonly status: OutcomeStatus;
  /** The `...Failed` event's code when failed; null otherwise. */
  readonly errorCode: string | null;
  /** The `...Failed` event's message (the borrower's words) when failed; null otherwise. */
  readonly message: string | null;
  /** Store clock: when the run started (running) or ended. */
  readonly at: number;
  /** Counts the store's runs; a result of an older run of the key is ignored. */
  readonly runId: number;
}

export interface StartOptions {
  /**
   * Starts a new run even while one of the key is going; the older run's result is then ignored (a load
   * whose payload changed). Without it, a second run of a running key is refused: the double-tap guard.
   */
  supersede?: boolean;
  /**
   * The event types that make the run failed (default: any event carrying `errorCode` and `message`), for
   * effects that also load something on the side whose failure the screen does not show.
   */
  failsOn?: readonly DomainEventType[];
}

/** The failure an event reports, when it is one of `failsOn` (or any `...Failed` event). */
function failureIn(
  event: DomainEvent,
  failsOn: readonly DomainEventType[] | undefined,
): { errorCode: string; message: string } | null {
  if (failsOn && !failsOn.includes(event.type)) return null;
  const e = event as { errorCode?: unknown; message?: unknown };
  return typeof e.errorCode === 'string' && typeof e.message === 'string'
    ? { errorCode: e.errorCode, message: e.message }
    : null;
}

/** The outcome a finished run's events say: failed with the last failure event's code, else done. */
function outcomeOf(
  events: readonly DomainEvent[],
  options: StartOptions,
  at: number,
  runId: number,
): Outcome {
  let failure: { errorCode: string; message: string } | null = null;
  for (const event of events) failure = failureIn(event, options.failsOn) ?? failure;
  return failure
    ? { status: 'failed', ...failure, at, runId }
    : { status: 'done', errorCode: null, message: null, at, runId };
}

/** The store's outcomes slice: one outcome per intent key, the double-tap guard, and its listeners. */
export interface Outcomes {
  get: (key: string) => Outcome | null;
  /** Every key's outcome; a new object on each change (for selectors). */
  all: () => Readonly<Record<string, Outcome>>;
  subscribe: (listener: () => void) => () => void;
  /** Runs `run` under `key` unless a run of the key is going (then null, unless `supersede`). */
  start(key: string, run: () => Promise<DomainEvent[]>, options?: StartOptions): Promise<Outcome | null>;
  /** Forgets every outcome: runs still going then settle into nothing. */
  clear(): void;
}

/** Creates an empty outcomes slice stamped by `clock`. */
export function createOutcomes(clock: () => number): Outcomes {
  let outcomes: Readonly<Record<string, Outcome>> = {};
  let runs = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const set = (key: string, outcome: Outcome) => {
    outcomes = { ...outcomes, [key]: outcome };
    notify();
  };
  return {
    get: (key) => outcomes[key] ?? null,
    all: () => outcomes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(key, run, options = {}) {
      // The double-tap guard: one run of an intent at a time.
      if (outcomes[key]?.status === 'running' && !options.supersede) return Promise.resolve(null);
      const runId = ++runs;
      set(key, { status: 'running', errorCode: null, message: null, at: clock(), runId });
      /** The outcome, kept only while this run is still the key's latest. */
      const settle = (outcome: Outcome): Outcome => {
        if (outcomes[key]?.runId === runId) set(key, outcome);
        return outcome;
      };
      return run().then(
        (events) => settle(outcomeOf(events, options, clock(), runId)),
        (error: unknown) => {
          // An effect that throws instead of emitting its failure event: the intent is freed, the bug reported.
          settle({ status: 'failed', errorCode: 'UNKNOWN', message: null, at: clock(), runId });
          throw error;
        },
      );
    },
    clear() {
      outcomes = {};
      notify();
    },
  };
}
