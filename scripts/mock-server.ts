// `npm run mock-server -- [--port N] [--host H] [--preset NAME] [--seed N]`: the mock world as a real HTTP backend,
// so that a real phone's web view or a native build can be pointed at it (decision 0031). It answers with the
// very handlers the browser worker and the Vitest server use (src/mocks/handlers.ts), through msw's
// `getResponse`: same wire format, same strictness (the spec's headers, unknown fields, option codes).
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import * as z from 'zod/mini';
import { SPEC_HEADERS } from '../src/api/contracts/headers.ts';
import { createHandlers } from '../src/mocks/handlers.ts';
import { PRESETS, isPresetName } from '../src/mocks/presets/registry.ts';
import { createMockRuntime, type MockRuntime } from '../src/mocks/runtime.ts';
import type { MockWorld } from '../src/mocks/world/world.ts';

/** What answers one request: a response, or undefined when nothing does (a 404 then). */
export type Responder = (request: Request) => Promise<Response | undefined>;

export interface MockServerOptions {
  /** Port to listen on; 0 takes any free one. Default 8787. */
  port?: number;
  /** Address to listen on; default 127.0.0.1 (0.0.0.0 lets a phone on the same network in). */
  host?: string;
  /** The world's preset; default new-borrower. */
  preset?: string;
  /** Seed of the world; default 1. */
  seed?: number;
  /** Extra latency for every answer, in ms. */
  latencyMs?: number;
  /** Where the server's lines go (each SMS sent, handler crashes); default console.log. */
  log?: (line: string) => void;
  /**
   * A built app to serve beside the API (e.g. `dist`): a phone opens `http://<address>:<port>/` and the app's
   * calls to `/api` stay on the page's origin, as its CSP requires (connect-src 'self').
   */
  appDir?: string;
  /** Wraps the mock's answers: tests plant a difference with it. */
  wrap?: (next: Responder) => Responder;
}

export interface RunningMockServer {
  /** The API's base URL, e.g. http://127.0.0.1:8787/api (what the app's base path /api is appended to). */
  url: string;
  /** The same on this machine's other network addresses (when listening on all of them), for a phone. */
  networkUrls: string[];
  port: number;
  /** The world behind it. */
  runtime: MockRuntime;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8787;
const MAX_BODY_BYTES = 25 * 1024 * 1024;

/**
 * CORS for a web view served from another origin (a phone's dev build, file://, the simulator): any origin, the
 * spec's headers (Authorization must be named: a `*` does not cover it) and whatever else the preflight asks
 * for (the native app's extra headers), and Chrome's private-network preflight for a LAN address.
 */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const asked = (request.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const allowed = [...new Set([...SPEC_HEADERS, 'content-type', ...asked])];
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': allowed.join(', '),
    'access-control-max-age': '600',
    vary: 'Origin',
    ...(request.headers['access-control-request-private-network'] === 'true'
      ? { 'access-control-allow-private-network': 'true' }
      : {}),
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer | 'tooLarge'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return 'tooLarge';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The Node request as a Fetch `Request` (what msw's handlers take). */
function toFetchRequest(
  request: IncomingMessage,
  url: URL,
  body: Buffer | undefined,
  signal: AbortSignal,
): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
    headers.append(request.rawHeaders[i]!, request.rawHeaders[i + 1]!);
  }
  return new Request(url, {
    method: request.method ?? 'GET',
    headers,
    signal,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file of the built app under `root`, or undefined (outside it, a folder, absent). `/` is index.html. */
async function appFile(root: string, pathname: string): Promise<{ body: Buffer; type: string } | undefined> {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = resolve(join(root, relative === '/' ? 'index.html' : relative));
  if (!file.startsWith(root + sep)) return undefined;
  try {
    if (!(await stat(file)).isFile()) return undefined;
    return { body: await readFile(file), type: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' };
  } catch {
    return undefined;
  }
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  cors: Record<string, string>,
): void {
  response.writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host);
const WILDCARD = new Set(['0.0.0.0', '::', '']);

/** Starts the mock world's HTTP server; resolves once it listens. */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1';
  const appRoot = options.appDir === undefined ? undefined : resolve(options.appDir);
  if (appRoot && !(await stat(join(appRoot, 'index.html')).catch(() => undefined))) {
    throw new Error(`${options.appDir} has no index.html (build the app first: npm run build)`);
  }
  const log = options.log ?? ((line: string) => console.log(line));
  const preset = options.preset ?? 'new-borrower';
  if (!isPresetName(preset)) {
    throw new Error(`unknown preset "${preset}" (known: ${Object.keys(PRESETS).join(', ')})`);
  }
  // As in the browser: the world's clock follows real time, so codes expire and reviews end while you look.
  const runtime = createMockRuntime({ preset, seed: options.seed ?? 1, clock: { running: true } });
  const handlers = createHandlers(
    runtime,
    options.latencyMs === undefined ? {} : { latencyMs: options.latencyMs },
  );
  const answer: Responder = (request) => getResponse(handlers, request);
  const respond = options.wrap ? options.wrap(answer) : answer;

  // A phone has no SMS from the mock world: every code it sends is printed here.
  let unsubscribe = () => {};
  const watch = (world: MockWorld) => {
    unsubscribe();
    unsubscribe = world.subscribe((change) => {
      if (change.type === 'smsSent')
        log(`sms to ${change.sms.mobile}: code ${change.sms.code} (${change.sms.purpose})`);
    });
  };
  watch(runtime.world);
  runtime.onReset(watch);

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      log(
        `mock server: ${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!response.headersSent)
        sendJson(response, 500, { code: 10000500, msg: 'mock server error', data: null }, {});
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const cors = corsHeaders(request);
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? `${urlHost(host)}:${port}`}`);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    // Not the API: the built app when one is served, who is answering (a phone's browser can open it to check
    // the address), and the last SMS.
    const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
    if (appRoot && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      const file = await appFile(appRoot, url.pathname);
      if (file) {
        response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-cache' });
        response.end(request.method === 'HEAD' ? undefined : file.body);
        return;
      }
    }
    if (url.pathname === '/' && request.method === 'GET') {
      response.writeHead(200, { ...cors, 'content-type': 'text/plain; charset=utf-8' });
      response.end(`Cuota mock server (preset ${preset}): the API is under /api\n`);
      return;
    }
    if (url.pathname === '/__mock/sms' && request.method === 'GET') {
      const sms = runtime.world.lastSms(url.searchParams.get('mobile') ?? undefined);
      if (!sms) return sendJson(response, 404, { error: 'no SMS sent to that number' }, cors);
      return sendJson(
        response,
        200,
        { mobile: sms.mobile, code: sms.code, purpose: sms.purpose, text: sms.text },
        cors,
      );
    }

    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
    if (body === 'tooLarge')
      return sendJson(response, 413, { code: 413, msg: 'body too large', data: null }, cors);
    const aborted = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) aborted.abort();
    });
    const answered = await respond(toFetchRequest(request, url, body, aborted.signal));
    if (!answered)
      return sendJson(
        response,
        404,
        { code: 10000404, msg: `no such path: ${url.pathname}`, data: null },
        cors,
      );
    // A network-error fault: the connection drops, as a phone would see it.
    if (answered.type === 'error') {
      response.destroy();
      return;
    }
    const headers: Record<string, string> = {};
    answered.headers.forEach((value, name) => (headers[name] = value));
    response.writeHead(answered.status, { ...headers, ...cors });
    response.end(Buffer.from(await answered.arrayBuffer()));
  }

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

  const localHost = WILDCARD.has(host) ? '127.0.0.1' : host;
  const networkUrls = WILDCARD.has(host)
    ? Object.values(networkInterfaces())
        .flat()
        .filter((address) => address && address.family === 'IPv4' && !address.internal)
        .map((address) => `http://${address!.address}:${port}/api`)
    : [];
  return {
    url: `http://${urlHost(localHost)}:${port}/api`,
    networkUrls,
    port,
    runtime,
    close: () =>
      new Promise<void>((resolve, reject) => {
        unsubscribe();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

const USAGE = `usage: npm run mock-server -- [options]
  --port N        port to listen on (default ${DEFAULT_PORT}; 0 takes any free port)
  --host H        address to listen on (default 127.0.0.1; 0.0.0.0 for a phone on the same network)
  --preset NAME   the world to start from (default new-borrower; ${Object.keys(PRESETS).length} known: ${Object.keys(PRESETS).join(', ')})
  --seed N        seed of the world (default 1)
  --latency MS    extra delay of every answer, to see the spinners
  --app DIR       also serve a built app from DIR (e.g. dist after npm run build) at /, so that a phone opens
                  http://<address>:<port>/ and the app's calls to /api stay on its origin
Prints the API's base URL on one line ("mock server: http://127.0.0.1:8787/api"), then each SMS code sent.
GET /__mock/sms?mobile=N answers the last code sent to N (npm run contract:probe uses it). Ctrl+C stops it.
exit codes: 0 stopped, 2 bad usage or the port is taken`;

const whole = z.refine((n: unknown) => Number.isInteger(n), { message: 'a whole number' });
const cliSchema = z.object({
  port: z.optional(z.coerce.number({ error: 'a port number' }).check(whole, z.gte(0), z.lte(65535))),
  host: z.optional(z.string().check(z.minLength(1))),
  preset: z.optional(
    z
      .string()
      .check(z.refine(isPresetName, { message: `not a preset (known: ${Object.keys(PRESETS).join(', ')})` })),
  ),
  seed: z.optional(z.coerce.number({ error: 'a number' }).check(whole, z.gte(0))),
  latency: z.optional(z.coerce.number({ error: 'a number of ms' }).check(z.gte(0))),
  app: z.optional(z.string().check(z.minLength(1))),
});

/** The command line as options; throws with a message on a bad one. */
export function parseMockServerArgs(args: string[]): MockServerOptions | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      preset: { type: 'string' },
      seed: { type: 'string' },
      latency: { type: 'string' },
      app: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const { help: _, ...rest } = values;
  const parsed = cliSchema.safeParse(rest);
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
  const { latency, app, ...options } = parsed.data;
  return {
    ...options,
    ...(latency !== undefined ? { latencyMs: latency } : {}),
    ...(app !== undefined ? { appDir: app } : {}),
  };
}

async function main(): Promise<void> {
  let options: MockServerOptions | 'help';
  try {
    options = parseMockServerArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const started = performance.now();
  let server: RunningMockServer;
  try {
    server = await startMockServer(options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `mock server: port ${options.port ?? DEFAULT_PORT} is taken (--port N picks another, --port 0 any free one)`
        : `mock server: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(2);
  }
  console.log(
    `mock server: ${server.url} (preset ${options.preset ?? 'new-borrower'}, seed ${options.seed ?? 1}, ready in ${Math.round(performance.now() - started)} ms)`,
  );
  for (const url of server.networkUrls) console.log(`  on the network: ${url}`);
  if (options.appDir) console.log(`  the app from ${options.appDir}: ${server.url.replace(/\/api$/, '/')}`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => {
        console.log(`mock server: stopped (${signal})`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`mock server: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
