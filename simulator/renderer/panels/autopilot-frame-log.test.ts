// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import type * as Replay from '#contracts/replay';
import { readFacts } from './autopilot-frame';

// The app moves its event log: the frame's autopilot must follow the key it declares (#contracts/replay).
vi.mock('#contracts/replay', async (importOriginal) => ({
  ...(await importOriginal<typeof Replay>()),
  LOG_STORAGE_KEY: 'moved:event-log',
}));

afterEach(() => window.localStorage.clear());

test('the frame’s facts carry the event log apart from the rest of the storage, by the app’s key', () => {
  window.localStorage.setItem('moved:event-log', '{"version":2}');
  window.localStorage.setItem('cuota:event-log', 'old');
  window.localStorage.setItem('language', 'es');
  const facts = readFacts(window, 0);
  expect(facts.persistedLog).toBe('{"version":2}');
  expect(facts.stored).toEqual({ 'cuota:event-log': 'old', language: 'es' });
});
