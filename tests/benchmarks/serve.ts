// Builds the app (the mock-world build and the production build) into the bench's own folders and serves
// them with `vite preview`, so the browser benchmarks never touch dist/ or dist-mock/ of other work.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** The mock-world build the browser benchmarks load (CUOTA_MOCK_OUT overrides). */
export const MOCK_OUT = process.env.CUOTA_MOCK_OUT ?? '/tmp/dist-bench';
/** The production build (no mock world): the size budget and a comparison Lighthouse row. */
export const PROD_OUT = process.env.CUOTA_BENCH_PROD_OUT ?? '/tmp/dist-bench-prod';
/** The port the bench prefers (BENCH_PORT overrides); a free one when it is taken. */
export const PREFERRED_PORT = Number(process.env.BENCH_PORT ?? 4316);

const VITE = 'node_modules/.bin/vite';

/** `vite build` of one mode into `outDir`. */
export function build(mode: 'mock' | 'production', outDir: string): void {
  const args = ['build', '--logLevel', 'warn', '--emptyOutDir', '--outDir', outDir];
  if (mode === 'mock') args.push('--mode', 'mock');
  const result = spawnSync(VITE, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CUOTA_MOCK_OUT: MOCK_OUT },
  });
  if (result.status !== 0) throw new Error(`vite build --mode ${mode} failed (${result.status})`);
}

/** Builds both (or only one of them) when asked to, or when a folder is missing. */
export function ensureBuilds(rebuild: boolean, { production = true, mock = true } = {}): void {
  if (mock && (rebuild || !existsSync(`${MOCK_OUT}/index.html`))) build('mock', MOCK_OUT);
  if (production && (rebuild || !existsSync(`${PROD_OUT}/index.html`))) build('production', PROD_OUT);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 50; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`no free port from ${preferred}`);
}

export interface Served {
  /** `http://127.0.0.1:PORT/` */
  url: string;
  stop(): Promise<void>;
}

/** `vite preview` of a built folder on a free port (the preferred one when it is free). */
export async function serve(outDir: string, preferred = PREFERRED_PORT): Promise<Served> {
  const port = await freePort(preferred);
  const child: ChildProcess = spawn(
    VITE,
    ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`vite preview exited: ${output}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
