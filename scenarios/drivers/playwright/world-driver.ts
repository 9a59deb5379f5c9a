import type { Page } from '@playwright/test';
import type { Fault } from '#contracts/mock-world';
import type { FaultSpec } from '../../scenario.schemas';
import type { WorldDriver, WorldOutcomes } from '../drivers';

/** The part of `window.__cuotaMock` this driver uses (src/mocks/browser.ts). */
interface MockWindow {
  __cuotaMock?: {
    clock: { advance(step: Record<string, number>): number; now(): number };
    faults: { add(target: string, fault: Fault, options?: { once?: boolean }): number; clear(): void };
    edit: {
      setOutcomes(outcomes: WorldOutcomes): void;
      nextOrderChange(mobile: string): { status: string; inMs: number } | null;
    };
  };
}

/** The fault of src/mocks/world/faults.ts a scenario's fault step stands for. */
export function faultOf(spec: FaultSpec): Fault {
  switch (spec.kind) {
    case 'networkError':
      return { kind: 'networkError' };
    case 'timeout':
      return { kind: 'timeout' };
    case 'error':
      return { kind: 'error', code: spec.code ?? 1, msg: spec.msg ?? `error ${spec.code ?? 1}` };
    case 'http':
      return {
        kind: 'http',
        status: spec.status ?? 500,
        ...(spec.msg === undefined ? {} : { body: spec.msg }),
      };
    case 'delay':
      return { kind: 'delay', ms: spec.ms ?? 0 };
    case 'notJson':
      return { kind: 'malformed', body: 'notJson' };
    case 'wrongShape':
      return { kind: 'malformed', body: 'wrongShape' };
  }
}

/** The mock backend of a page: its faults and its virtual clock. */
export function createPlaywrightWorldDriver(page: Page): WorldDriver {
  const ready = () => page.waitForFunction(() => (window as MockWindow).__cuotaMock !== undefined);
  return {
    async fault(spec) {
      await ready();
      await page.evaluate(
        ({ endpoint, fault, once }) =>
          void (window as MockWindow).__cuotaMock!.faults.add(endpoint, fault, { once }),
        { endpoint: spec.endpoint, fault: faultOf(spec), once: spec.once ?? true },
      );
    },
    async clearFaults() {
      await ready();
      await page.evaluate(() => (window as MockWindow).__cuotaMock!.faults.clear());
    },
    async advanceClock(step) {
      await ready();
      await page.evaluate(
        (by) => void (window as MockWindow).__cuotaMock!.clock.advance(by),
        step as Record<string, number>,
      );
    },
    async setOutcomes(outcomes) {
      await ready();
      await page.evaluate((o) => (window as MockWindow).__cuotaMock!.edit.setOutcomes(o), outcomes);
    },
    async now() {
      await ready();
      return page.evaluate(() => (window as MockWindow).__cuotaMock!.clock.now());
    },
    async nextOrderChange(mobile) {
      await ready();
      return page.evaluate((m) => (window as MockWindow).__cuotaMock!.edit.nextOrderChange(m), mobile);
    },
  };
}
