/** The app's state as tools see it: its shape, the initial state and the reducer that folds events into it. */
export { createInitialState, initialState, reduce, foldEvents, EVENT_ROUTES } from '../domain/state';
export type { AppState, SliceKey } from '../domain/state';
