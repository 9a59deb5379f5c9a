/**
 * Journey replay: folding a recorded event log into states the way the app's store does, and the log as the
 * app persists it (what must be left of it at rest).
 */
export { foldChunked } from '../store/store';
export { parsePersistedLog } from '../store/persistence';
export { atRest } from '../store/at-rest';
/** The shape of a stored state, as the app checks a restored snapshot and a restored log's fold (decision 0064). */
export { isStoredAppState, StoredAppStateSchema } from '../store/state-schema';
/** The localStorage key the app persists its event log under (src/store/persistence.ts). */
export { LOG_STORAGE_KEY } from '../store/persistence';
