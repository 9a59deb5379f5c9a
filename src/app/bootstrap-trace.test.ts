import { describe, expect, it } from 'vitest';
import type { BridgeClient, BridgeTrace } from '../bridge/client';
import { createMemoryStorage, createStoredValues } from '../storage/stored-values';
import { createApp, type AppTrace } from './bootstrap';

/** A bridge whose traffic the test emits by hand. */
function tracingBridge(): BridgeClient & { emit(trace: BridgeTrace): void } {
  const listeners = new Set<(trace: BridgeTrace) => void>();
  return {
    call: () => Promise.reject(new Error('not here')),
    onEvent: () => () => {},
    onTrace: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    isAvailable: () => false,
    dispose: () => {},
    emit: (trace) => listeners.forEach((listener) => listener(trace)),
  };
}

const call = (id: string): BridgeTrace => ({ kind: 'bridge-call', id, method: 'toLogin', params: {} });

describe('the app traffic seen by tools (mock-world builds)', () => {
  it('keeps the traffic from before the first listener for it, then passes on live traffic once', () => {
    const bridge = tracingBridge();
    const app = createApp({
      bridge,
      storedValues: createStoredValues(createMemoryStorage()),
      logStorage: createMemoryStorage(),
      navigate: () => {},
    });
    bridge.emit(call('early'));

    const first: AppTrace[] = [];
    const second: AppTrace[] = [];
    app.onTrace((trace) => first.push(trace));
    app.onTrace((trace) => second.push(trace));
    bridge.emit(call('live'));

    expect(first.map((t) => (t as { id: string }).id)).toEqual(['early', 'live']);
    expect(second.map((t) => (t as { id: string }).id)).toEqual(['live']);
  });
});
