import SHA256 from 'crypto-js/sha256';
import Hex from 'crypto-js/enc-hex';
import fc from 'fast-check';
import {
  ZERO_HASH,
  canon,
  hashEntry,
  rechain,
  serializeJourney,
  sha256Hex,
  type JourneyFile,
} from './format';
import { createJourneyRecorder } from './recorder';
import { readJourney, verifyJourney } from './verify';

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

describe('sha256Hex', () => {
  it('gives the NIST FIPS 180-4 test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('hashes the UTF-8 bytes of accented letters and emoji, and a lone surrogate as U+FFFD', () => {
    expect(sha256Hex('Ñandú 😀')).toBe('22d93a97246dcdf6446cd88ddf359f3e000b3032fd950c5a7203d7c302d73c5d');
    expect(sha256Hex('a\ud800b')).toBe('05087813392efc16fe8ff448920c6328e53af865df39419436659d9ffda90f7b');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(sha256Hex(text)).toBe(SHA256(text).toString(Hex));
      }),
      { numRuns: 100 },
    );
  });
});

describe('hashEntry', () => {
  it('is the SHA-256 hex of prev followed by the canonical { seq, at, kind, data } (known vector)', () => {
    const data = { type: 'quota/granted', amount: 5000, at: 3 };
    const text = `${ZERO_HASH}{"at":10,"data":{"amount":5000,"at":3,"type":"quota/granted"},"kind":"event","seq":0}`;
    const known = 'baf994748178b6f3375f8658c60c6c19fcd417b77f774bd77d591230298d7814';
    expect(sha256Hex(text)).toBe(known);
    expect(hashEntry(ZERO_HASH, { seq: 0, at: 10, kind: 'event', data })).toBe(known);
  });

  it('chains: rechain links every prev to the hash before it and ends at the known head', () => {
    const { entries, head } = rechain([
      { at: 1, kind: 'note', data: { type: 'journey/started', meta: {} } },
      { at: 2, kind: 'route', data: { path: '/home' } },
    ]);
    expect(entries[0]!.prev).toBe(ZERO_HASH);
    expect(entries[1]!.prev).toBe(entries[0]!.hash);
    expect(head).toBe(entries[1]!.hash);
    expect(head).toBe('53a88970c7e3e62a6a5e7e4ae814aa13e85b80beb697117d711a62b6b650607c');
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
