import { DEVICE_PRESETS, type DevicePresetName } from '../../bridge-emulator/config';

/** Pixel ratios of the emulator's device presets (the preset itself holds no ratio). */
export const PIXEL_RATIOS: Record<DevicePresetName, number> = {
  'budget-android-10': 2,
  'pixel-7': 2.625,
};

/** The device presets the frame offers. */
export const DEVICE_NAMES = Object.keys(DEVICE_PRESETS) as DevicePresetName[];

/** The status bar's clock text for a world instant, in Mexico City time. */
export function statusBarTime(now: number | null): string {
  if (now === null) return '--:--';
  return new Intl.DateTimeFormat('es-MX', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'America/Mexico_City',
  }).format(now);
}

/** The app's URL next to the simulator page: `?app=` wins; dev serves the page two folders deeper. */
export function appUrl(location: Pick<Location, 'href' | 'search'>, dev: boolean): string {
  const override = new URLSearchParams(location.search).get('app');
  if (override) return new URL(override, location.href).href;
  return new URL(dev ? '../../index.html#/' : '../index.html#/', location.href).href;
}
