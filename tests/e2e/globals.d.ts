// What the mock-world build exposes on window (src/mocks/browser.ts, src/app/root.tsx), loosely typed
// for specs: they drive the world's clock and read the store as a test would, nothing more.
export {};

declare global {
  interface Window {
    __cuotaMock?: {
      clock: { advance(by: { minutes?: number; days?: number }): void; now(): number };
      world: Record<string, unknown> & { outbox: Array<{ mobile: string; code: string }> };
      faults: Record<string, (...args: unknown[]) => unknown>;
      reset(options?: unknown): unknown;
    };
    __cuotaApp?: { store: { getState(): Record<string, Record<string, unknown>> } };
  }
}
