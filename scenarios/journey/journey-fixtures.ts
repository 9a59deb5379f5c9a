import { journeyEvents } from '#contracts/testing';
import type { JourneyFile, JourneyMetaInput } from './format';
import { createJourneyRecorder } from './recorder';

/** A meta block for tests (no `masked`: the recorder sets it). */
export const TEST_META: JourneyMetaInput = {
  scenarioId: 'test/journey',
  appVersion: '0.1.0',
  buildHash: 'abc123',
  locale: 'es',
  device: {
    packageName: 'com.cuota.mx',
    appName: 'Cuota',
    platform: 'android',
    androidId: 'a1b2c3d4e5f60718',
  },
  seed: 7,
  startedAt: { virtual: 1_700_000_000_000, wall: 1_700_000_000_500 },
};

/** A small journey of every entry kind around the fixture borrower's events (for tamper tests). */
export function sampleJourney(): JourneyFile {
  let now = TEST_META.startedAt.virtual;
  const recorder = createJourneyRecorder({ meta: TEST_META, clock: () => (now += 1000) });
  recorder.record('route', { path: '/user/login' });
  recorder.record('bridge-call', { id: 'b1', method: 'getLoginInfo', params: {} });
  recorder.record('bridge-reply', {
    id: 'b1',
    method: 'getLoginInfo',
    ok: true,
    result: { token: 'Bearer t' },
  });
  for (const event of journeyEvents()) {
    recorder.record('request', {
      id: event.at,
      endpoint: '/store/order/last',
      method: 'GET',
      path: '/store/order/last',
      payload: null,
    });
    recorder.record('event', event);
    recorder.record('response', {
      id: event.at,
      endpoint: '/store/order/last',
      code: 0,
      data: { amount: 5000 },
    });
  }
  recorder.record('screen', { type: 2, node: { type: 3, textContent: 'Préstamo liquidado' } });
  return recorder.toFile();
}
