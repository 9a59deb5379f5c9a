// The heap of a long session: the app's store (src/store/store.ts) fed 10,000 events one at a time, each
// written to a storage as the app writes localStorage (src/store/persistence.ts), with the heap read after
// a forced garbage collection. Run with `node --expose-gc --import tsx tests/benchmarks/heap.ts` (the
// bench starts it so); prints one JSON line.
import { borrowerLogEvents } from '../../src/domain/testing/event-fixtures';
import type { UnstampedEvent } from '../../src/domain/events';
import { LOG_STORAGE_KEY } from '../../src/store/persistence';
import { createStore } from '../../src/store/store';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

const CHECKPOINTS = [1_000, 10_000];
const TOTAL = CHECKPOINTS.at(-1)!;

function heapMiB(): number {
  for (let i = 0; i < 3; i += 1) gc!();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

const stored = new Map<string, string>();
const storage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};
let now = 1_700_000_000_000;
const store = createStore({ deps: {}, storage, clock: () => (now += 1000) });
// The store stamps `at` itself.
const events: UnstampedEvent[] = borrowerLogEvents(TOTAL).map(({ at: _at, ...event }) => event);
let uncompactedBytes = 0;

const baseline = heapMiB();
const points: Array<{
  events: number;
  heapMiB: number;
  logEvents: number;
  persistedKiB: number;
  uncompactedKiB: number;
}> = [];
for (let i = 0; i < events.length; i += 1) {
  store.dispatch(events[i]!);
  uncompactedBytes += JSON.stringify(events[i]).length + 1;
  await Promise.resolve(); // the store's write runs in a microtask, as in the page
  if (CHECKPOINTS.includes(i + 1)) {
    points.push({
      events: i + 1,
      heapMiB: heapMiB(),
      logEvents: store.log().length,
      persistedKiB: (stored.get(LOG_STORAGE_KEY)?.length ?? 0) / 1024,
      uncompactedKiB: uncompactedBytes / 1024,
    });
  }
}
console.log(JSON.stringify({ baselineMiB: baseline, points }));
