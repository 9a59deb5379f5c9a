import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { createMockRuntime, type MockWorldOptions } from './runtime';
import type { MockWorld } from './world/world';

/**
 * The mock backend for Vitest (msw/node). Tests call `installMockServer()` once per file, or drive
 * `mockServer` and `resetMockWorld()` themselves; every test gets a fresh world.
 */

/** The runtime behind the Node server: `mockRuntime.world`, `.clock`, `.faults`. */
export const mockRuntime = createMockRuntime({ preset: 'new-borrower', seed: 1 });

/** The msw/node server answering `/api/*`. */
export const mockServer = setupServer(...createHandlers(mockRuntime));

/** Replaces the world (default: new-borrower, seed 1) and clears every fault; returns the new world. */
export function resetMockWorld(options: MockWorldOptions = {}): MockWorld {
  return mockRuntime.reset(options);
}

/** Registers the server in the current test file: listen, fresh world per test, close. */
export function installMockServer(options: MockWorldOptions = {}): typeof mockRuntime {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetMockWorld(options);
  });
  afterEach(() => {
    mockRuntime.faults.clear();
    mockServer.resetHandlers();
  });
  afterAll(() => mockServer.close());
  return mockRuntime;
}
