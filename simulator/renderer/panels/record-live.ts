import { createJourneyRecorder, type JourneyRecorder } from '../../../scenarios/journey/recorder';
import type { JourneyFile } from '../../../scenarios/journey/format';
import { describeActivity } from './use-bridge-model';
import type { FrameHandles } from '../frame/frame-link';

/** Options of startLiveRecording. */
export interface LiveRecordingOptions {
  /** Mask personal data at record time (the default everywhere but explicit internal QA). */
  masked: boolean;
  /** The scenario being run, or null for a journey recorded by hand. */
  scenarioId?: string | null;
  /** Called after every recorded entry (for a live count). */
  onEntry?: (count: number) => void;
}

/** A recording of the live app in the frame: its domain events, traffic, bridge activity and routes. */
export interface LiveRecording {
  readonly recorder: JourneyRecorder;
  /** Records a note (a scenario step, a reviewer's remark). */
  note: (type: string, text: string) => void;
  /** Stops listening and returns the sealed journey. */
  stop: () => JourneyFile;
}

/**
 * Starts recording the app running in the frame into a journey (ARCHITECTURE 3.4). Null when the app or
 * its mock world has not started yet.
 */
export function startLiveRecording(
  handles: FrameHandles | null,
  options: LiveRecordingOptions,
): LiveRecording | null {
  const app = handles?.app;
  const mock = handles?.mock;
  if (!handles || !app || !mock) return null;
  const device = handles.bridge.snapshot().device;
  const rec = createJourneyRecorder({
    mask: options.masked,
    clock: () => mock.world.now(),
    getState: () => app.store.getState(),
    meta: {
      scenarioId: options.scenarioId ?? null,
      appVersion: '0.1.0',
      buildHash: 'simulator',
      locale: app.store.getState().settings.language,
      device: { ...device },
      seed: mock.world.snapshot().seed,
      startedAt: { virtual: mock.world.now(), wall: Date.now() },
    },
  });
  const bump = () => options.onEntry?.(rec.entries().length);
  const events = app.store.events$.subscribe((event) => {
    rec.record('event', event);
    bump();
  });
  const traffic = mock.onTraffic((t) => {
    rec.record('request', { method: t.method, path: t.path, payload: t.payload });
    rec.record('response', {
      path: t.path,
      status: t.status,
      code: t.code,
      msg: t.msg,
      data: t.data,
      fault: t.fault,
    });
    bump();
  });
  const bridge = handles.bridge.subscribe((activity) => {
    if (activity.kind === 'call')
      rec.record('bridge-call', { id: activity.id, method: activity.method, params: activity.params });
    else if (activity.kind === 'reply') rec.record('bridge-reply', { ...activity });
    else rec.record('note', { type: 'bridge/activity', text: describeActivity(activity) });
    bump();
  });
  const win = handles.win;
  const onRoute = () => {
    rec.record('route', { path: win.location.hash.replace(/^#/, '') || '/' });
    bump();
  };
  win.addEventListener('hashchange', onRoute);
  onRoute();
  bump();
  return {
    recorder: rec,
    note(type, text) {
      rec.record('note', { type, text });
      bump();
    },
    stop() {
      events.unsubscribe();
      traffic();
      bridge();
      win.removeEventListener('hashchange', onRoute);
      return rec.toFile();
    },
  };
}
