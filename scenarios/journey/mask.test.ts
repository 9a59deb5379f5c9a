import fc from 'fast-check';
import { buildCardNumber, buildClabe, makeIdentity } from '#contracts/mock-world';
import { canon, serializeJourney } from './format';
import { TEST_META } from './journey-fixtures';
import { canonJson, keepEdges, maskText, maskValue } from './mask';
import { createJourneyRecorder } from './recorder';

const NOW = 1_732_233_445_000;
const digits = (length: number, first = fc.integer({ min: 0, max: 9 })) =>
  fc
    .tuple(first, fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 }))
    .map(([d, rest]) => `${d}${rest.join('')}`);
const mobileArb = digits(10, fc.integer({ min: 2, max: 9 }));

/** A borrower of the mock world with the numbers the app sees: identity, card, CLABE, contact phone. */
const borrowerArb = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    mobile: mobileArb,
    card15: digits(15, fc.constantFrom(4, 5)),
    account11: digits(11),
    contact: mobileArb,
  })
  .map(({ seed, mobile, card15, account11, contact }) => ({
    mobile,
    contact,
    person: makeIdentity(seed, mobile, NOW),
    card: buildCardNumber(card15),
    clabe: buildClabe('40012', '180', account11),
  }));

type Borrower = typeof borrowerArb extends fc.Arbitrary<infer B> ? B : never;

const spaced = (n: string, groups: number[]) => {
  let i = 0;
  return groups.map((g) => n.slice(i, (i += g))).join(' ');
};

/** Records a journey where the borrower's data shows up in every place the app puts it. */
function recordJourneyOf(b: Borrower, mask = true): string {
  let now = NOW;
  const recorder = createJourneyRecorder({ meta: TEST_META, clock: () => (now += 1000), mask });
  const p = b.person;
  recorder.record('route', { path: `/user/login?mobile=${b.mobile}` });
  recorder.record('event', { type: 'session/verifyCodeSent', at: now, mobile: b.mobile, purpose: 'login' });
  recorder.record('event', {
    type: 'session/loggedIn',
    at: now,
    mobile: b.mobile,
    token: 'Bearer eyJhbGciOi.abc',
    via: 'web',
  });
  recorder.recordTrace({
    kind: 'request',
    id: 1,
    at: now,
    endpoint: '/user/personal-info',
    method: 'POST',
    path: '/user/personal-info',
    payload: {
      ...p,
      nationalId: p.curp,
      mobile: Number(b.mobile),
      contacts: [{ name: 'Mamá', phone: b.contact, relation: 2 }],
    },
  });
  recorder.recordTrace({
    kind: 'response',
    id: 1,
    at: now,
    endpoint: '/user/personal-info',
    code: 0,
    data: { user: { curp: p.curp, rfc: p.rfc, nss: p.nss, email: p.email } },
  });
  recorder.recordTrace({
    kind: 'request',
    id: 2,
    at: now,
    endpoint: '/user/bank-card',
    method: 'POST',
    path: '/user/bank-card',
    payload: { cardNumber: b.card, clabe: b.clabe, bankAccount: b.clabe, card: { number: b.card } },
  });
  recorder.recordTrace({
    kind: 'bridge-reply',
    id: 'b7',
    method: 'setCaptureMode',
    ok: true,
    result: { front: `data:image/jpeg;base64,${'QUJD'.repeat(100)}` },
  });
  recorder.record('note', {
    type: 'sms',
    body: `Cuota: tu código es 4821. Enviado al +52 ${b.mobile}. CURP ${p.curp}, CLABE ${b.clabe}, tarjeta ${spaced(b.card, [4, 4, 4, 4])}, correo ${p.email}`,
  });
  recorder.record('screen', {
    type: 2,
    node: {
      type: 0,
      childNodes: [
        {
          type: 3,
          textContent: `Hola, tu número ${spaced(b.mobile, [2, 4, 4])} y CURP ${p.curp.toLowerCase()}`,
        },
        { type: 2, tagName: 'input', attributes: { name: 'bank', value: b.card } },
        { type: 2, tagName: 'span', attributes: { 'data-phone': b.contact }, childNodes: [] },
      ],
    },
  });
  recorder.record('response', {
    id: 3,
    endpoint: '/user/contacts',
    code: 0,
    data: { byMobile: { [b.mobile]: { relation: 'self' } } },
  });
  return serializeJourney(recorder.toFile());
}

describe('a masked journey file', () => {
  it('holds no CURP, RFC, NSS, phone, card or CLABE number of the borrower, in any place or format', () => {
    fc.assert(
      fc.property(borrowerArb, (b) => {
        const text = recordJourneyOf(b);
        const squeezed = text.replace(/[ -]/g, '');
        for (const secret of [
          b.mobile,
          b.contact,
          b.card,
          b.clabe,
          b.person.curp,
          b.person.rfc,
          b.person.nss,
          b.person.email,
        ]) {
          // Bounded: a shrunk mobile such as 2000000000 is also a substring of every epoch-ms time.
          const alone = new RegExp(`(?<![0-9A-Za-z])${secret.replace(/[.+]/g, '\\$&')}(?![0-9A-Za-z])`);
          expect(text).not.toMatch(alone);
          expect(squeezed).not.toMatch(alone);
        }
        expect(text.toLowerCase()).not.toContain(b.person.curp.toLowerCase());
        expect(text).not.toContain('eyJhbGciOi');
        expect(text).not.toContain('QUJDQUJD');
      }),
      { numRuns: 40 },
    );
  });

  it('keeps a shape hint of each value and says it is masked', () => {
    const b = fc.sample(borrowerArb, { numRuns: 1, seed: 42 })[0]!;
    const file = JSON.parse(recordJourneyOf(b));
    expect(file.meta.masked).toBe(true);
    const request = file.entries.find(
      (e: { kind: string; data: { endpoint?: string } }) =>
        e.kind === 'request' && e.data.endpoint === '/user/personal-info',
    );
    const payload = request.data.payload;
    expect(payload.curp).toBe(`${b.person.curp.slice(0, 4)}${'*'.repeat(14)}`);
    expect(payload.mobile).toBe(`${b.mobile.slice(0, 2)}******${b.mobile.slice(-2)}`);
    expect(payload.firstName.charAt(0)).toBe(b.person.firstName.charAt(0));
    expect(payload.firstName.slice(1)).toMatch(/^[* ]*$/);
    expect(payload.email).toMatch(/^[a-z][*.]+@example\.com$/);
    expect(payload.birthday).toBe(`${b.person.birthday.slice(0, 4)}-**-**`);
    expect(payload.contacts[0]).toEqual({
      name: 'M***',
      phone: `${b.contact.slice(0, 2)}******${b.contact.slice(-2)}`,
      relation: 2,
    });
    const card = file.entries.find(
      (e: { data: { endpoint?: string } }) => e.data.endpoint === '/user/bank-card',
    ).data.payload;
    expect(card.cardNumber).toBe(`${'*'.repeat(12)}${b.card.slice(-4)}`);
    expect(card.card.number).toBe(card.cardNumber);
    expect(card.clabe).toBe(`${'*'.repeat(14)}${b.clabe.slice(-4)}`);
    expect(file.meta.device.androidId).toBe('************0718');
  });

  it('keeps what a reviewer needs: amounts, statuses, order ids, times and non-personal names', () => {
    const masked = maskValue({
      type: 'order/created',
      at: 1_732_233_445_000,
      order: { orderId: 'LO202411220001', status: 'repaying', principal: 3000 },
      path: '/store/order/last?timestamp=1732233445',
      appName: 'Cuota',
      bankName: 'BBVA México',
      reference: 'r1',
      byId: { '5512345678': { status: 'ok' } },
      accepted: true,
    });
    expect(masked).toEqual({
      type: 'order/created',
      at: 1_732_233_445_000,
      order: { orderId: 'LO202411220001', status: 'repaying', principal: 3000 },
      path: '/store/order/last?timestamp=1732233445',
      appName: 'Cuota',
      bankName: 'BBVA México',
      reference: 'r1',
      byId: { '5512345678': { status: 'ok' } },
      accepted: true,
    });
  });

  it('keeps unmasked values only in a recording explicitly made unmasked, and says so', () => {
    const b = fc.sample(borrowerArb, { numRuns: 1, seed: 7 })[0]!;
    const text = recordJourneyOf(b, false);
    expect(JSON.parse(text).meta.masked).toBe(false);
    expect(text).toContain(b.person.curp);
    expect(text).toContain(b.clabe);
  });
});

describe('masking', () => {
  it('is idempotent: masking a masked value changes nothing (replay compares masked states)', () => {
    fc.assert(
      fc.property(borrowerArb, fc.jsonValue(), (b, extra) => {
        const value = {
          person: b.person,
          card: b.card,
          text: `tel ${b.mobile} ${b.clabe}`,
          [b.mobile]: 1,
          extra,
        };
        const once = maskValue(value);
        expect(maskValue(once)).toEqual(once);
      }),
      { numRuns: 60 },
    );
  });

  it('masks phones, CURPs, cards and e-mails inside free text and leaves the words around them', () => {
    expect(maskText('Llama al 55 1234 5678 o escribe a ana.lopez@gmail.com')).toBe(
      'Llama al 55 **** **78 o escribe a a**.*****@gmail.com',
    );
    expect(maskText('CURP: BOXW010820HNERXNA1.')).toBe('CURP: BOXW**************.');
    expect(maskText('tarjeta 4111-1111-1111-1111')).toBe('tarjeta ****-****-****-1111');
    expect(maskText('NSS 12345678901 y folio 1732233445')).toBe('NSS 12*******01 y folio 1732233445');
  });

  it('masks the members of a record under a secret key by their own names, not as one secret', () => {
    expect(
      maskValue({ verifyCode: { mobile: '5512345678', purpose: 'login', sentAt: 5 }, smsCode: '4821' }),
    ).toEqual({
      verifyCode: { mobile: '55******78', purpose: 'login', sentAt: 5 },
      smsCode: '******',
    });
  });

  it('hides a value whole when it is too short to keep its edges', () => {
    expect(keepEdges('1234', 2, 2)).toBe('****');
    expect(keepEdges('5512345678', 2, 2)).toBe('55******78');
  });
});

describe('canonJson', () => {
  it('writes the same text as canon of the masked (or cleaned) copy', () => {
    fc.assert(
      fc.property(borrowerArb, fc.jsonValue(), (b, extra) => {
        const value = {
          person: b.person,
          cards: [b.card, { number: b.clabe }],
          note: `tel ${b.mobile}`,
          [b.mobile]: 1,
          [`55${b.mobile.slice(2)}`]: 2,
          extra,
        };
        expect(canonJson(value, true)).toBe(canon(maskValue(value)));
        expect(canonJson(value, false)).toBe(referenceCanon(value));
      }),
      { numRuns: 60 },
    );
  });

  it('never reuses the text of a frozen object whose members can still change', () => {
    const inner = { mobile: '5512345678' };
    const shallow = Object.freeze({ inner });
    expect(canonJson(shallow, true)).toBe('{"inner":{"mobile":"55******78"}}');
    inner.mobile = '3311112222';
    expect(canonJson(shallow, true)).toBe('{"inner":{"mobile":"33******22"}}');
  });
});

/** A plain reference: sorted keys, JSON.stringify for everything else (integer-like keys too, unlike object order). */
function referenceCanon(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(referenceCanon).join(',')}]`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${referenceCanon(record[key])}`)
    .join(',')}}`;
}
