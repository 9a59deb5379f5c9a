import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi, resetApiConfig, type ApiValues } from './client.ts';
import { readWireRequest, wireBody, type WireRequest } from './wire.ts';

/**
 * The API client's tests' backend (client.test.ts, client-failures.test.ts): an MSW node server that keeps
 * every request it gets, read back from the wire format, and answers what the test set (`ok` by default).
 * Call `wireHarness()` once at a test file's top level: it starts and stops the server and resets the
 * client before each test.
 */

export const PACKAGE = 'com.example.loan';
export const NOW_MS = 1_700_000_123_999;

export interface Captured {
  wire: WireRequest;
  raw: Request;
  url: URL;
  headers: Headers;
  contentType: string | null;
}

export const UNREADABLE: WireRequest = {
  path: '<unreadable>',
  timestamp: null,
  keyName: null,
  payload: undefined,
  files: {},
};

/** A stand-in for src/storage's storedValues (src/api may not import src/storage). */
type ApiValueKey =
  'token' | 'language' | 'deviceMsg' | 'packageName' | 'appName' | 'afid' | 'appendReqHeaders';

export function fakeValues(overrides: Partial<Record<ApiValueKey, unknown>> = {}): ApiValues {
  const values: Record<string, unknown> = {
    token: { Authorization: 'Bearer tok-123' },
    language: 'en',
    deviceMsg: { traceId: 'trace-9', androidId: 'android-7', platform: 'android' },
    packageName: PACKAGE,
    appName: 'Presto',
    afid: 'af-42',
    appendReqHeaders: { 'x-channel': 'gp', Authorization: 'Bearer hijack' },
    ...overrides,
  };
  return { get: (key: string) => values[key] } as ApiValues;
}

type Reply = () => Response | Promise<Response>;
const ok: Reply = () => HttpResponse.json(wireBody(0, 'ok', null));

export function wireHarness() {
  let captured: Captured[] = [];
  let reply: Reply = ok;
  const sessionHandler = vi.fn();
  const server = setupServer(
    http.all('*/api/*', async ({ request }) => {
      const raw = request.clone();
      const wire = await readWireRequest(request.clone(), PACKAGE).catch(() => UNREADABLE);
      captured.push({
        wire,
        raw,
        url: new URL(request.url),
        headers: request.headers,
        contentType: request.headers.get('content-type'),
      });
      return reply();
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    captured = [];
    reply = ok;
    sessionHandler.mockReset();
    resetApiConfig();
    configureApi({ storage: fakeValues(), now: () => NOW_MS, onSessionError: sessionHandler });
  });
  return {
    /** The requests of this test so far. */
    get captured(): Captured[] {
      return captured;
    },
    /** What the server answers from now on. */
    reply(next: Reply): void {
      reply = next;
    },
    /** Answers `{ code, msg, data }` from now on. */
    replyWith(code: number, msg: string, data: unknown = null): void {
      reply = () => HttpResponse.json(wireBody(code, msg, data));
    },
    /** The one request of this test. */
    only(): Captured {
      expect(captured).toHaveLength(1);
      return captured[0]!;
    },
    /** The client's session-error callback. */
    sessionHandler,
  };
}
