/** How long an in-browser driver waits for what a step expects (as the headless runner's drivers do). */
export const STEP_TIMEOUT_MS = 15_000;

/** How often a waiting driver looks again. */
export const POLL_MS = 40;

/** Thrown when the person running the scenario stops it; the waiting step ends at once. */
export class RunStoppedError extends Error {
  constructor() {
    super('stopped by the user');
    this.name = 'RunStoppedError';
  }
}

/** Throws a RunStoppedError when the signal was aborted. */
export function throwIfStopped(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new RunStoppedError();
}

/** Waits `ms` (real time), ending early with a RunStoppedError when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  throwIfStopped(signal);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new RunStoppedError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Options of poll. */
export interface PollOptions {
  timeout?: number;
  signal?: AbortSignal;
  /** What was awaited, for the time-out message (`a visible button named Enviar`); read on time-out. */
  message: string | (() => string);
  intervalMs?: number;
}

/**
 * Calls `probe` until it returns something other than undefined/null/false, and returns that. A probe that
 * throws is retried (the page may be between two renders); its last error is quoted on time-out.
 */
export async function poll<T>(
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  options: PollOptions,
): Promise<T> {
  const timeout = options.timeout ?? STEP_TIMEOUT_MS;
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    throwIfStopped(options.signal);
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value;
      lastError = undefined;
    } catch (error) {
      if (error instanceof RunStoppedError) throw error;
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const why = lastError instanceof Error ? ` (${lastError.message.split('\n')[0]})` : '';
      const what = typeof options.message === 'function' ? options.message() : options.message;
      throw new Error(`timed out after ${timeout} ms waiting for ${what}${why}`);
    }
    await sleep(Math.min(options.intervalMs ?? POLL_MS, Math.max(1, deadline - Date.now())), options.signal);
  }
}
