import type { ClockOptions } from './world/clock';
import { createFaults, type FaultInjector } from './world/faults';
import type { WorldSnapshot } from './world/records';
import { createWorld, restoreWorld, type MockWorld } from './world/world';
import type { WorldConfig } from './world/world-config';
import { PRESETS, isPresetName, type PresetName } from './presets/registry';
import type { MockTraffic } from './handlers/wire';

/**
 * One running mock backend: the current world (replaced on reset, so handlers always read it through
 * the runtime), its fault rules and a traffic feed. The browser worker and the Vitest server each own one.
 */

/** How to build a world. */
export interface MockWorldOptions {
  /** Preset name; default 'new-borrower'. */
  preset?: PresetName | (string & {});
  /** Options for the preset (e.g. `{ progress: 35 }` for registered-borrower). */
  presetOptions?: Record<string, unknown>;
  /** Seed of the world's faker; default 1. */
  seed?: number;
  clock?: ClockOptions;
  config?: Partial<WorldConfig>;
}

/** Builds a world from a preset. */
export function buildWorld(options: MockWorldOptions = {}): MockWorld {
  const presetName = options.preset ?? 'new-borrower';
  if (!isPresetName(presetName))
    throw new Error(`unknown mock preset "${presetName}" (known: ${Object.keys(PRESETS).join(', ')})`);
  const world = createWorld({
    seed: options.seed ?? 1,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.config ? { config: options.config } : {}),
  });
  (PRESETS[presetName].apply as (w: MockWorld, o?: Record<string, unknown>) => void)(
    world,
    options.presetOptions,
  );
  return world;
}

/** Creates a runtime with a first world. `defaults` apply to every later reset too. */
export function createMockRuntime(defaults: MockWorldOptions = {}) {
  const faults: FaultInjector = createFaults();
  let world = buildWorld(defaults);
  const resetListeners = new Set<(world: MockWorld) => void>();
  const trafficListeners = new Set<(traffic: MockTraffic) => void>();

  return {
    /** The current world. */
    get world(): MockWorld {
      return world;
    },
    /** The current world's clock. */
    get clock() {
      return world.clock;
    },
    faults,
    presets: PRESETS,
    /** Replaces the world (fresh preset and seed) and clears the faults. */
    reset(options: MockWorldOptions = {}): MockWorld {
      faults.clear();
      world = buildWorld({ ...defaults, ...options });
      for (const listener of resetListeners) listener(world);
      return world;
    },
    /** Replaces the world with one rebuilt from a snapshot (faults are kept). */
    restore(snapshot: WorldSnapshot): MockWorld {
      world = restoreWorld(snapshot, defaults.clock);
      for (const listener of resetListeners) listener(world);
      return world;
    },
    /** Listens to world replacements; returns the unsubscribe function. */
    onReset(listener: (world: MockWorld) => void): () => void {
      resetListeners.add(listener);
      return () => {
        resetListeners.delete(listener);
      };
    },
    /** Listens to every request the backend answers; returns the unsubscribe function. */
    onTraffic(listener: (traffic: MockTraffic) => void): () => void {
      trafficListeners.add(listener);
      return () => {
        trafficListeners.delete(listener);
      };
    },
    /** Feeds the traffic listeners (dispatcher only). */
    emitTraffic(traffic: MockTraffic): void {
      for (const listener of trafficListeners) listener(traffic);
    },
  };
}

/** A running mock backend. */
export type MockRuntime = ReturnType<typeof createMockRuntime>;
