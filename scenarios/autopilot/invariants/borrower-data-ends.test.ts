import { describe, expect, test } from 'vitest';
import { storageKeyOf, USER_DATA_KEYS } from '#contracts/stored-values';
import {
  BORROWER_STORAGE_KEYS,
  borrowerDataEnds,
  borrowerValues,
  holdsData,
  holdsValue,
} from './borrower-data-ends';
import { goodObservation, type Observation } from './observation';

const stateBefore = {
  session: { loggedIn: true, mobile: '5512345678', token: 'Bearer tk_abcdefghijklmnopqrstuvwxyz012345' },
  application: { identity: { curp: 'GOMA900101MDFRRN09', realName: 'Guadalupe Hernández' } },
  settings: { language: 'es' },
  config: { bySource: { app: { serviceEmail: 'ayuda@cuota.mx' }, store: null } },
};

/** The log a logout leaves: a snapshot of the state with the borrower slices reset, no events. */
const cleanLog = JSON.stringify({
  version: 2,
  snapshot: {
    state: {
      session: { loggedIn: false, mobile: null, token: null },
      settings: { language: 'es' },
      config: stateBefore.config,
    },
    at: 1_764_374_412_345,
  },
  events: [],
});

function afterLogout(overrides: Partial<Observation> = {}): Observation {
  return goodObservation({
    loggedInBefore: true,
    loggedIn: false,
    stateBefore,
    persistedLog: cleanLog,
    stored: {
      language: 'es',
      deviceMsg: '{"traceId":"t","androidId":"a","platform":"android"}',
      'cuota:drafts': '{}',
    },
    ...overrides,
  });
}

describe('borrower-data-ends', () => {
  test('its list of per-borrower stored values is the app’s (USER_DATA_KEYS under their storage names)', () => {
    expect([...BORROWER_STORAGE_KEYS].sort()).toEqual(USER_DATA_KEYS.map(storageKeyOf).sort());
  });

  test('passes a logout that leaves only the phone’s values, empty defaults and a clean log', () => {
    expect(borrowerDataEnds.check(afterLogout())).toBeNull();
    const defaults = {
      adTimes: '{"counters":{},"todayRefreshTimes":0,"lastRefreshTime":null}',
      'cuota:drafts': '{}',
    };
    expect(borrowerDataEnds.check(afterLogout({ stored: defaults }))).toBeNull();
  });

  test('checks only where a session ended', () => {
    const drafts = { 'cuota:drafts': '{"personalInfomation":{"curp":"GOMA900101MDFRRN09"}}' };
    expect(borrowerDataEnds.check(afterLogout({ loggedInBefore: false, stored: drafts }))).toBeNull();
    expect(borrowerDataEnds.check(afterLogout({ loggedIn: true, stored: drafts }))).toBeNull();
    expect(borrowerDataEnds.check(goodObservation({ stored: drafts }))).toBeNull();
  });

  test('catches drafts (or any per-borrower value) kept after the logout', () => {
    const drafts = { 'cuota:drafts': '{"personalInfomation":{"curp":"GOMA900101MDFRRN09"}}' };
    expect(borrowerDataEnds.check(afterLogout({ stored: drafts }))?.message).toMatch(
      /the stored cuota:drafts outlived the session/,
    );
    expect(
      borrowerDataEnds.check(afterLogout({ stored: { userInfo: '{"userId":"u1","mobile":"5512345678"}' } }))
        ?.message,
    ).toMatch(/the stored userInfo outlived/);
    expect(
      borrowerDataEnds.check(afterLogout({ stored: { token: '{"Authorization":"Bearer tk_x"}' } }))?.message,
    ).toMatch(/the stored token/);
  });

  test('catches the borrower’s data or a token left in the event log', () => {
    const withEvents = (events: unknown[]) => JSON.stringify({ ...JSON.parse(cleanLog), events });
    const curp = withEvents([{ type: 'application/identitySaved', at: 1, curp: 'GOMA900101MDFRRN09' }]);
    expect(borrowerDataEnds.check(afterLogout({ persistedLog: curp }))?.message).toMatch(
      /still holds a personal value of the borrower whose session ended \(18 characters, starting "GO"\)/,
    );
    const token = withEvents([
      { type: 'session/loggedIn', at: 1, token: 'Bearer tk_abcdefghijklmnopqrstuvwxyz012345' },
    ]);
    expect(borrowerDataEnds.check(afterLogout({ persistedLog: token }))?.message).toMatch(
      /still holds a token/,
    );
    // Masked at rest, a fingerprint, a phone's digits inside a longer number: not the borrower's data.
    const masked = withEvents([
      { type: 'session/loggedIn', at: 5_512_345_678_9, mobile: '55******78', token: 'fp:1a2b3c' },
    ]);
    expect(borrowerDataEnds.check(afterLogout({ persistedLog: masked }))).toBeNull();
  });

  test('takes the borrower’s values from the borrower’s slices, not the app’s configuration', () => {
    expect([...borrowerValues(stateBefore)]).toEqual(
      expect.arrayContaining([
        '5512345678',
        'GOMA900101MDFRRN09',
        'Guadalupe Hernández',
        'tk_abcdefghijklmnopqrstuvwxyz012345',
      ]),
    );
    expect(borrowerValues(stateBefore).has('ayuda@cuota.mx')).toBe(false);
    // A single word or a postal code may be in what a logged-out screen loads: not looked for.
    const address = borrowerValues({
      application: { address: { colonia: 'Centro', postalCode: '10000', street: 'Av. Juárez 12' } },
    });
    expect([...address]).toEqual(['Av. Juárez 12']);
    expect(holdsValue('{"at":17645512345678}', '5512345678')).toBe(false);
    expect(holdsValue('{"mobile":"5512345678"}', '5512345678')).toBe(true);
  });

  test('counts as data any non-empty string, non-zero number or true, and text that is not JSON', () => {
    expect(holdsData('{}')).toBe(false);
    expect(holdsData('{"a":{"b":[0,"",null,false]}}')).toBe(false);
    expect(holdsData('{"a":{"b":[1]}}')).toBe(true);
    expect(holdsData('es')).toBe(true);
    expect(holdsData('null')).toBe(false);
  });
});
