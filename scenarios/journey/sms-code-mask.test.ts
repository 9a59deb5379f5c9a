import type { ApiTraceEntry } from '#contracts/api';
import { serializeJourney } from './format';
import { TEST_META } from './journey-fixtures';
import { createJourneyRecorder } from './recorder';

// Decision 0077: the SMS code a borrower typed goes out under `code` (`/security/login`,
// `/security/verifyCode-deleteUser`); a masked journey keeps none, while the answers' `code` (the envelope's
// result) stays readable.

const LOGIN_CODE = '831272';
const DELETE_CODE = '402913';

/** The traces the API client gives for a login and an account deletion's code check, as the journey sink passes them. */
function loginAndDeletionTraces(): ApiTraceEntry[] {
  const at = TEST_META.startedAt.virtual;
  return [
    {
      kind: 'request',
      id: 1,
      at,
      endpoint: 'login',
      method: 'POST',
      path: '/security/login',
      payload: { mobile: '5512345678', code: LOGIN_CODE },
    },
    {
      kind: 'response',
      id: 1,
      at,
      endpoint: 'login',
      code: 0,
      data: { token: 'tok-1', userId: 'u1', isNew: false },
    },
    {
      kind: 'request',
      id: 2,
      at,
      endpoint: 'verifyDeleteUserCode',
      method: 'POST',
      path: '/security/verifyCode-deleteUser',
      payload: { code: DELETE_CODE },
    },
    {
      kind: 'failure',
      id: 2,
      at,
      endpoint: 'verifyDeleteUserCode',
      error: {
        name: 'SessionError',
        code: 'SESSION_ENDED',
        message: 'Token inválido',
        endpoint: 'verifyDeleteUserCode',
        path: '/security/verifyCode-deleteUser',
        backendCode: 100103,
      },
    },
    { kind: 'response', id: 3, at, endpoint: 'getUserInfo', code: 100103, data: null },
  ];
}

function record(mask: boolean) {
  let now = TEST_META.startedAt.virtual;
  const recorder = createJourneyRecorder({ meta: TEST_META, clock: () => (now += 1000), mask });
  for (const trace of loginAndDeletionTraces()) recorder.recordTrace(trace);
  return recorder.toFile();
}

test('a masked journey of a login and an account deletion holds neither SMS code', () => {
  const text = serializeJourney(record(true));
  expect(text).not.toContain(LOGIN_CODE);
  expect(text).not.toContain(DELETE_CODE);
});

test("the answers' codes stay as the backend sent them; the requests' other fields are masked as before", () => {
  const entries = record(true).entries.filter((e) => e.kind === 'request' || e.kind === 'response');
  const data = entries.map((e) => e.data as Record<string, unknown>);
  expect(data.filter((d) => 'code' in d).map((d) => d.code)).toEqual([0, 100103]);
  const failure = data.find((d) => 'error' in d)?.error as Record<string, unknown>;
  expect(failure).toMatchObject({ code: 'SESSION_ENDED', backendCode: 100103 });
  const payloads = data.filter((d) => 'payload' in d).map((d) => d.payload as Record<string, unknown>);
  expect(payloads[0]!.mobile).toBe('55******78');
  expect(payloads.map((p) => p.code)).toEqual(['******', '******']);
});

test('an unmasked recording (explicit internal QA) keeps the code as it was sent', () => {
  expect(serializeJourney(record(false))).toContain(LOGIN_CODE);
});

test("a recorded screen masks what the code field holds (autocomplete one-time-code), not the field's name", () => {
  let now = TEST_META.startedAt.virtual;
  const recorder = createJourneyRecorder({ meta: TEST_META, clock: () => (now += 1000) });
  const attributes = { name: 'code', inputmode: 'numeric', autocomplete: 'one-time-code', value: LOGIN_CODE };
  recorder.record('screen', {
    type: 'rrweb',
    events: [{ type: 2, timestamp: 1, data: { node: { type: 2, tagName: 'input', id: 7, attributes } } }],
  });
  const text = serializeJourney(recorder.toFile());
  expect(text).not.toContain(LOGIN_CODE);
  expect(text).toContain('"autocomplete":"one-time-code"');
  expect(text).toContain('"name":"code"');
});
