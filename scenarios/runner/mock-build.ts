import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The mock build and a port to serve it on, for the scenario runner and the autopilot: dist-mock/ rebuilt
 * when missing, older than src/, or asked to.
 */

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds dist-mock/ when it is missing, older than src/, or asked to; says whether it built. */
export async function ensureMockBuild(root: string, force = false): Promise<boolean> {
  const index = join(root, 'dist-mock', 'index.html');
  const stale = !existsSync(index) || statSync(index).mtimeMs < newestMtime(join(root, 'src'));
  if (!force && !stale) return false;
  // In a process of its own: the build pre-renders with React (decision 0024), which must not meet a React
  // this process already loaded in another mode (a bench that rendered before, a second build).
  await promisify(execFile)(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--mode', 'mock', '--logLevel', 'warn'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  return true;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
