import { canon, type JourneyFile } from '../../../scenarios/journey/format';

/** Where two journeys first part: by their domain events, ignoring time stamps. */
export type JourneyComparison =
  | { same: true; events: number }
  | {
      same: false;
      /** Index among the event entries where they differ. */
      eventIndex: number;
      left?: { seq: number; type: string; data: unknown };
      right?: { seq: number; type: string; data: unknown };
    };

interface EventAt {
  seq: number;
  type: string;
  data: unknown;
  key: string;
}

function eventEntries(file: Pick<JourneyFile, 'entries'>): EventAt[] {
  return file.entries
    .filter((entry) => entry.kind === 'event')
    .map((entry) => {
      const data = entry.data as Record<string, unknown>;
      // The moment an event happened differs between any two runs; what happened must not.
      const { at: _at, ...rest } = data;
      return {
        seq: entry.seq,
        type: typeof rest.type === 'string' ? rest.type : '?',
        data,
        key: canon(rest),
      };
    });
}

/** Compares two journeys' event sequences and names the first divergence. */
export function compareJourneys(
  left: Pick<JourneyFile, 'entries'>,
  right: Pick<JourneyFile, 'entries'>,
): JourneyComparison {
  const a = eventEntries(left);
  const b = eventEntries(right);
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const x = a[i];
    const y = b[i];
    if (x?.key !== y?.key) {
      return {
        same: false,
        eventIndex: i,
        ...(x ? { left: { seq: x.seq, type: x.type, data: x.data } } : {}),
        ...(y ? { right: { seq: y.seq, type: y.type, data: y.data } } : {}),
      };
    }
  }
  return { same: true, events: a.length };
}
