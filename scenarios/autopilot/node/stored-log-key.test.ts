import { runInNewContext } from 'node:vm';
import { describe, expect, test, vi } from 'vitest';
import type * as Replay from '#contracts/replay';
import { PAGE_FACTS_SCRIPT } from './observe';
import { STORAGE_SCRIPT } from './storage-script';

// The app moves its event log: the tools must follow the key it declares (#contracts/replay), not a copy of it.
vi.mock('#contracts/replay', async (importOriginal) => ({
  ...(await importOriginal<typeof Replay>()),
  LOG_STORAGE_KEY: 'moved:event-log',
}));

/** A page's localStorage holding these entries. */
function storageOf(entries: Record<string, string>) {
  const keys = Object.keys(entries);
  return {
    get length() {
      return keys.length;
    },
    key: (i: number) => keys[i] ?? null,
    getItem: (key: string) => entries[key] ?? null,
  };
}

const STORED = { 'moved:event-log': '{"version":2}', 'cuota:event-log': 'old', language: 'es' };

describe('the autopilot reads the event log under the key the app declares', () => {
  test('the replay’s storage read leaves the log out', () => {
    expect(runInNewContext(STORAGE_SCRIPT, { localStorage: storageOf(STORED) })).toEqual({
      'cuota:event-log': 'old',
      language: 'es',
    });
  });

  test('the page facts carry the log apart from the rest of the storage', () => {
    const document = { querySelector: () => null, querySelectorAll: () => [], getElementById: () => null };
    const facts = runInNewContext(PAGE_FACTS_SCRIPT, {
      window: {},
      document,
      location: { href: 'http://127.0.0.1/#/' },
      localStorage: storageOf(STORED),
    }) as { persistedLog: string | null; stored: Record<string, string> };
    expect(facts.persistedLog).toBe('{"version":2}');
    expect(facts.stored).toEqual({ 'cuota:event-log': 'old', language: 'es' });
  });
});
