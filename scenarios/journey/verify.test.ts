import fc from 'fast-check';
import { JOURNEY_VERSION, rechain, serializeJourney, type JourneyEntry, type JourneyFile } from './format';
import { sampleJourney } from './journey-fixtures';
import { JourneyReadError, readJourney, verifyJourney, type JourneyUpgrade } from './verify';

/** A deep copy to tamper with. */
const copy = (file: JourneyFile): JourneyFile => JSON.parse(JSON.stringify(file)) as JourneyFile;
const data = (entry: JourneyEntry) => entry.data as Record<string, unknown>;

function firstEventWith(file: JourneyFile, key: string): JourneyEntry {
  const entry = file.entries.find((e) => e.kind === 'event' && key in data(e));
  if (!entry) throw new Error(`no event with ${key}`);
  return entry;
}

describe('verifyJourney', () => {
  it('accepts an untouched journey and returns its head', () => {
    const file = sampleJourney();
    expect(verifyJourney(file)).toEqual({ ok: true, head: file.head, entries: file.entries.length });
  });

  it('names the entry whose amount was changed', () => {
    const file = copy(sampleJourney());
    const repayment = firstEventWith(file, 'amount');
    data(repayment).amount = 1;
    expect(verifyJourney(file)).toEqual({
      ok: false,
      firstBadSeq: repayment.seq,
      reason: expect.stringContaining('was changed'),
    });
  });

  it('names the entry that was removed', () => {
    const file = copy(sampleJourney());
    file.entries.splice(10, 1);
    expect(verifyJourney(file)).toEqual({
      ok: false,
      firstBadSeq: 10,
      reason: expect.stringContaining('entry 10 is missing'),
    });
  });

  it('names the first entry of a reordered pair', () => {
    const file = copy(sampleJourney());
    const [a, b] = [file.entries[7]!, file.entries[8]!];
    file.entries[7] = b;
    file.entries[8] = a;
    expect(verifyJourney(file)).toEqual({
      ok: false,
      firstBadSeq: 7,
      reason: expect.stringContaining('out of order'),
    });
  });

  it('catches an edited head, a wrong prev, a re-hashed entry and an edited meta', () => {
    const head = copy(sampleJourney());
    head.head = 'f'.repeat(64);
    expect(verifyJourney(head)).toMatchObject({
      ok: false,
      firstBadSeq: head.entries.length,
      reason: expect.stringContaining('head'),
    });

    const prev = copy(sampleJourney());
    prev.entries[5]!.prev = prev.entries[3]!.hash;
    expect(verifyJourney(prev)).toMatchObject({
      ok: false,
      firstBadSeq: 5,
      reason: expect.stringContaining('wrong prev'),
    });

    // The forger recomputes the changed entry's own hash: the next entry still points to the original.
    const rehashed = copy(sampleJourney());
    const target = firstEventWith(rehashed, 'amount');
    data(target).amount = 1;
    const relinked = rechain(rehashed.entries).entries[target.seq]!;
    target.hash = relinked.hash;
    expect(verifyJourney(rehashed)).toMatchObject({
      ok: false,
      firstBadSeq: target.seq,
      reason: expect.stringContaining('re-hashed'),
    });

    const meta = copy(sampleJourney());
    meta.meta.masked = false;
    expect(verifyJourney(meta)).toMatchObject({
      ok: false,
      firstBadSeq: 0,
      reason: expect.stringContaining('meta'),
    });
  });

  it('catches a journey cut short or re-chained from scratch when the recorded head is known', () => {
    const original = sampleJourney();
    const cut = copy(original);
    cut.entries.length = 20;
    cut.head = cut.entries[19]!.hash;
    expect(verifyJourney(cut)).toEqual({ ok: true, head: cut.head, entries: 20 });
    expect(verifyJourney(cut, { expectedHead: original.head })).toMatchObject({ ok: false, firstBadSeq: 20 });
  });

  type Mutation = (file: JourneyFile, i: number, j: number) => number;
  const mutations: Record<string, Mutation> = {
    'change data': (f, i) => {
      f.entries[i]!.data = { tampered: i, was: f.entries[i]!.data };
      return i;
    },
    'change at': (f, i) => ((f.entries[i]!.at += 1), i),
    'change kind': (f, i) => ((f.entries[i]!.kind = f.entries[i]!.kind === 'route' ? 'screen' : 'route'), i),
    'change seq': (f, i) => ((f.entries[i]!.seq += 1), i),
    'change prev': (f, i) => ((f.entries[i]!.prev = 'e'.repeat(64)), i),
    'change hash': (f, i) => ((f.entries[i]!.hash = 'e'.repeat(64)), i),
    'remove entry': (f, i) => (f.entries.splice(i, 1), i),
    'duplicate entry': (f, i) => (f.entries.splice(i + 1, 0, copy(f).entries[i]!), i + 1),
    'swap two entries': (f, i, j) => {
      const [lo, hi] = i < j ? [i, j] : [j, i === j ? i + 1 : i];
      if (hi >= f.entries.length) return mutations['remove entry']!(f, lo, 0);
      [f.entries[lo], f.entries[hi]] = [f.entries[hi]!, f.entries[lo]!];
      return lo;
    },
    'edit head': (f) => ((f.head = 'd'.repeat(64)), f.entries.length),
  };

  it('detects any single mutation and names the entry it touched', () => {
    const original = sampleJourney();
    const n = original.entries.length;
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(mutations)), fc.nat(n - 1), fc.nat(n - 1), (name, i, j) => {
        const file = copy(original);
        const expected = mutations[name]!(file, i, j);
        const result = verifyJourney(file);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.firstBadSeq).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });
});

describe('readJourney', () => {
  const text = () => serializeJourney(sampleJourney());

  it('reads the current version as it was written', () => {
    expect(readJourney(text())).toEqual(sampleJourney());
  });

  it('rejects a newer version than it knows with a clear error', () => {
    const newer = text().replace(`"version":${JOURNEY_VERSION}`, `"version":${JOURNEY_VERSION + 1}`);
    expect(() => readJourney(newer)).toThrow(
      /version 2 is newer than this reader, which knows versions up to 1: update/,
    );
    try {
      readJourney(newer);
    } catch (error) {
      expect(error).toBeInstanceOf(JourneyReadError);
      expect((error as JourneyReadError).code).toBe('too-new');
    }
  });

  it('says what is wrong with text that is not a journey', () => {
    expect(() => readJourney('{oops')).toThrow(/not JSON/);
    expect(() => readJourney('{"format":"trace"}')).toThrow(/"format" must be "journey"/);
    expect(() => readJourney(text().replace('"kind":"route"', '"kind":"teleport"'))).toThrow(
      /entries\.\d+\.kind/,
    );
  });

  // Hypothetical later versions: v2 renames route data `path` to `to`; v3 adds meta.timezone.
  const upgrades: Record<number, JourneyUpgrade> = {
    1: (file) => {
      const old = file as unknown as JourneyFile;
      const meta = { ...old.meta, upgradedFrom: { version: 1, head: old.head } };
      const { entries, head } = rechain(
        old.entries.map((e) => {
          if (e.seq === 0) return { ...e, data: { type: 'journey/started', meta } };
          return e.kind === 'route' ? { ...e, data: { to: data(e).path ?? null } } : e;
        }),
      );
      return { ...file, version: 2, meta, entries, head };
    },
    2: (file) => {
      const old = file as unknown as JourneyFile;
      const meta = { ...old.meta, timezone: 'America/Mexico_City' };
      // The meta is sealed in entry 0: a step that changes it re-chains.
      const { entries, head } = rechain(
        old.entries.map((e) => (e.seq === 0 ? { ...e, data: { type: 'journey/started', meta } } : e)),
      );
      return { ...file, version: 3, meta, entries, head };
    },
  };

  it('upgrades an older file one version at a time', () => {
    const calls: number[] = [];
    const traced = Object.fromEntries(
      Object.entries(upgrades).map(([v, up]) => [
        v,
        (f: Record<string, unknown>) => (calls.push(Number(v)), up(f)),
      ]),
    );
    const upgraded = readJourney(text(), { version: 3, upgrades: traced }) as unknown as JourneyFile & {
      version: number;
    };
    expect(calls).toEqual([1, 2]);
    expect(upgraded.version).toBe(3);
    expect(upgraded.meta).toMatchObject({
      timezone: 'America/Mexico_City',
      upgradedFrom: { version: 1, head: sampleJourney().head },
    });
    const route = upgraded.entries.find((e) => e.kind === 'route')!;
    expect(route.data).toEqual({ to: '/user/login' });
    expect(verifyJourney(upgraded)).toMatchObject({ ok: true });
  });

  it('refuses to upgrade a file whose old chain is broken, naming the altered entry', () => {
    const file = copy(sampleJourney());
    data(firstEventWith(file, 'amount')).amount = 1;
    const seq = firstEventWith(file, 'amount').seq;
    expect(() => readJourney(serializeJourney(file), { version: 2, upgrades })).toThrow(
      expect.objectContaining({ code: 'tampered', firstBadSeq: seq }),
    );
  });
});
