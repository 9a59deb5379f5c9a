import type { ApiTraceEntry } from '#contracts/api';
import type { BridgeTrace } from '#contracts/bridge';
import type { BridgeActivity } from '../../bridge-emulator/emulator';
import type { DomainEvent } from '#contracts/events';

/** What the page probe hands the runner; `n` counts from 1 per page load, `at` is the world's time. */
export type ProbeItem = { n: number; at: number } & (
  | { kind: 'attach'; data: { state: unknown; log: readonly DomainEvent[]; route: string } }
  | { kind: 'event'; data: DomainEvent }
  | { kind: 'trace'; data: ApiTraceEntry | BridgeTrace }
  | { kind: 'route'; data: { hash: string } }
  | { kind: 'bridge'; data: BridgeActivity }
  | { kind: 'rrweb'; data: unknown }
  /** The app's state changed without an event (store.reset() after an account deletion). */
  | { kind: 'reset'; data: { state: unknown } }
  /** The app's state at the end of a step (`step`), or at the end of the run (`step: null`). */
  | { kind: 'checkpoint'; data: { step: number | null; state: unknown } }
);

/** One call of the binding: the items of one page load, in order. */
export interface ProbeBatch {
  loadId: string;
  items: ProbeItem[];
}

/**
 * What the probe reads of `window.__cuotaApp` (src/app/bootstrap.ts `App`, written out here so the
 * runner's Node program does not compile the app's bootstrap).
 */
export interface ProbedApp {
  store: {
    getState(): { session: { mobile?: string | null } } & Record<string, unknown>;
    log(): readonly DomainEvent[];
    events$: { subscribe(listener: (event: DomainEvent) => void): unknown };
    state$: { subscribe(listener: (state: unknown) => void): unknown };
  };
  onTrace(listener: (trace: ApiTraceEntry | BridgeTrace) => void): () => void;
}

/**
 * The probe's handle on `window.__cuotaProbe`: each call pushes what the probe holds over the binding (with a
 * checkpoint of the app's state for `checkpoint`) and resolves once the runner's sink has handled all of it.
 */
export interface ScenarioProbe {
  flush(): Promise<void>;
  checkpoint(step: number | null): Promise<void>;
  loadId: string;
}
