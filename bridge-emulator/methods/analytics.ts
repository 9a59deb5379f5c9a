import { DATA_FLAGS, type DataFlag } from '#contracts/bridge';
import { push, succeed, type EmulatorCore, type MethodGroup } from '../emulator-core';
import { collectedFlags } from '../permissions';

/**
 * What the app reports to the native side: AppsFlyer events (`logEventByAF`) and the device-data
 * collection of `timeSDK2`, with the flags the phone's permissions let it collect. `clearLogs` empties
 * these logs and the camera's and logouts'.
 */
export function analyticsMethods(core: EmulatorCore): MethodGroup<'logEventByAF' | 'timeSDK2', 'clearLogs'> {
  const { state, now } = core;
  return {
    handlers: {
      logEventByAF: (params) => {
        push(state.afEvents, {
          at: now(),
          eventName: params.eventName,
          ...(params.eventValues ? { eventValues: { ...params.eventValues } } : {}),
        });
        return succeed({});
      },
      timeSDK2: (params) => {
        const requested = Object.fromEntries(DATA_FLAGS.map((f) => [f, params[f]])) as Record<
          DataFlag,
          boolean
        >;
        push(state.timeSdkCalls, {
          at: now(),
          step: params.step,
          isSubmit: params.isSubmit,
          requested,
          collected: collectedFlags(requested, state.permissions),
        });
        return succeed({});
      },
    },
    control: {
      clearLogs() {
        state.afEvents = [];
        state.timeSdkCalls = [];
        state.captures = [];
        state.logouts = [];
        core.changed();
      },
    },
  };
}
