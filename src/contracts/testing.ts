/**
 * For tools' tests and demos: recorded event fixtures and the app's real store (to compare a replay with). The
 * mock backend in Node for tests is mock-server.ts (it installs test hooks when imported).
 */
export {
  SAMPLE_EVENTS,
  borrowerLogEvents,
  ev,
  journeyEvents,
  syntheticEvents,
} from '../domain/testing/event-fixtures';
export { createStore } from '../store/store';
