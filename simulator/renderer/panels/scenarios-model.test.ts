// @vitest-environment jsdom
import type { Scenario } from '../../../scenarios/scenario.schemas';
import { createRunGate } from '../scenario-drivers/run-gate';
import { RunStoppedError } from '../scenario-drivers/poll';
import { installVirtualTimers, type TimerHost } from '../scenario-drivers/virtual-timers';
import { textMatcher } from '../scenario-drivers/dom-locate';
import {
  appPageOf,
  forgetAppStorage,
  scenarioUrl,
  startCleanStorage,
} from '../scenario-drivers/frame-drivers';
import { frameLimits, runSummary, SCENARIOS, stepRows, type ScenarioRun } from './use-scenarios-model';

/** A storage's keys and values. */
function entriesOf(storage: Storage): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) out[key] = storage.getItem(key) ?? '';
  }
  return out;
}

/** Settles pending promise callbacks (no timers involved). */
async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** Tracks whether a promise has settled, and how. */
function track(promise: Promise<unknown>) {
  const status = { settled: false, error: undefined as unknown };
  promise.then(
    () => (status.settled = true),
    (error: unknown) => {
      status.settled = true;
      status.error = error;
    },
  );
  return status;
}

describe('run gate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets steps through at once while running with no delay', async () => {
    const gate = createRunGate();
    const first = track(gate.beforeStep(0));
    const second = track(gate.beforeStep(1));
    await flush();
    expect(first.settled && second.settled).toBe(true);
  });

  it('waits the delay between steps, but not before the first', async () => {
    const gate = createRunGate({ delayMs: 250 });
    const first = track(gate.beforeStep(0));
    await flush();
    expect(first.settled).toBe(true);
    const second = track(gate.beforeStep(1));
    await vi.advanceTimersByTimeAsync(249);
    expect(second.settled).toBe(false);
    expect(gate.state().waitingAt).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.settled).toBe(true);
    expect(gate.state().waitingAt).toBeNull();
  });

  it('a shorter delay chosen while waiting takes effect at once', async () => {
    const gate = createRunGate({ delayMs: 1000 });
    await gate.beforeStep(0);
    const second = track(gate.beforeStep(1));
    await vi.advanceTimersByTimeAsync(100);
    gate.setDelay(0);
    await flush();
    expect(second.settled).toBe(true);
  });

  it('holds the next step while paused; step() lets exactly one through', async () => {
    const gate = createRunGate({ paused: true });
    const first = track(gate.beforeStep(0));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.settled).toBe(false);
    expect(gate.state()).toMatchObject({ mode: 'paused', waitingAt: 0 });

    gate.step();
    await flush();
    expect(first.settled).toBe(true);

    const second = track(gate.beforeStep(1));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(second.settled).toBe(false);
    gate.step();
    await flush();
    expect(second.settled).toBe(true);
    expect(gate.state().mode).toBe('paused');
  });

  it('pausing during the delay holds the step until resume, which goes on without another delay', async () => {
    const gate = createRunGate({ delayMs: 1000 });
    await gate.beforeStep(0);
    const second = track(gate.beforeStep(1));
    await vi.advanceTimersByTimeAsync(500);
    gate.pause();
    await vi.advanceTimersByTimeAsync(5000);
    expect(second.settled).toBe(false);
    gate.resume();
    await flush();
    expect(second.settled).toBe(true);
    expect(gate.state().mode).toBe('running');
  });

  it('step() while a step runs pauses before the next one', async () => {
    const gate = createRunGate();
    await gate.beforeStep(0);
    gate.step(); // step 0 is in flight: nothing is held, so the next step waits
    const next = track(gate.beforeStep(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(next.settled).toBe(false);
    gate.step();
    await flush();
    expect(next.settled).toBe(true);
  });

  it('stop ends a held step with RunStoppedError, aborts the signal, and refuses further steps', async () => {
    const gate = createRunGate({ paused: true });
    const held = track(gate.beforeStep(0));
    gate.stop();
    await flush();
    expect(held.error).toBeInstanceOf(RunStoppedError);
    expect(gate.signal.aborted).toBe(true);
    await expect(gate.beforeStep(1)).rejects.toBeInstanceOf(RunStoppedError);
    gate.resume();
    expect(gate.state().mode).toBe('stopped');
  });

  it('tells subscribers every change', () => {
    const gate = createRunGate();
    const modes: string[] = [];
    gate.subscribe((state) => modes.push(state.mode));
    gate.pause();
    gate.resume();
    gate.stop();
    expect(modes).toEqual(['paused', 'running', 'stopped']);
  });
});

describe('virtual timers', () => {
  /** A window's timer functions (and Date) on an object of their own, so the test's globals stay real. */
  function fakeHost(): TimerHost & { Date: DateConstructor } {
    return {
      setTimeout: globalThis.setTimeout.bind(globalThis),
      clearTimeout: globalThis.clearTimeout.bind(globalThis),
      setInterval: globalThis.setInterval.bind(globalThis),
      clearInterval: globalThis.clearInterval.bind(globalThis),
      Date,
    };
  }

  it('fires the timers that fall due, in due order, and keeps the later ones', () => {
    const host = fakeHost();
    const timers = installVirtualTimers(host);
    const fired: string[] = [];
    host.setTimeout(() => fired.push('60 s'), 60_000);
    host.setTimeout(() => fired.push('1 s'), 1000);
    host.setTimeout(() => fired.push('2 min'), 120_000);
    timers.advance(61_000);
    expect(fired).toEqual(['1 s', '60 s']);
    expect(timers.pending()).toBe(1);
    timers.uninstall();
  });

  it('runs timers scheduled by fired ones when they fall inside the window; cleared timers never fire', () => {
    const host = fakeHost();
    const timers = installVirtualTimers(host);
    const fired: string[] = [];
    host.setTimeout(() => {
      fired.push('a');
      host.setTimeout(() => fired.push('b'), 10);
    }, 10);
    const cleared = host.setTimeout(() => fired.push('never'), 5);
    host.clearTimeout(cleared);
    timers.advance(30);
    expect(fired).toEqual(['a', 'b']);
    timers.uninstall();
  });

  it('still fires timers on their own as real time passes', async () => {
    const host = fakeHost();
    const timers = installVirtualTimers(host);
    const fired: string[] = [];
    host.setTimeout(() => fired.push('soon'), 20);
    await vi.waitFor(() => expect(fired).toEqual(['soon']), { timeout: 2000, interval: 10 });
    timers.uninstall();
  });

  it('puts the host functions back on uninstall, unless a new page replaced them', () => {
    const host = fakeHost();
    const original = host.setTimeout;
    const timers = installVirtualTimers(host);
    expect(host.setTimeout).not.toBe(original);
    timers.uninstall();
    expect(host.setTimeout).toBe(original);

    const reloaded = fakeHost();
    const again = installVirtualTimers(reloaded);
    const newPage = globalThis.setTimeout.bind(globalThis) as unknown as TimerHost['setTimeout'];
    reloaded.setTimeout = newPage;
    again.uninstall();
    expect(reloaded.setTimeout).toBe(newPage);
  });
});

describe('locating like Playwright', () => {
  it('matches strings as case-insensitive substrings unless exact, patterns as patterns', () => {
    expect(textMatcher('enviar código')('  Enviar   código ')).toBe(true);
    expect(textMatcher('Enviar', true)('Enviar código')).toBe(false);
    expect(textMatcher('Enviar código', true)(' Enviar\ncódigo ')).toBe(true);
    expect(textMatcher('enviar', true)('Enviar')).toBe(false);
    expect(textMatcher(/^Seleccionar/)('Seleccionar estado')).toBe(true);
    expect(textMatcher(/^Seleccionar/)('Estado: Seleccionar')).toBe(false);
  });
});

const sample: Scenario = {
  id: 'sample',
  title: 'Sample',
  flow: 'test',
  preset: 'new-borrower',
  presetOptions: { progress: 20 },
  start: '/auth/x',
  steps: [{ goto: '/' }, { expectText: 'Hola' }, { tap: 'Siguiente' }],
};

function runOf(patch: Partial<ScenarioRun>): ScenarioRun {
  return {
    scenarioId: 'sample',
    phase: 'running',
    current: null,
    gate: { mode: 'running', delayMs: 0, waitingAt: null },
    results: [],
    startedAt: 0,
    ms: 1500,
    ...patch,
  };
}

describe('scenarios panel model', () => {
  it('lists every scenario file of the project, valid and unique', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(SCENARIOS.length);
    expect(SCENARIOS.map((s) => s.id)).toEqual(expect.arrayContaining(['spec-max-terms', 'quota-rejected']));
  });

  it('shows each step with its result, the running one, and what was never reached', () => {
    const results = [{ index: 0, step: sample.steps[0]!, ok: true, ms: 12 }];
    expect(stepRows(sample, runOf({ results, current: 1 })).map((r) => r.status)).toEqual([
      'ok',
      'running',
      'pending',
    ]);
    const held = runOf({ results, current: 1, gate: { mode: 'paused', delayMs: 0, waitingAt: 1 } });
    expect(stepRows(sample, held)[1]!.status).toBe('waiting');
    expect(runSummary(sample, held)).toBe('Paused before step 2 of 3');

    const failed = runOf({
      phase: 'failed',
      results: [
        ...results,
        { index: 1, step: sample.steps[1]!, ok: false, ms: 15_000, error: 'step 2: timed out' },
      ],
    });
    const rows = stepRows(sample, failed);
    expect(rows.map((r) => r.status)).toEqual(['ok', 'failed', 'not run']);
    expect(rows[1]).toMatchObject({ error: 'step 2: timed out', ms: 15_000, text: 'expectText Hola' });
    expect(runSummary(sample, failed)).toBe('Failed at step 2 of 3 (1 passed) in 1.5 s');
  });

  it('sums up passed, stopped and set-up failures', () => {
    const all = sample.steps.map((step, index) => ({ index, step, ok: true, ms: 1 }));
    expect(runSummary(sample, runOf({ phase: 'passed', results: all }))).toBe(
      'Passed: 3 of 3 steps in 1.5 s',
    );
    expect(runSummary(sample, runOf({ phase: 'stopped', results: all.slice(0, 1) }))).toBe(
      'Stopped after 1 of 3 steps',
    );
    expect(runSummary(sample, runOf({ phase: 'failed', error: 'setup: no app' }))).toBe(
      'Failed before the first step: setup: no app',
    );
    expect(runSummary(sample, null)).toBe('Not run yet');
  });

  it('says which steps the web frame cannot run, and why', () => {
    const withUpload: Scenario = {
      ...sample,
      steps: [
        { upload: { label: 'Frente', file: 'front' } },
        { reload: true },
        { advanceTimers: { seconds: 61 } },
      ],
    };
    const limits = frameLimits(withUpload);
    expect(limits.map((l) => [l.index, l.blocking])).toEqual([
      [0, true],
      [1, false],
      [2, true],
    ]);
    expect(limits[0]!.reason).toMatch(/camera/);
    expect(frameLimits({ ...sample, bridge: false })[0]).toMatchObject({ index: null, blocking: false });
    expect(frameLimits(sample)).toEqual([]);
    expect(stepRows(withUpload, null)[0]!.limit).toMatch(/file upload/);
  });

  it('loads the frame with the scenario preset, options and start route', () => {
    const page = appPageOf('http://h:1/index.html?preset=old#/x');
    expect(page).toBe('http://h:1/index.html');
    const url = new URL(scenarioUrl(page, { ...sample, seed: 7 }));
    expect(url.searchParams.get('preset')).toBe('new-borrower');
    expect(url.searchParams.get('seed')).toBe('7');
    expect(JSON.parse(url.searchParams.get('presetOptions')!)).toEqual({ progress: 20 });
    expect(url.hash).toBe('#/auth/x');
  });

  it('forgets the spec-named stored values, the app’s own keys and the tools’, and nothing else', () => {
    // Spec section 3's names, as the previous run left them.
    const specNamed = [
      'token',
      'userInfo',
      'language',
      'deviceMsg',
      'packageName',
      'appName',
      'afid',
      'appendReqHeaders',
      'popEvaluateTime',
      '8in1ExpiredTime',
      'lastRefreshTime',
      'adTimes',
      'featureMode',
    ];
    const storage = window.localStorage;
    storage.clear();
    for (const key of specNamed) storage.setItem(key, '1');
    storage.setItem('cuota:event-log', '[]');
    storage.setItem('cuota:drafts', '{}');
    storage.setItem('cuota-mock:world', '{}');
    storage.setItem('cuota-bridge:state', '{}');
    storage.setItem('other-tool', 'kept');
    expect(forgetAppStorage(storage)).toBe(specNamed.length + 4);
    expect(entriesOf(storage)).toEqual({ 'other-tool': 'kept' });
    storage.clear();
  });

  it('starts a run from the storage the headless runner starts from, in the scenario’s language', () => {
    const local = window.localStorage;
    const session = window.sessionStorage;
    local.clear();
    // The previous run: in Spanish, signed in, with an evaluate popup shown.
    local.setItem('language', 'es');
    local.setItem('token', JSON.stringify({ Authorization: 'Bearer tk_old' }));
    local.setItem('popEvaluateTime', '1768492800000');
    session.setItem('cuota-mock:world', '{}');
    startCleanStorage({ local, forget: [local, session] }, 'en');
    // What run-scenario.ts writes into a fresh context: `language`, as the native app stores it.
    expect(entriesOf(local)).toEqual({ language: 'en' });
    expect(session.getItem('cuota-mock:world')).toBeNull();
    startCleanStorage({ local, forget: [local] }, undefined);
    expect(local.length).toBe(0);
  });
});
