import { produce } from 'immer';
import type { DomainEvent } from '../domain/events';
import { reduce, type AppState } from '../domain/state';

/** Folds events into a state, one produce per chunk (replay speed stays near a hand-written fold). */
export function foldChunked(state: AppState, events: readonly DomainEvent[], chunkSize = 10_000): AppState {
  // A zero, negative, fractional or NaN size would loop forever or skip events: whole chunks of at least one.
  const size = chunkSize >= 1 ? Math.floor(chunkSize) : 1;
  let next = state;
  for (let start = 0; start < events.length; start += size) {
    const end = Math.min(start + size, events.length);
    next = produce(next, (draft) => {
      for (let i = start; i < end; i += 1) reduce(draft, events[i]!);
    });
  }
  return next;
}
