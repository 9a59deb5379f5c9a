import { act } from '@testing-library/react';
import { Subject } from 'rxjs';
import type { UnstampedEvent } from '../../domain/events';
import type { Effect } from '../store';

/** An effect whose runs a test finishes by hand: each run is a Subject the test feeds and completes. */
export function manualEffect() {
  const runs: { payload: string; events: Subject<UnstampedEvent> }[] = [];
  const effect: Effect<string, unknown> = (payload) => {
    const events = new Subject<UnstampedEvent>();
    runs.push({ payload, events });
    return events;
  };
  return { effect, runs };
}

/** Does `finish` and lets the store's promise settle, inside act(). */
export async function settle(finish: () => void) {
  await act(async () => {
    finish();
    await Promise.resolve();
  });
}
