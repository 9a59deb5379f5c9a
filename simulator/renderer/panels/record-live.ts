import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { createJourneyRecorder, type JourneyRecorder } from '../../../scenarios/journey/recorder';
import type { JourneyFile } from '../../../scenarios/journey/format';
import { describeActivity } from './use-bridge-model';
import type { FrameHandles } from '../frame/frame-link';
import { createScreenBatcher, startScreenRecording } from '../journey/screen-recorder';
import { createScreenMasker } from '../journey/screen-mask';

/** Options of startLiveRecording. */
export interface LiveRecordingOptions {
  /** Mask personal data at record time (the default everywhere but explicit internal QA). */
  masked: boolean;
  /** The scenario being run, or null for a journey recorded by hand. */
  scenarioId?: string | null;
  /** Called after every recorded entry (for a live count). */
  onEntry?: (count: number) => void;
  /** Record what the borrower sees with rrweb into `screen` entries (default true). */
  screens?: boolean;
  /** The mock world preset in use, kept in the meta (saving a recording as a scenario starts from it). */
  preset?: string | null;
  /** At most this many rrweb events in one screen entry (default 200). */
  screenBatch?: number;
}

/**
 * A recording of the live app in the frame: its domain events, traffic, bridge activity, routes and
 * screens. Screen (rrweb) events are written as a `screen` entry before each other entry, so the chain
 * keeps their order with the rest, at the latest every `screenBatch` events, and each route change
 * starts a fresh full snapshot, so the screen at any step is drawn from the last one before it.
 */
export interface LiveRecording {
  readonly recorder: JourneyRecorder;
  /** Records a note (a scenario step, a reviewer's remark). */
  note: (type: string, text: string) => void;
  /** Stops listening and returns the sealed journey. */
  stop: () => JourneyFile;
}

/**
 * The app's version and build as the headless runner and the autopilot name them (scenarios/runner/
 * journey-fixture.ts, scenarios/autopilot/node/browser.ts): the package's version, which the app declares as
 * `__APP_VERSION__`, and the first 12 hex digits of the SHA-256 of the page the app was built into
 * (index.html), so a recording in the simulator names the same build as the runner's of that build.
 */
export interface AppBuild {
  appVersion: string;
  buildHash: string;
}

/** The build hash of an app page's bytes (what the runner computes of dist-mock/index.html). */
export function buildHashOf(page: Uint8Array): string {
  return bytesToHex(sha256(page)).slice(0, 12);
}

/** The app page's bytes, read from the frame's own origin; null when they cannot be read. */
function pageBytes(win: Window, address: string): Uint8Array | null {
  try {
    const request = new (win as Window & Pick<typeof globalThis, 'XMLHttpRequest'>).XMLHttpRequest();
    // Synchronous: the meta is sealed in the first entry, when the recording starts.
    request.open('GET', address, false);
    // Each byte as one character, so the hash is of the file's bytes as served.
    request.overrideMimeType('text/plain; charset=x-user-defined');
    request.send();
    if (request.status !== 200 && !(request.status === 0 && request.responseText)) return null;
    const text = request.responseText;
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0xff;
    return bytes;
  } catch {
    return null;
  }
}

/**
 * The build of the app running in the frame, from its page as served now (without query and route: the page
 * a rebuild replaces); `unknown` when the page cannot be read.
 */
export function appBuildOf(win: Window): AppBuild {
  const url = new URL(win.location.href);
  url.search = '';
  url.hash = '';
  const bytes = pageBytes(win, url.href);
  return { appVersion: __APP_VERSION__, buildHash: bytes ? buildHashOf(bytes) : 'unknown' };
}

type FrameApp = NonNullable<FrameHandles['app']>;
type FrameMock = NonNullable<FrameHandles['mock']>;
type RecordEntry = JourneyRecorder['record'];

/** The journey recorder, its meta read from the app, the mock world and the emulated phone. */
function recorderOf(handles: FrameHandles, app: FrameApp, mock: FrameMock, options: LiveRecordingOptions) {
  const device = handles.bridge.snapshot().device;
  return createJourneyRecorder({
    mask: options.masked,
    clock: () => mock.world.now(),
    getState: () => app.store.getState(),
    meta: {
      scenarioId: options.scenarioId ?? null,
      ...appBuildOf(handles.win),
      locale: app.store.getState().settings.language,
      device: { ...device },
      seed: mock.world.snapshot().seed,
      startedAt: { virtual: mock.world.now(), wall: Date.now() },
      ...(options.preset ? { preset: options.preset } : {}),
    },
  });
}

/** Masks the borrower's personal data (from the app's state and the world's borrower) in the screens. */
function screenMaskerOf(app: FrameApp, mock: FrameMock) {
  return createScreenMasker(() => {
    const state = app.store.getState();
    const mobile = state.session.mobile;
    let user: unknown = null;
    try {
      user = mobile ? mock.world.findUser(mobile) : null;
    } catch {
      // The world may be mid-reset: the state's values still apply.
    }
    return [state, user];
  });
}

/** Records the app's domain events, the mock's traffic and the bridge's activity; returns the unsubscribes. */
function listenToFrame(
  handles: FrameHandles,
  app: FrameApp,
  mock: FrameMock,
  record: RecordEntry,
  after: { entry: () => void; event: () => void },
): Array<() => void> {
  const events = app.store.events$.subscribe((event) => {
    after.event();
    record('event', event);
    after.entry();
  });
  const traffic = mock.onTraffic((t) => {
    record('request', { method: t.method, path: t.path, payload: t.payload });
    record('response', {
      path: t.path,
      status: t.status,
      code: t.code,
      msg: t.msg,
      data: t.data,
      fault: t.fault,
    });
    after.entry();
  });
  const bridge = handles.bridge.subscribe((activity) => {
    if (activity.kind === 'call')
      record('bridge-call', { id: activity.id, method: activity.method, params: activity.params });
    else if (activity.kind === 'reply') record('bridge-reply', { ...activity });
    else record('note', { type: 'bridge/activity', text: describeActivity(activity) });
    after.entry();
  });
  return [() => events.unsubscribe(), traffic, bridge];
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
  const rec = recorderOf(handles, app, mock, options);
  const bump = () => options.onEntry?.(rec.entries().length);
  const screens = createScreenBatcher({
    maxEvents: Math.max(1, options.screenBatch ?? 200),
    write: (batch) => {
      rec.record('screen', { type: 'rrweb', step: null, events: batch });
      bump();
    },
  });
  // What the borrower saw up to now goes in first, then the entry.
  const record: RecordEntry = (kind, data) => {
    screens.flush();
    return rec.record(kind, data);
  };
  const masker = options.masked ? screenMaskerOf(app, mock) : null;
  const screen =
    options.screens === false
      ? null
      : startScreenRecording(handles.win, {
          masker,
          emit: (event) => screens.push(event),
          onError: (message) => {
            record('note', { type: 'screen/unavailable', text: message });
            bump();
          },
        });
  const unsubscribes = listenToFrame(handles, app, mock, record, {
    entry: bump,
    event: () => masker?.invalidate(),
  });
  const win = handles.win;
  const onRoute = () => {
    record('route', { path: win.location.hash.replace(/^#/, '') || '/' });
    // A new screen: a full snapshot, so it can be drawn without what came before.
    screen?.fullSnapshot();
    bump();
  };
  win.addEventListener('hashchange', onRoute);
  onRoute();
  bump();
  return {
    recorder: rec,
    note(type, text) {
      record('note', { type, text });
      bump();
    },
    stop() {
      screen?.stop();
      screens.flush();
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      win.removeEventListener('hashchange', onRoute);
      return rec.toFile();
    },
  };
}
