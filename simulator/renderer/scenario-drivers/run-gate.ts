import { RunStoppedError } from './poll';

/**
 * The gate a scenario run passes before each step (RunHooks.beforeStep): it holds the step while the run
 * is paused, lets exactly one through per `step()`, waits the chosen delay between steps while running,
 * and ends the run on `stop()` (the waiting step, and any driver watching the signal, throw at once).
 */

/** Running (steps follow each other), paused (held before the next step), or stopped. */
export type GateMode = 'running' | 'paused' | 'stopped';

/** What the gate is doing. */
export interface GateState {
  mode: GateMode;
  /** Delay between steps while running, in ms. */
  delayMs: number;
  /** The step held at the gate now (waiting for the delay, a resume or a step), else null. */
  waitingAt: number | null;
}

/** The gate of one run. */
export interface RunGate {
  state(): GateState;
  subscribe(listener: (state: GateState) => void): () => void;
  /** Resolves when step `index` may run; throws a RunStoppedError once stopped. */
  beforeStep(index: number): Promise<void>;
  pause(): void;
  resume(): void;
  /** Lets one step through and pauses again (pauses after the running step when none is held). */
  step(): void;
  stop(): void;
  setDelay(ms: number): void;
  /** Aborted on stop, for drivers that wait. */
  readonly signal: AbortSignal;
}

/** Options of createRunGate. */
export interface RunGateOptions {
  delayMs?: number;
  /** Start paused: the first step waits for `step()` or `resume()`. */
  paused?: boolean;
  now?: () => number;
}

/** The gate's state with its listeners, the steps granted, and a wait that ends on the next change. */
function gateStore(initial: GateState) {
  let state = initial;
  const listeners = new Set<(state: GateState) => void>();
  let wake: (() => void) | null = null;
  const store = {
    // Read through a function: the state changes while beforeStep awaits (no narrowing across awaits).
    state: () => state,
    mode: (): GateMode => state.mode,
    /** Steps `step()` granted that have not passed yet (0 or 1). */
    allowance: 0,
    set: (patch: Partial<GateState>) => {
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener(state);
      const w = wake;
      wake = null;
      w?.();
    },
    subscribe: (listener: (state: GateState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Resolves on the next change, or after `ms` when given. */
    changeOrTimeout: (ms?: number) =>
      new Promise<void>((resolve) => {
        const timer = ms === undefined ? undefined : setTimeout(resolve, ms);
        wake = () => {
          if (timer !== undefined) clearTimeout(timer);
          resolve();
        };
      }),
  };
  return store;
}

type GateStore = ReturnType<typeof gateStore>;

/** Holds step `index`: the delay while running, then until running, a granted step, or a stop (throws). */
async function passGate(store: GateStore, now: () => number, index: number): Promise<void> {
  const { mode, set, changeOrTimeout } = store;
  if (mode() === 'stopped') throw new RunStoppedError();
  set({ waitingAt: index });
  try {
    const delayFrom = now();
    const delayed = index > 0 && mode() === 'running' && store.state().delayMs > 0;
    if (delayed) {
      // The delay between steps; a pause, step or stop during it takes over.
      for (;;) {
        const remaining = delayFrom + store.state().delayMs - now();
        if (mode() !== 'running' || remaining <= 0) break;
        await changeOrTimeout(remaining);
      }
    }
    for (;;) {
      if (mode() === 'stopped') throw new RunStoppedError();
      if (mode() === 'running') return;
      if (store.allowance > 0) {
        store.allowance -= 1;
        return;
      }
      await changeOrTimeout();
    }
  } finally {
    if (mode() !== 'stopped') set({ waitingAt: null });
  }
}

/** Creates the gate of a run. */
export function createRunGate(options: RunGateOptions = {}): RunGate {
  const now = options.now ?? (() => Date.now());
  const controller = new AbortController();
  const store = gateStore({
    mode: options.paused ? 'paused' : 'running',
    delayMs: Math.max(0, options.delayMs ?? 0),
    waitingAt: null,
  });
  const { set } = store;

  return {
    state: store.state,
    subscribe: store.subscribe,
    beforeStep: (index) => passGate(store, now, index),
    pause() {
      if (store.mode() === 'running') set({ mode: 'paused' });
    },
    resume() {
      if (store.mode() === 'stopped') return;
      store.allowance = 0;
      set({ mode: 'running' });
    },
    step() {
      if (store.mode() === 'stopped') return;
      store.allowance = store.state().waitingAt === null ? 0 : 1;
      set({ mode: 'paused' });
    },
    stop() {
      if (store.mode() === 'stopped') return;
      controller.abort();
      set({ mode: 'stopped', waitingAt: null });
    },
    setDelay(ms) {
      set({ delayMs: Math.max(0, ms) });
    },
    signal: controller.signal,
  };
}
