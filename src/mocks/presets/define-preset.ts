import type { MockWorld } from '../world/world';

/** A named world: what the backend knows when a test, scenario or demo starts. */
export interface MockPreset<TOptions = Record<string, unknown>> {
  name: string;
  /** One line for the simulator's preset picker. */
  description: string;
  /** Fills a fresh world; options override the preset's defaults. */
  apply(world: MockWorld, options?: TOptions): void;
}

/** Defines a preset, keeping its options type. */
export function definePreset<TOptions>(preset: MockPreset<TOptions>): MockPreset<TOptions> {
  return preset;
}
