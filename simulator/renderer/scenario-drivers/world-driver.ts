import type { WorldDriver } from '../../../scenarios/drivers/drivers';
import { faultOf } from '../../../scenarios/drivers/playwright/world-driver';
import { currentMock, type FrameAccess } from './frame-access';

/** The frame's mock backend (`__cuotaMock`): faults and the world's virtual clock. */
export function createFrameWorldDriver(frame: FrameAccess): WorldDriver {
  const mock = () => currentMock(frame);
  return {
    async fault(spec) {
      (await mock()).faults.add(spec.endpoint, faultOf(spec), { once: spec.once ?? true });
    },
    async clearFaults() {
      (await mock()).faults.clear();
    },
    async advanceClock(step) {
      (await mock()).clock.advance(step);
    },
    async setOutcomes(outcomes) {
      (await mock()).edit.setOutcomes(outcomes);
    },
    async now() {
      return (await mock()).clock.now();
    },
    async nextOrderChange(mobile) {
      return (await mock()).edit.nextOrderChange(mobile);
    },
  };
}
