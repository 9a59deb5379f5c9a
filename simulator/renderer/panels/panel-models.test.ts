import type { DomainEvent } from '#contracts/events';
import { createInitialState } from '#contracts/state';
import type { MockTraffic } from '#contracts/mock-world';
import { sampleJourney } from '../../../scenarios/journey/journey-fixtures';
import { rechain, serializeJourney } from '../../../scenarios/journey/format';
import { LOW_FEE_PRODUCT, borrowJourney } from '../../../scenarios/compliance/review-fixtures';
import { aggregatesOf, changesAt, filterEvents, type EventRow } from './use-events-model';
import { buildFault, describeFault, endpointsOf, type TrafficRow } from './use-network-model';
import { describeActivity, togglePermission } from './use-bridge-model';
import { compareWithText, openJourney, stepAt, summarizeEntry } from './use-journey-model';

function row(index: number, event: Record<string, unknown>, state: unknown): EventRow {
  return { index, event: { at: index, ...event } as unknown as DomainEvent, state };
}

describe('events panel model', () => {
  const rows = [
    row(0, { type: 'config/loaded' }, { session: { token: null } }),
    row(
      1,
      { type: 'session/loggedIn', mobile: '5512345678', token: 't', via: 'native' },
      { session: { token: 't' } },
    ),
  ];

  it('filters by aggregate and by text in the payload', () => {
    expect(filterEvents(rows, '', 'session').map((r) => r.index)).toEqual([1]);
    expect(filterEvents(rows, '5512345678', '').map((r) => r.index)).toEqual([1]);
    expect(filterEvents(rows, 'nothing-like-this', '')).toEqual([]);
  });

  it('lists the aggregates present', () => {
    expect(aggregatesOf(rows)).toEqual(['config', 'session']);
  });

  it('diffs an event against the state before it, the first one against the baseline', () => {
    expect(changesAt(rows, 1)).toEqual([
      expect.objectContaining({ path: 'session.token', before: null, after: 't' }),
    ]);
    expect(changesAt(rows, 0, { session: { token: 'old' } })).toEqual([
      expect.objectContaining({ path: 'session.token', kind: 'changed' }),
    ]);
  });
});

describe('network panel model', () => {
  it('builds the faults the panel offers', () => {
    expect(buildFault('delay', '1500')).toEqual({ kind: 'delay', ms: 1500 });
    expect(buildFault('errorCode', '10010301')).toMatchObject({ kind: 'error', code: 10010301 });
    expect(buildFault('malformed', '')).toEqual({ kind: 'malformed', body: 'notJson' });
    expect(describeFault({ kind: 'timeout' })).toBe('timeout');
    expect(describeFault({ kind: 'error', code: 7, msg: 'x' })).toBe('error code 7');
  });

  it('lists the endpoints seen, without undecryptable paths', () => {
    const traffic = (path: string | null): TrafficRow => ({
      index: 0,
      seenAt: 0,
      sincePrevious: null,
      traffic: { at: 0, method: 'POST', path, payload: null, status: 200 } satisfies MockTraffic,
    });
    expect(endpointsOf([traffic('/b'), traffic('/a'), traffic(null), traffic('/a')])).toEqual(['/a', '/b']);
  });
});

describe('bridge panel model', () => {
  it('describes calls, replies and failures in one line', () => {
    expect(describeActivity({ kind: 'call', at: 0, id: '1', method: 'toLogin', params: {} })).toBe(
      '→ toLogin {}',
    );
    expect(
      describeActivity({
        kind: 'reply',
        at: 0,
        id: '1',
        method: 'toLogin',
        ok: false,
        error: { code: 1, message: 'no' },
      }),
    ).toBe('← toLogin error 1: no');
    expect(togglePermission('granted')).toBe('denied');
    expect(togglePermission('deniedForever')).toBe('granted');
  });
});

describe('journey panel model', () => {
  it('opens a journey, verifies its chain and steps through it with the state at each step', () => {
    const journey = openJourney('sample', serializeJourney(sampleJourney()));
    expect(journey.verify.ok).toBe(true);
    const firstEvent = journey.file.entries.findIndex((entry) => entry.kind === 'event');
    const step = stepAt(journey, firstEvent);
    expect(step?.entry.kind).toBe('event');
    expect(step?.changes.length).toBeGreaterThan(0);
    expect(stepAt(journey, journey.file.entries.length)).toBeNull();
    expect(summarizeEntry(journey.file.entries[firstEvent]!)).toMatch(/\//);
    expect(stepAt(journey, 0)?.state).toEqual(createInitialState());
  });

  it('opens the notes and bookmarks saved beside the chain, and indexes its screens', async () => {
    const { serializeWithAnnotations, emptyAnnotations, toggleBookmark } =
      await import('../journey/annotations');
    const file = sampleJourney();
    const text = serializeWithAnnotations(file, toggleBookmark(emptyAnnotations(file.head), 3));
    const journey = openJourney('annotated', text);
    expect(journey.verify.ok).toBe(true);
    expect(journey.annotations.bookmarks).toEqual([3]);
    expect(journey.annotationsWarning).toBeNull();
    // The fixture's screen is not an rrweb batch: nothing to draw.
    expect(journey.screens.batches).toEqual([]);
  });

  it('flags a tampered journey with the first altered entry', () => {
    const file = sampleJourney();
    const edited = { ...file, entries: file.entries.map((e, i) => (i === 2 ? { ...e, at: e.at + 1 } : e)) };
    const journey = openJourney('edited', serializeJourney(edited));
    expect(journey.verify).toMatchObject({ ok: false, firstBadSeq: 2 });
  });
});

describe('malformed and compared journeys (decision 0065)', () => {
  it('refuses to open a journey whose event cannot be folded, naming the entry', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT);
    // Entry 6 is the order/profileLoaded: without its profile the reducer cannot fold it.
    delete (file.entries[6]!.data as { profile?: unknown }).profile;
    expect(() => openJourney('malformed', serializeJourney({ ...file, ...rechain(file.entries) }))).toThrow(
      /^entry 6 is malformed: order\/profileLoaded cannot be folded/,
    );
    expect(() => openJourney('edited', serializeJourney(file))).toThrow(
      /; the chain is broken too: entry 6 was altered$/,
    );
  });

  it('warns beside its name when the journey compared with is tampered', () => {
    const opened = openJourney('a.journey.json', serializeJourney(sampleJourney()));
    const other = sampleJourney();
    other.entries[2] = { ...other.entries[2]!, at: other.entries[2]!.at + 1 };
    const compared = compareWithText(opened, 'b.journey.json', serializeJourney(other));
    expect(compared.warning).toMatch(/^TAMPERED JOURNEY: entry 2 was altered/);
    expect(compared.name).toBe('b.journey.json');
    expect(compared.result).toMatchObject({ same: true });
    expect(compareWithText(opened, 'c.journey.json', serializeJourney(sampleJourney()))).toMatchObject({
      name: 'c.journey.json',
      warning: null,
    });
  });
});

describe('compare journeys', () => {
  it('finds the first event that differs, ignoring time stamps', async () => {
    const { compareJourneys } = await import('./compare-journeys');
    const a = sampleJourney();
    const shifted = {
      entries: a.entries.map((e) =>
        e.kind === 'event' ? { ...e, data: { ...(e.data as object), at: 1 } } : e,
      ),
    };
    expect(compareJourneys(a, shifted as typeof a)).toMatchObject({ same: true });

    const secondEvent = a.entries.filter((e) => e.kind === 'event')[1]!.seq;
    const changed = {
      entries: a.entries.map((e) => (e.seq === secondEvent ? { ...e, data: { type: 'x/other', at: 0 } } : e)),
    };
    const result = compareJourneys(a, changed);
    expect(result).toMatchObject({ same: false, eventIndex: 1, right: { type: 'x/other' } });
  });
});
