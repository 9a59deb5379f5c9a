/** The argument that tells the preload which origin serves the app (`simulatorWindowOptions` sets it). */
export const APP_ORIGIN_ARG = '--cuota-app-origin=';

/** The app's origin among the process arguments, or null when absent or not an http(s) origin. */
export function appOriginFromArgv(argv: readonly string[]): string | null {
  const arg = argv.find((a) => a.startsWith(APP_ORIGIN_ARG));
  if (!arg) return null;
  try {
    const url = new URL(arg.slice(APP_ORIGIN_ARG.length));
    return (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin === arg.slice(APP_ORIGIN_ARG.length)
      ? url.origin
      : null;
  } catch {
    return null;
  }
}

/**
 * True for the app's page, false for the simulator page itself (the preload runs in both) and for any frame
 * of another origin: the emulator's control API (`__cuotaBridge`: log in, change permissions, ...) and
 * `NativeBridge` are handed only to the app served by the simulator's own server. Without a known app origin,
 * nothing gets them.
 */
export function isAppFrame(
  location: Pick<Location, 'pathname' | 'origin'>,
  isTop: boolean,
  appOrigin: string | null,
): boolean {
  return (
    !isTop &&
    appOrigin !== null &&
    location.origin === appOrigin &&
    !location.pathname.includes('/simulator/')
  );
}
