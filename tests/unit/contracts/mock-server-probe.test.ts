import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { ENDPOINT_LIST } from '../../../src/api/contracts/endpoints';
import { decrypt, encryptedPath } from '../../../src/api/envelope';
import { DEFAULT_PACKAGE_NAME } from '../../../src/domain/config/package-name';
import { REGISTERED_TOKEN } from '../../../src/mocks/presets/registered-borrower';
import { wireCall } from '../../../src/mocks/wire-client';
import { differencesFrom } from '../../../scripts/contract-differences';
import {
  UNSAFE,
  exitCodeOf,
  formatReport,
  parseProbeArgs,
  probe,
  summaryLine,
  type ProbeReport,
} from '../../../scripts/contract-probe';
import {
  parseMockServerArgs,
  startMockServer,
  type MockServerOptions,
  type Responder,
  type RunningMockServer,
} from '../../../scripts/mock-server';

/**
 * Issue 29: `npm run mock-server` serves the mock world's own handlers over HTTP, and `npm run contract:probe`
 * finds no difference there; a server with one planted difference gets exactly that difference reported.
 */

const servers: RunningMockServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const server = await startMockServer({ port: 0, log: () => {}, ...options });
  servers.push(server);
  return server;
}

const origin = (server: RunningMockServer) => server.url.replace(/\/api$/, '');
const statusOf = (report: ProbeReport, name: string) => report.endpoints.find((r) => r.name === name)?.status;
const notAgreeing = (report: ProbeReport) =>
  report.endpoints.filter((r) => r.status === 'differs' || r.status === 'failed');

/** A server whose answer to `path` is edited after the mock world made it (a backend that drifted). */
function planted(path: string, edit: (data: Record<string, unknown>) => void): MockServerOptions['wrap'] {
  return (next: Responder): Responder =>
    async (request) => {
      const response = await next(request);
      const cipher = new URL(request.url).pathname.split('/').pop() ?? '';
      let plain: string;
      try {
        plain = decrypt(cipher, request.headers.get('packageName') ?? DEFAULT_PACKAGE_NAME);
      } catch {
        return response;
      }
      if (plain !== path || !response) return response;
      const body = (await response.json()) as { data: Record<string, unknown> };
      edit(body.data);
      return Response.json(body, { status: response.status });
    };
}

describe('the mock server and the contract probe', () => {
  it.each([
    ['new-borrower', ['login', 'getUserInfo', 'getTotalInformation']],
    ['quota-granted', ['getProductList', 'getQuotaList']],
    ['repaying', ['getOrderList', 'getLoanOrderProfile', 'getRepaymentDetail', 'getExtensionData']],
    ['borrower-with-feedback', ['getFeedbackList', 'getFeedbackDetail', 'getLeaveMessageList']],
  ])('finds no difference in the mock world (%s)', async (preset, reached) => {
    const server = await serve({ preset });
    const report = await probe(server.url);
    expect(notAgreeing(report), formatReport(report)).toEqual([]);
    expect(report.summary).toMatchObject({ differ: 0, differences: 0, failed: 0 });
    for (const name of reached) expect(statusOf(report, name), name).toBe('agrees');
    expect(exitCodeOf(report)).toBe(0);
    expect(summaryLine(report)).toMatch(
      /^contract probe: \d+ endpoints probed, \d+ agree, 0 differ \(0 differences\), 0 failed;/,
    );
  });

  it('names every endpoint, and never makes an unsafe call', async () => {
    const server = await serve({ preset: 'repaying' });
    const traffic: string[] = [];
    server.runtime.onTraffic((t) => traffic.push(t.name ?? String(t.path)));
    const report = await probe(server.url);
    expect(report.endpoints.map((r) => r.name).sort()).toEqual(ENDPOINT_LIST.map((e) => e.name).sort());
    expect(report.endpoints.filter((r) => r.detail === 'not in the probe’s plan')).toEqual([]);
    for (const name of Object.keys(UNSAFE)) expect(statusOf(report, name), name).toBe('notProbed');
    expect(report.summary.probed).toBeGreaterThanOrEqual(25);
    // What the server saw: one call per probed endpoint, none of them unsafe.
    expect(traffic).toHaveLength(report.summary.probed);
    expect(traffic.filter((name) => name in UNSAFE)).toEqual([]);
  });

  it('reports exactly the renamed field of the one endpoint that renamed it, and exits 1', async () => {
    const server = await serve({
      wrap: planted('/security/getUserInfo', (data) => {
        data.phone = data.mobile;
        delete data.mobile;
      }),
    });
    const report = await probe(server.url);
    expect(notAgreeing(report).map((r) => r.name)).toEqual(['getUserInfo']);
    expect(notAgreeing(report)[0]!.differences).toEqual([
      { path: 'data.mobile', kind: 'missing', expected: 'string', got: 'nothing (the field is absent)' },
      {
        path: 'data.phone',
        kind: 'unknown',
        expected: 'no such field (the contract does not name it)',
        got: 'string "5512345678"',
      },
    ]);
    expect(report.summary).toMatchObject({ differ: 1, differences: 2, failed: 0 });
    expect(exitCodeOf(report)).toBe(1);
    const text = formatReport(report);
    expect(text).toMatch(/^DIFFERS GET {2}\/security\/getUserInfo/m);
    expect(text).toMatch(/^ {10}data\.phone: unknown field; .* got string "5512345678"$/m);
  });

  it('names a wrong value and an extra field deep inside a list by their paths', async () => {
    const server = await serve({
      preset: 'repaying',
      wrap: planted('/store/order-list', (data) => {
        const order = (data.orders as Array<Record<string, unknown>>)[0]!;
        order.status = 'paid';
        order.lender = 'Banco';
      }),
    });
    const report = await probe(server.url);
    expect(notAgreeing(report).map((r) => r.name)).toEqual(['getOrderList']);
    expect(notAgreeing(report)[0]!.differences.map(({ path, kind, got }) => ({ path, kind, got }))).toEqual([
      { path: 'data.orders.0.status', kind: 'wrong', got: 'string "paid"' },
      { path: 'data.orders.0.lender', kind: 'unknown', got: 'string "Banco"' },
    ]);
    expect(notAgreeing(report)[0]!.differences[0]!.expected).toMatch(/^one of "request", .*"finished"$/);
  });

  it('uses a given token instead of logging in', async () => {
    const server = await serve({ preset: 'repaying' });
    const report = await probe(server.url, { token: REGISTERED_TOKEN });
    expect(statusOf(report, 'login')).toBe('notProbed');
    expect(statusOf(report, 'getRepaymentDetail')).toBe('agrees');
    expect(exitCodeOf(report)).toBe(0);
  });

  it('refuses a call without the spec headers as the mock world does (MISSING_HEADER 10000428)', async () => {
    const server = await serve();
    const path = `${encryptedPath('/app/package-config', DEFAULT_PACKAGE_NAME)}?timestamp=${Math.floor(Date.now() / 1000)}`;
    const bare = await fetch(`${origin(server)}${path}`);
    const body = (await bare.json()) as { code: number; msg: string };
    expect(body.code).toBe(10000428);
    expect(body.msg).toContain('traceId');
    // The same call with the spec's headers is answered.
    const dressed = await wireCall('/app/package-config', undefined, { baseUrl: origin(server) });
    expect((dressed.body as { code: number }).code).toBe(0);
  });

  it('lets a web view on another origin call it: the preflight allows the spec headers', async () => {
    const server = await serve();
    const preflight = await fetch(`${server.url}/anything`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://192.168.1.20:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,traceid,android-id,x-native-extra',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://192.168.1.20:5173');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    for (const name of [
      'authorization',
      'traceid',
      'packagename',
      'android-id',
      'appname',
      'afid',
      'lang',
      'platform',
      'content-type',
      'x-native-extra',
    ]) {
      expect(allowed, name).toContain(name);
    }
    const answer = await wireCall('/app/package-config', undefined, {
      baseUrl: origin(server),
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as object), Origin: 'http://phone' } }),
    });
    expect(answer.status).toBe(200);
  });

  it('serves a built app beside the API (--app), and nothing outside its folder', async () => {
    const base = mkdtempSync(join(tmpdir(), 'cuota-app-'));
    try {
      const app = join(base, 'app');
      mkdirSync(app);
      writeFileSync(join(app, 'index.html'), '<!doctype html><title>Cuota</title>');
      writeFileSync(join(app, 'app.js'), 'export {};');
      writeFileSync(join(base, 'secret.txt'), 'not for phones');
      const server = await serve({ appDir: app });
      const page = await fetch(`${origin(server)}/`);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('<title>Cuota</title>');
      expect((await fetch(`${origin(server)}/app.js`)).headers.get('content-type')).toMatch(
        /^text\/javascript/,
      );
      const outside = await fetch(`${origin(server)}/..%2fsecret.txt`);
      expect(outside.status).toBe(404);
      expect(await outside.text()).not.toContain('not for phones');
      expect(exitCodeOf(await probe(server.url))).toBe(0);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('the probe reads the contracts strictly', () => {
  it('reports a strict object’s unknown key once, beside its failed field', () => {
    expect(differencesFrom(z.strictObject({ a: z.string() }), { a: 1, b: null }, ['data'])).toEqual([
      { path: 'data.a', kind: 'wrong', expected: 'string', got: 'number 1' },
      {
        path: 'data.b',
        kind: 'unknown',
        expected: 'no such field (the contract does not name it)',
        got: 'null',
      },
    ]);
  });

  it('looks inside optional, nullable and union values', () => {
    const schema = z.object({
      last: z.optional(z.nullable(z.object({ from: z.enum(['user', 'agent']) }))),
      mode: z.union([
        z.object({ kind: z.literal('a') }),
        z.object({ kind: z.literal('b'), extra: z.string() }),
      ]),
    });
    const got = differencesFrom(schema, { last: { from: 'user', at: 1 }, mode: { kind: 'b', extra: 'x' } });
    expect(got.map((d) => `${d.kind} ${d.path}`)).toEqual(['unknown last.at']);
    expect(differencesFrom(schema, { last: null, mode: { kind: 'a' } })).toEqual([]);
  });
});

describe('the command lines', () => {
  it('checks the mock server’s options', () => {
    expect(parseMockServerArgs(['--port', '0', '--preset', 'repaying', '--seed', '3'])).toEqual({
      port: 0,
      preset: 'repaying',
      seed: 3,
    });
    expect(() => parseMockServerArgs(['--port', 'x'])).toThrow(/port/);
    expect(() => parseMockServerArgs(['--preset', 'nope'])).toThrow(/not a preset/);
    expect(parseMockServerArgs(['--help'])).toBe('help');
  });

  it('checks the probe’s options', () => {
    expect(parseProbeArgs(['--base', 'http://127.0.0.1:8787/api', '--json', '--timeout', '5'])).toEqual({
      base: 'http://127.0.0.1:8787/api',
      json: true,
      options: { timeoutMs: 5000 },
    });
    expect(() => parseProbeArgs([])).toThrow(/base/);
    expect(() => parseProbeArgs(['--base', 'ftp://x'])).toThrow(/base/);
  });
});
