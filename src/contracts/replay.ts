/**
 * Journey replay: folding a recorded event log into states the way the app's store does, and the log as the
 * app persists it (what must be left of it at rest).
 */
export { foldChunked } from '../store/store';
export { parsePersistedLog } from '../store/persistence';
export { atRest } from '../store/at-rest';
