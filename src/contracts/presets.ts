/** The mock world's named starting worlds (scenarios and the simulator pick one by name). */
export { PRESETS, isPresetName } from '../mocks/presets/registry';
export type { PresetName } from '../mocks/presets/registry';
export { REGISTERED_MOBILE } from '../mocks/presets/registered-borrower';
