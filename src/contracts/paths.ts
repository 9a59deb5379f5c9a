/** The app's screens: hash paths, redirects, guarded paths, and which screen an application progress code opens. */
export * from '../domain/paths';
export { PROGRESS, screenForProgress, isProgressCode } from '../domain/progress';
export type { ProgressCode, ProgressName, Screen } from '../domain/progress';
