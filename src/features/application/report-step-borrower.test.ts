import type { BridgeClient } from '../../bridge/client';
import type { BridgeMethod } from '../../bridge/contract';
import { ApiError } from '../../api/errors';
import type { DataFlags } from '../../domain/events';
import { sampleDataFlags } from '../../domain/testing/event-fixtures';
import { createMemoryStorage, createStoredValues } from '../../storage/stored-values';
import type { EffectDeps } from '../../store/effect-deps';
import { createStore } from '../../store/store';
import { startIntent } from '../../store/use-intent';
import { reportStep } from './application.effects';

// Decision 0077: B's device data reports never use the `/time/upload/enable` switches of A, who used the phone
// before: B's own answer decides, and while it cannot be had nothing is collected.

type Sent = DataFlags & { step: string; isSubmit: boolean };

/** A native store whose `/time/upload/enable` fails (B's answer cannot be had). */
function setup() {
  const sent: Sent[] = [];
  let uploadEnableCalls = 0;
  const bridge = {
    call: ((method: BridgeMethod, params: Record<string, unknown> = {}) => {
      if (method === 'timeSDK2') sent.push(params as Sent);
      return Promise.resolve({});
    }) as BridgeClient['call'],
    onEvent: () => () => undefined,
    onTrace: () => () => undefined,
    isAvailable: () => true,
    dispose: () => undefined,
  } satisfies BridgeClient;
  const deps = {
    api: {
      user: {
        getUploadEnable: () => {
          uploadEnableCalls += 1;
          return Promise.reject(
            new ApiError(500100, 'caído', { endpoint: 'getUploadEnable', path: '/time/upload/enable' }),
          );
        },
      },
    },
    bridge,
    storage: createStoredValues(createMemoryStorage()),
    navigate: () => undefined,
    isNative: () => true,
  } as unknown as EffectDeps;
  const store = createStore<EffectDeps>({ deps });
  return { store, sent, calls: () => uploadEnableCalls };
}

const collected = ({ step: _step, isSubmit: _isSubmit, ...flags }: Sent) =>
  Object.entries(flags)
    .filter(([, on]) => on === true)
    .map(([kind]) => kind);

test.each([
  ['A logged out', [{ type: 'session/loggedOut', reason: 'user' }] as const],
  [
    "A's session ended by a session code",
    [{ type: 'session/expired', code: 10010303, message: 'm', clearAll: false }] as const,
  ],
  ['nobody logged out (another login over A’s session)', [] as const],
])("after %s, B's report asks for B's switches and collects nothing while they fail", async (_, end) => {
  const { store, sent, calls } = setup();
  store.dispatch({ type: 'session/loggedIn', mobile: '5511112222', token: 'Bearer a', via: 'web' });
  // A's answer: the kinds the app may collect (exif, device) are on.
  store.dispatch({ type: 'config/uploadEnableLoaded', flags: sampleDataFlags({ exif: true, device: true }) });
  for (const event of end) store.dispatch(event);
  store.dispatch({ type: 'session/loggedIn', mobile: '5533334444', token: 'Bearer b', via: 'web' });

  await startIntent(store, reportStep, { step: 'personalInfomation', isSubmit: false });

  expect(calls()).toBe(1);
  expect(sent).toHaveLength(1);
  expect(collected(sent[0]!)).toEqual([]);
});
