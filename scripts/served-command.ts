import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A README command that serves something (`npm start`, `npm run dev`), started as a new user types it, in the
 * project's folder, in a process group of its own so that Ctrl+C (SIGINT to the group) reaches npm and the
 * server alike, as a terminal does.
 */
export interface ServedCommand {
  /** Everything the command printed so far (stdout and stderr, colours removed). */
  output(): string;
  /** Waits until the printed output matches `pattern` (or the command ends, which fails). */
  printed(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Ctrl+C, then waits for the whole group to end: throws when it does not within `timeoutMs`. */
  stop(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Vite writes its URLs in colour and bold: ESC [ ... m.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

export function startCommand(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): ServedCommand {
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    // No CI variable: the command runs as on a developer's machine (Vite's dev server, no CI-only switches).
    env: { ...process.env, CI: '', FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const waiters = new Set<() => void>();
  const changed = () => waiters.forEach((wake) => wake());
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8').replace(ANSI, '');
    changed();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      changed();
      resolve(exit);
    }),
  );

  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };

  return {
    output: () => text,
    printed(pattern, timeoutMs = 90_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(text);
          if (match) done(() => resolve(match));
          else if (exit)
            done(() =>
              reject(
                new Error(
                  `${command} ${args.join(' ')} ended (${JSON.stringify(exit)}) before printing ${pattern}:\n${text}`,
                ),
              ),
            );
        };
        const timer = setTimeout(
          () =>
            done(() =>
              reject(
                new Error(
                  `${command} ${args.join(' ')} did not print ${pattern} in ${timeoutMs} ms:\n${text}`,
                ),
              ),
            ),
          timeoutMs,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    async stop(timeoutMs = 15_000) {
      if (!exit) process.kill(-child.pid!, 'SIGINT');
      const result = await Promise.race([
        ended,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
      ]);
      // The group (npm, node, Vite's workers) must be gone too: nothing may keep the port.
      const deadline = Date.now() + 5_000;
      while (groupAlive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (result === null || groupAlive()) {
        if (groupAlive()) process.kill(-child.pid!, 'SIGKILL');
        throw new Error(
          `${command} ${args.join(' ')} did not stop within ${timeoutMs} ms of Ctrl+C:\n${text}`,
        );
      }
      return result;
    },
  };
}

/** The first http URL on the line that contains `marker`, as printed. */
export async function printedUrl(served: ServedCommand, marker: RegExp): Promise<string> {
  const match = await served.printed(new RegExp(`(?:${marker.source})[^\\n]*?(http://[^\\s]+)`));
  return match[1]!;
}
