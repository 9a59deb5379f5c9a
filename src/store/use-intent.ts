import { useCallback, useEffect, useRef, useState } from 'react';
import type { DomainEvent } from '../domain/events';
import type { Effect } from './store';
import { useStore } from './use-app-state';

/** An intent a screen runs: the run itself, whether it is going, and what the last one came to. */
export interface Intent<P, R> {
  /** Runs the effect for `payload`, unless a run is still going: a double tap sends one request. */
  run: (payload: P) => void;
  /** True while a run is going. */
  pending: boolean;
  /** What the last run came to (`read` of its events); null before the first ends, and again while one runs. */
  outcome: R | null;
}

/**
 * Runs an intent effect once at a time. The screen renders `pending` and `outcome` (a rejection by its code,
 * a message); `onDone` does what follows a finished run (open the next screen, a toast), also after the
 * screen has gone, as the borrower expects. An outcome for which `final` says true (a saved step, a submitted
 * order: the screen moves on) closes the intent: a tap that lands before the next screen shows sends nothing.
 * `read`, `onDone` and `final` may change between renders: the latest ones are used.
 */
export function useIntent<P, R, D = unknown>(
  effect: Effect<P, D>,
  read: (events: DomainEvent[], payload: P) => R,
  onDone?: (outcome: R, payload: P) => void,
  final?: (outcome: R) => boolean,
): Intent<P, R> {
  const store = useStore<D>();
  const [state, setState] = useState<{ pending: boolean; outcome: R | null }>({
    pending: false,
    outcome: null,
  });
  const running = useRef(false);
  const latest = useRef({ effect, read, onDone, final });
  useEffect(() => {
    latest.current = { effect, read, onDone, final };
  });

  const run = useCallback(
    (payload: P) => {
      if (running.current) return;
      running.current = true;
      setState({ pending: true, outcome: null });
      void store.run(latest.current.effect, payload).then(
        (events) => {
          const outcome = latest.current.read(events, payload);
          running.current = latest.current.final?.(outcome) ?? false;
          setState({ pending: false, outcome });
          latest.current.onDone?.(outcome, payload);
        },
        (error: unknown) => {
          // An effect that throws instead of emitting its failure event: free the intent, report the bug.
          running.current = false;
          setState({ pending: false, outcome: null });
          throw error;
        },
      );
    },
    [store],
  );

  return { run, pending: state.pending, outcome: state.outcome };
}

/** The last event a run emitted, for intents whose outcome is their final event. */
export function lastEvent(events: DomainEvent[]): DomainEvent | null {
  return events.at(-1) ?? null;
}

/** Every event a run emitted, for intents whose outcome takes several (a payment and the re-read offer). */
export function allEvents(events: DomainEvent[]): DomainEvent[] {
  return events;
}
