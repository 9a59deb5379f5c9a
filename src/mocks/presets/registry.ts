import type { MockPreset } from './define-preset';
import { newBorrower } from './new-borrower';
import { registeredBorrower } from './registered-borrower';

/** Every named world, by name (the simulator's picker, scenarios and `startMockWorld({ preset })`). */
export const PRESETS = {
  'new-borrower': newBorrower,
  'registered-borrower': registeredBorrower,
} as const satisfies Record<string, MockPreset<never>>;

/** A preset name. */
export type PresetName = keyof typeof PRESETS;

/** True when a string names a preset. */
export function isPresetName(name: string): name is PresetName {
  return Object.prototype.hasOwnProperty.call(PRESETS, name);
}
