import fc from 'fast-check';
import { ZERO_HASH, canon, hashEntry, rechain, serializeJourney, type JourneyFile } from './format';
import { createJourneyRecorder } from './recorder';
import { readJourney, verifyJourney } from './verify';
import { sha256Hex } from './sha256';

const META = {
  scenarioId: 'test/format',
  appVersion: '0.1.0',
  buildHash: 'abc123',
  locale: 'es' as const,
  device: { packageName: 'com.cuota.mx', platform: 'android' },
  seed: 7,
  startedAt: { virtual: 1_700_000_000_000, wall: 1_700_000_000_500 },
};

describe('canon', () => {
  it('sorts object keys at every level and writes no whitespace', () => {
    expect(canon({ b: 1, a: { d: [3, { z: true, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}',
    );
  });

  it('sorts keys by UTF-16 code units (upper case before lower case, accents last)', () => {
    expect(canon({ b: 0, B: 0, á: 0, a: 0, '10': 0, '9': 0 })).toBe('{"10":0,"9":0,"B":0,"a":0,"b":0,"á":0}');
  });

  it('writes numbers and strings as JSON.stringify does and drops undefined members', () => {
    expect(canon({ n: 1e21, f: 0.1 + 0.2, neg: -0, s: 'é"\n', u: undefined, nan: NaN })).toBe(
      `{"f":0.30000000000000004,"n":1e+21,"nan":null,"neg":0,"s":${JSON.stringify('é"\n')}}`,
    );
    expect(canon([undefined, () => 1])).toBe('[null,null]');
  });

  it('is JSON that parses back to an equal value, whatever the key order it was given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canon(value);
        expect(canon(JSON.parse(text))).toBe(text);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('hashEntry', () => {
  it('is the SHA-256 hex of prev followed by the canonical { seq, at, kind, data }', () => {
    const data = { type: 'quota/granted', amount: 5000, at: 3 };
    expect(hashEntry(ZERO_HASH, { seq: 0, at: 10, kind: 'event', data })).toBe(
      sha256Hex(
        `${ZERO_HASH}{"at":10,"data":{"amount":5000,"at":3,"type":"quota/granted"},"kind":"event","seq":0}`,
      ),
    );
  });

  it('chains: rechain links every prev to the hash before it and ends at the head', () => {
    const { entries, head } = rechain([
      { at: 1, kind: 'note', data: { type: 'journey/started', meta: {} } },
      { at: 2, kind: 'route', data: { path: '/home' } },
    ]);
    expect(entries[0]!.prev).toBe(ZERO_HASH);
    expect(entries[1]!.prev).toBe(entries[0]!.hash);
    expect(head).toBe(entries[1]!.hash);
  });
});

describe('serializeJourney', () => {
  it('writes one entry per line and reads back to the same, still verified, journey', () => {
    let now = 0;
    const recorder = createJourneyRecorder({ meta: META, clock: () => (now += 5) });
    recorder.record('route', { path: '/home' });
    recorder.record('event', { type: 'quota/granted', at: 10, amount: 5000 });
    const file: JourneyFile = recorder.toFile();
    const text = serializeJourney(file);
    expect(text.split('\n').filter((line) => line.startsWith('{"seq"'))).toHaveLength(3);
    const back = readJourney(text);
    expect(back).toEqual(file);
    expect(verifyJourney(back)).toEqual({ ok: true, head: file.head, entries: 3 });
  });
});
