import { Immer } from 'immer';
import { SESSION_ERROR_CODES, type DomainEvent } from '#contracts/events';
import { createInitialState, reduce, type AppState } from '#contracts/state';
import { isCheckpointNote, isRecord, type JourneyEntry } from '../../journey/format';
import type { EventFact, Facts } from '../facts';
import { CITATIONS } from '../citations';
import type { ReviewCheck } from './check';

/** Folds without freezing: the review's states are private and short-lived. */
const viewer = new Immer({ autoFreeze: false });

/** The state recording began from (the first checkpoint's), or the app's initial state. */
function startState(file: Facts['file']): AppState {
  // isCheckpointNote only reads the entry.
  const first = (file.entries as readonly JourneyEntry[]).find((entry) => isCheckpointNote(entry));
  const recorded = first && isCheckpointNote(first) ? first.data.state : undefined;
  const state = createInitialState() as unknown as Record<string, unknown>;
  if (isRecord(recorded)) for (const [k, slice] of Object.entries(recorded)) if (k in state) state[k] = slice;
  return state as unknown as AppState;
}

const ENDING_TYPES: readonly DomainEvent['type'][] = [
  'session/loggedOut',
  'session/expired',
  'account/deleted',
];

/** What one ending event left behind, folded with the app's reducer up to it. */
function endProblem(facts: Facts, state: AppState, end: Facts['events'][number]): string | null {
  if (end.event.type === 'account/deleted') {
    const loggedOut = facts.events.find((e) => e.seq > end.seq && e.event.type === 'session/loggedOut');
    return loggedOut ? null : `account deleted at step ${end.seq} without ending the session`;
  }
  if (state.session.loggedIn || state.session.token !== null)
    return `the session survived ${end.event.type} at step ${end.seq}`;
  if (state.orders.ids.length > 0)
    return `the borrower's orders stayed in the app after ${end.event.type} at step ${end.seq}`;
  return null;
}

/** Item 7: logging out and deleting the account clear local data; session-expiry codes end the session. */
export const sessionEnds: ReviewCheck = {
  id: 7,
  title: 'Logout and account deletion clear local data; session-expiry codes end the session',
  citation: CITATIONS.sessionData,
  run({ facts }) {
    const ends = facts.events.filter((e) => ENDING_TYPES.includes(e.event.type));
    const codes = facts.responses.filter(
      (r) => r.code !== null && (SESSION_ERROR_CODES as readonly number[]).includes(r.code),
    );
    if (ends.length === 0 && codes.length === 0)
      return {
        status: 'notReached',
        seq: null,
        explanation: 'No logout, account deletion or session-expiry code in this journey.',
      };
    const problems: string[] = [];
    const checked: string[] = [];
    // Fold the recorded events to the state right after each ending event.
    let state = startState(facts.file);
    let index = 0;
    for (const end of ends) {
      const upto = facts.events.filter((e, i) => i >= index && e.seq <= end.seq);
      state = viewer.produce(state, (draft) => {
        // The reducer reads the events; the draft takes copies of what it keeps.
        for (const e of upto) reduce(draft, (e as EventFact).event);
      });
      index += upto.length;
      const problem = endProblem(facts, state, end);
      if (problem) problems.push(problem);
      else
        checked.push(
          end.event.type === 'account/deleted'
            ? `account deletion (step ${end.seq})`
            : `${end.event.type} (step ${end.seq})`,
        );
    }
    for (const c of codes) {
      const expired = facts.events.find((e) => e.seq > c.seq && e.event.type === 'session/expired');
      if (!expired) problems.push(`code ${c.code} at step ${c.seq} did not end the session`);
      else checked.push(`code ${c.code} (step ${c.seq}) ended the session at step ${expired.seq}`);
    }
    const seq = ends[0]?.seq ?? codes[0]?.seq ?? null;
    return problems.length > 0
      ? { status: 'fail', seq, explanation: `${problems.join('; ')}.` }
      : { status: 'pass', seq, explanation: `Session and local data cleared: ${checked.join(', ')}.` };
  },
};
