// `npm run bench`: figures and ratios, not pass/fail (timings flake on shared 2-core machines).
import { performance } from 'node:perf_hooks';
import { decrypt, encrypt } from '../../src/api/envelope';
import type { DomainEvent, OrderStatus } from '../../src/domain/events';
import { initialState } from '../../src/domain/state';
import { foldChunked } from '../../src/store/store';
import { borrowerLogEvents, syntheticEvents } from '../../src/domain/testing/event-fixtures';

const STATUSES: OrderStatus[] = ['assessing', 'disbursing', 'repaying', 'overdue', 'finished'];

/** A realistic mix: sessions, steps, quota, orders moving through statuses, repayments, language. */
function makeEvents(n: number): DomainEvent[] {
  const events: DomainEvent[] = [];
  for (let i = 0; events.length < n; i += 1) {
    const at = 1_700_000_000_000 + i * 1000;
    const orderId = `o${i % 50}`;
    switch (i % 8) {
      case 0:
        events.push({ type: 'session/loggedIn', at, mobile: '5512345678', token: 'Bearer t', via: 'web' });
        break;
      case 1:
        events.push({ type: 'application/stepCompleted', at, step: 'personalInfomation', progress: 25 });
        break;
      case 2:
        events.push({ type: 'quota/granted', at, amount: 5000 });
        break;
      case 3:
        events.push({
          type: 'order/created',
          at,
          order: { orderId, status: 'assessing', principal: 3000, days: 91, dueDate: null, createdAt: at },
        });
        break;
      case 4:
      case 5:
        events.push({ type: 'order/statusChanged', at, orderId, status: STATUSES[i % STATUSES.length]! });
        break;
      case 6:
        events.push({ type: 'repayment/confirmed', at, orderId, amount: 500, channel: 'spei', reference: `r${i}` });
        break;
      default:
        events.push({ type: 'settings/languageChanged', at, language: i % 16 === 7 ? 'en' : 'es' });
    }
  }
  return events;
}

function best(runs: number, fn: () => void): number {
  let min = Infinity;
  for (let r = 0; r < runs; r += 1) {
    const start = performance.now();
    fn();
    min = Math.min(min, performance.now() - start);
  }
  return min;
}

const N = 100_000;
// Three mixes: a borrower's log (a few orders, polled and moved through statuses many times: what a
// journey looks like), a mixed log (50 orders, 12,500 repayments), and an insert-heavy stress log
// (20,000 new orders). The goal is stated on the borrower's log; the others show where immer's cost is.
const mixes: Array<[string, DomainEvent[]]> = [
  ["borrower's log", borrowerLogEvents(N)],
  ['mixed log', makeEvents(N)],
  ['insert-heavy stress', syntheticEvents(N)],
];
for (const [name, events] of mixes) {
  foldChunked(initialState, events); // warm up
  const foldMs = best(5, () => foldChunked(initialState, events));
  const perSecond = N / (foldMs / 1000);
  console.log(
    `fold ${N.toLocaleString('en')} events, ${name.padEnd(20)} ${foldMs.toFixed(1).padStart(7)} ms = ${Math.round(perSecond).toLocaleString('en').padStart(10)} events/s (${(perSecond / 1e6).toFixed(2)}× the 1,000,000/s goal)`,
  );
}

const body = JSON.stringify({ text: 'x'.repeat(10 * 1024 - 12) });
const pkg = 'com.cuota.mx';
const cipher = encrypt(body, pkg);
const REPS = 200;
const encMs = best(3, () => {
  for (let i = 0; i < REPS; i += 1) encrypt(body, pkg);
}) / REPS;
const decMs = best(3, () => {
  for (let i = 0; i < REPS; i += 1) decrypt(cipher, pkg);
}) / REPS;
console.log(`envelope 10 KiB body: encrypt ${encMs.toFixed(3)} ms, decrypt ${decMs.toFixed(3)} ms (round trip ${(encMs + decMs).toFixed(3)} ms; ${(((encMs + decMs) / 16.7) * 100).toFixed(1)}% of a 60 Hz frame)`);
