import type { ClockDriver } from '../../../scenarios/drivers/drivers';
import { stepToMs } from '#contracts/mock-world';
import type { VirtualTimers } from './virtual-timers';

/**
 * The page's timers: `advanceTimers` fires what falls due at once through the virtual timers installed in
 * the frame for scenarios that move them (see prepareFrame); without them the step says so.
 */
export function createFrameClockDriver(timers: () => VirtualTimers | null): ClockDriver {
  return {
    advanceTimers(step) {
      const installed = timers();
      if (!installed)
        return Promise.reject(
          new Error(
            'advanceTimers needs the page timers, which the simulator wraps only for scenarios that move them (and only until the page reloads)',
          ),
        );
      installed.advance(stepToMs(step));
      return Promise.resolve();
    },
  };
}
