/** True for the app's page, false for the simulator page itself (the preload runs in both). */
export function isAppFrame(location: Pick<Location, 'pathname'>, isTop: boolean): boolean {
  return !isTop && !location.pathname.includes('/simulator/');
}
