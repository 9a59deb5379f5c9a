import { useEffect, useRef, useState } from 'react';
import type { JourneyFile } from '../../../scenarios/journey/format';
import { runSteps, type StepResult } from '../../../scenarios/interpreter';
import { redactTypedValues } from '../../../scenarios/runner/journey-sink';
import { describeStep, type Scenario } from '../../../scenarios/scenario.schemas';
import type { FrameHandles } from '../frame/frame-link';
import type { AppWindow } from '../scenario-drivers/frame-access';
import { appPageOf, createFrameDrivers, prepareFrame } from '../scenario-drivers/frame-drivers';
import { settle, tapEvents } from '../scenario-drivers/observer-driver';
import { RunStoppedError } from '../scenario-drivers/poll';
import { createRunGate, type GateState, type RunGate } from '../scenario-drivers/run-gate';
import type { VirtualTimers } from '../scenario-drivers/virtual-timers';
import { startLiveRecording, type LiveRecording } from './record-live';

/** Every scenario file of the project, checked by defineScenario when loaded, sorted by flow and id. */
export const SCENARIOS: readonly Scenario[] = Object.values(
  import.meta.glob<{ default: Scenario }>('../../../scenarios/**/*.scenario.ts', { eager: true }),
)
  .map((module) => module.default)
  .sort((a, b) => a.flow.localeCompare(b.flow) || a.id.localeCompare(b.id));

/** The delays between steps the panel offers, in ms. */
export const SPEEDS = [0, 250, 1000] as const;

/** Something about a scenario the web frame cannot do as the headless runner does. */
export interface FrameLimit {
  /** The step it concerns, or null for the whole scenario. */
  index: number | null;
  /** True when the step cannot run at all (the run fails there at once, saying why). */
  blocking: boolean;
  reason: string;
}

/** What in a scenario the simulator's web frame cannot do like the headless runner. */
export function frameLimits(scenario: Scenario): FrameLimit[] {
  const limits: FrameLimit[] = [];
  if (scenario.bridge === false)
    limits.push({
      index: null,
      blocking: false,
      reason:
        'the scenario asks for a plain browser, but the web frame always has the emulated phone; bridge steps are refused',
    });
  let reloaded = false;
  scenario.steps.forEach((step, index) => {
    if ('upload' in step && scenario.bridge !== false)
      limits.push({
        index,
        blocking: true,
        reason:
          'a file upload needs the app in a plain browser; in the frame the app has the emulated phone and asks its camera instead',
      });
    if ('advanceTimers' in step && reloaded)
      limits.push({
        index,
        blocking: true,
        reason: 'the page timers are wrapped when the app starts; after a reload they cannot be moved',
      });
    if ('reload' in step) {
      reloaded = true;
      limits.push({
        index,
        blocking: false,
        reason: 'after a reload the journey no longer records the app (the recording follows the first page)',
      });
    }
  });
  return limits;
}

/** The phase of a run. */
export type RunPhase = 'preparing' | 'running' | 'passed' | 'failed' | 'stopped';

/** One run of a scenario in the frame. */
export interface ScenarioRun {
  scenarioId: string;
  phase: RunPhase;
  /** The step running or held at the gate. */
  current: number | null;
  gate: GateState;
  results: StepResult[];
  startedAt: number;
  ms: number;
  /** Why the run could not start, or why it failed. */
  error?: string;
  journey?: { name: string; entries: number };
}

/** A step's line in the results table. */
export interface StepRow {
  index: number;
  text: string;
  status: 'pending' | 'waiting' | 'running' | 'ok' | 'failed' | 'stopped' | 'not run';
  ms?: number;
  error?: string;
  limit?: string;
}

/** The rows of the results table: each step with its status, timing and error. */
export function stepRows(scenario: Scenario, run: ScenarioRun | null): StepRow[] {
  const limits = frameLimits(scenario);
  const finished = run !== null && run.phase !== 'preparing' && run.phase !== 'running';
  return scenario.steps.map((step, index) => {
    const limit = limits.find((l) => l.index === index)?.reason;
    const result = run?.results.find((r) => r.index === index);
    const base = { index, text: describeStep(step), ...(limit ? { limit } : {}) };
    if (result)
      return {
        ...base,
        status: result.ok ? 'ok' : run?.phase === 'stopped' ? 'stopped' : 'failed',
        ms: result.ms,
        ...(result.error ? { error: result.error } : {}),
      };
    if (run && !finished && run.current === index)
      return { ...base, status: run.gate.waitingAt === index ? 'waiting' : 'running' };
    return { ...base, status: finished ? 'not run' : 'pending' };
  });
}

/** The run's status line. */
export function runSummary(scenario: Scenario, run: ScenarioRun | null): string {
  if (!run) return 'Not run yet';
  const total = scenario.steps.length;
  const passed = run.results.filter((r) => r.ok).length;
  const seconds = `${(run.ms / 1000).toFixed(1)} s`;
  switch (run.phase) {
    case 'preparing':
      return 'Preparing: loading the app with the scenario preset…';
    case 'running': {
      const step = (run.current ?? 0) + 1;
      if (run.gate.mode === 'paused')
        return run.gate.waitingAt !== null
          ? `Paused before step ${run.gate.waitingAt + 1} of ${total}`
          : `Pausing after step ${step} of ${total}`;
      return `Running step ${step} of ${total}`;
    }
    case 'passed':
      return `Passed: ${passed} of ${total} steps in ${seconds}`;
    case 'stopped':
      return `Stopped after ${passed} of ${total} steps`;
    case 'failed': {
      const failed = run.results.find((r) => !r.ok);
      return failed
        ? `Failed at step ${failed.index + 1} of ${total} (${passed} passed) in ${seconds}`
        : `Failed before the first step: ${run.error ?? 'unknown error'}`;
    }
  }
}

/** The last outcome per scenario, for the list. */
export interface ScenarioOutcome {
  ok: boolean;
  stopped: boolean;
  stepsPassed: number;
  steps: number;
  ms: number;
  error?: string;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What the model needs from the simulator. */
export interface ScenariosModelOptions {
  /** Opens a finished run's journey (the Journey panel's openFile). */
  openJourney: (name: string, file: JourneyFile) => void;
  scenarios?: readonly Scenario[];
}

/** The shown run of one scenario: its view, updated as it goes, and its outcome. */
function runTracker(scenario: Scenario, gate: RunGate, show: (run: ScenarioRun) => void) {
  const startedAt = Date.now();
  let view: ScenarioRun = {
    scenarioId: scenario.id,
    phase: 'preparing',
    current: null,
    gate: gate.state(),
    results: [],
    startedAt,
    ms: 0,
  };
  const update = (patch: Partial<ScenarioRun>) => {
    view = { ...view, ...patch, ms: Date.now() - startedAt };
    show(view);
  };
  update({});
  const outcome = (): ScenarioOutcome => ({
    ok: view.phase === 'passed',
    stopped: view.phase === 'stopped',
    stepsPassed: view.results.filter((r) => r.ok).length,
    steps: scenario.steps.length,
    ms: view.ms,
    ...(view.error ? { error: view.error } : {}),
  });
  return { update, view: () => view, outcome };
}

type RunTracker = ReturnType<typeof runTracker>;

/** The journey of a run (masked), when the page has the emulated phone. */
function recordRun(win: AppWindow, scenario: Scenario): LiveRecording | null {
  const bridge = win.__cuotaBridge;
  const live = bridge
    ? startLiveRecording(
        {
          win,
          bridge,
          generation: 0,
          ...(win.__cuotaApp ? { app: win.__cuotaApp } : {}),
          ...(win.__cuotaMock ? { mock: win.__cuotaMock } : {}),
        },
        { masked: true, scenarioId: scenario.id },
      )
    : null;
  live?.note('scenario/start', `${scenario.id}: ${scenario.title}`);
  return live;
}

/** What a prepared run drives: the frame, the app's events, its timers and the journey. */
interface PreparedRun {
  frame: { win: AppWindow; signal: AbortSignal };
  tap: ReturnType<typeof tapEvents>;
  timers: () => VirtualTimers | null;
  live: LiveRecording | null;
}

/** Runs the steps through the gate, each once the app is quiet, and shows how the run ended. */
async function playSteps(scenario: Scenario, run: PreparedRun, gate: RunGate, tracker: RunTracker) {
  const { live, tap } = run;
  const blocking = new Map(
    frameLimits(scenario)
      .filter((l) => l.blocking && l.index !== null)
      .map((l) => [l.index!, l.reason]),
  );
  const quiet = () => settle(tap, { signal: gate.signal });
  const drivers = createFrameDrivers(
    { ...run.frame, settle: quiet },
    { scenario, tap, timers: run.timers, note: (text) => live?.note('scenario/note', text) },
  );
  const outcome = await runSteps(scenario.steps, drivers, {
    beforeStep: async (index, step) => {
      tracker.update({ current: index });
      await gate.beforeStep(index);
      // Each step starts once the app is quiet (as Playwright's pace gives the headless runner).
      await quiet();
      const reason = blocking.get(index);
      if (reason) throw new Error(`cannot run in the simulator's web frame: ${reason}`);
      live?.note('scenario/step', `step ${index + 1}: ${describeStep(redactTypedValues(step))}`);
    },
    afterStep: (result) => {
      live?.note(
        'scenario/step-result',
        `step ${result.index + 1} ${result.ok ? 'ok' : 'failed'} in ${result.ms} ms`,
      );
      tracker.update({ results: [...tracker.view().results, result] });
    },
  });
  const stopped = gate.state().mode === 'stopped';
  const failure = outcome.results.find((r) => !r.ok);
  tracker.update({
    phase: outcome.ok ? 'passed' : stopped ? 'stopped' : 'failed',
    current: null,
    ...(failure?.error && !stopped ? { error: failure.error } : {}),
  });
}

/** Where a run happens and what it reports to. */
interface RunContext {
  win: AppWindow | undefined;
  /** The app page the frame loads with the scenario's preset. */
  page: string | null;
  gate: RunGate;
  tracker: RunTracker;
  openJourney: (name: string, file: JourneyFile) => void;
  /** Called last, with the outcome. */
  done: (outcome: ScenarioOutcome) => void;
}

/** Runs one scenario in the frame: prepare the page, record, play the steps, open the journey. */
async function runScenarioInFrame(scenario: Scenario, ctx: RunContext): Promise<ScenarioOutcome> {
  const { win, page, gate: g, tracker } = ctx;
  const unsubscribe = g.subscribe((state) => tracker.update({ gate: state }));
  let timers: VirtualTimers | null = null;
  let live: LiveRecording | null = null;
  let tap: ReturnType<typeof tapEvents> | null = null;
  try {
    if (!win || !page) throw new Error('the app frame is not reachable yet');
    const frame = { win, signal: g.signal };
    try {
      ({ timers } = await prepareFrame(scenario, { ...frame, appPage: page }));
    } catch (error) {
      if (error instanceof RunStoppedError) tracker.update({ phase: 'stopped' });
      else tracker.update({ phase: 'failed', error: `setup: ${messageOf(error)}` });
      return tracker.outcome();
    }
    // Events of this run only: the tap starts on the page the scenario loaded.
    tap = tapEvents({ win });
    live = recordRun(win, scenario);
    tracker.update({ phase: 'running' });
    await playSteps(scenario, { frame, tap, timers: () => timers, live }, g, tracker);
    return tracker.outcome();
  } catch (error) {
    tracker.update({ phase: 'failed', error: messageOf(error) });
    return tracker.outcome();
  } finally {
    unsubscribe();
    tap?.stop();
    timers?.uninstall();
    if (live) {
      live.note('scenario/end', runSummary(scenario, tracker.view()));
      const file = live.stop();
      const name = `${scenario.id}.journey.json`;
      ctx.openJourney(name, file);
      tracker.update({ journey: { name, entries: file.entries.length } });
    }
    ctx.done(tracker.outcome());
  }
}

/** The latest handles, journey opener and speed, and the frame's first app page, for runs that outlive a render. */
function useLatestFrame(handles: FrameHandles | null, openJourney: RunContext['openJourney'], speed: number) {
  const latest = useRef({ handles, openJourney, speed });
  // The iframe's first page, kept so later runs load the same app page with another preset.
  const appPage = useRef<string | null>(null);
  useEffect(() => {
    latest.current = { handles, openJourney, speed };
    if (handles && !appPage.current) {
      try {
        appPage.current = appPageOf(handles.win.location.href);
      } catch {
        // Not reachable (cross-origin): runs will say so.
      }
    }
  });
  return { latest, appPage };
}

/** Runs every scenario in turn, selecting each, until stopped. */
async function runEach(
  scenarios: readonly Scenario[],
  stopAll: { current: boolean },
  select: (id: string) => void,
  run: (scenario: Scenario, startPaused: boolean) => Promise<ScenarioOutcome>,
): Promise<void> {
  for (const scenario of scenarios) {
    if (stopAll.current) break;
    select(scenario.id);
    await run(scenario, false);
  }
}

/** The Scenarios panel's model: list, run, step, pause, resume, speed, stop, results. */
export function useScenariosModel(handles: FrameHandles | null, options: ScenariosModelOptions) {
  const scenarios = options.scenarios ?? SCENARIOS;
  const [selectedId, setSelectedId] = useState<string>(scenarios[0]?.id ?? '');
  const [run, setRun] = useState<ScenarioRun | null>(null);
  const [speed, setSpeedState] = useState<number>(0);
  const [outcomes, setOutcomes] = useState<Record<string, ScenarioOutcome>>({});
  const [runningAll, setRunningAll] = useState(false);
  const gate = useRef<RunGate | null>(null);
  const stopAll = useRef(false);
  const { latest, appPage } = useLatestFrame(handles, options.openJourney, speed);

  const busy = run !== null && (run.phase === 'preparing' || run.phase === 'running');
  const selected = scenarios.find((s) => s.id === selectedId) ?? null;

  function runScenario(scenario: Scenario, startPaused: boolean): Promise<ScenarioOutcome> {
    const g = createRunGate({ delayMs: latest.current.speed, paused: startPaused });
    gate.current = g;
    return runScenarioInFrame(scenario, {
      win: latest.current.handles?.win,
      page: appPage.current,
      gate: g,
      tracker: runTracker(scenario, g, setRun),
      openJourney: (name, file) => latest.current.openJourney(name, file),
      done: (result) => {
        if (gate.current === g) gate.current = null;
        setOutcomes((all) => ({ ...all, [scenario.id]: result }));
      },
    });
  }

  return {
    scenarios,
    selected,
    selectedId,
    select: (id: string) => {
      if (!busy) setSelectedId(id);
    },
    limits: selected ? frameLimits(selected) : [],
    canRun: !!handles && !busy,
    busy,
    runningAll,
    run,
    /** The run shown: the selected scenario's (another scenario's run shows under its own name). */
    rows: selected ? stepRows(selected, run?.scenarioId === selected.id ? run : null) : [],
    summary: selected ? runSummary(selected, run?.scenarioId === selected.id ? run : null) : '',
    outcomes,
    speed,
    setSpeed: (ms: number) => {
      setSpeedState(ms);
      latest.current.speed = ms;
      gate.current?.setDelay(ms);
    },
    /** Runs the selected scenario to the end (at the chosen speed). */
    start: () => {
      if (!selected || busy) return;
      void runScenario(selected, false);
    },
    /** Runs one step: starts the selected scenario paused before its first step, or lets the held step run. */
    step: () => {
      if (gate.current) gate.current.step();
      else if (selected && !busy) void runScenario(selected, true).then(() => undefined);
    },
    pause: () => gate.current?.pause(),
    resume: () => gate.current?.resume(),
    stop: () => {
      stopAll.current = true;
      gate.current?.stop();
    },
    /** Runs every scenario in turn; the list shows each outcome. */
    runAll: async () => {
      if (busy || runningAll) return;
      stopAll.current = false;
      setRunningAll(true);
      await runEach(scenarios, stopAll, setSelectedId, runScenario).finally(() => setRunningAll(false));
    },
  };
}

/** The model's type, for the view. */
export type ScenariosModel = ReturnType<typeof useScenariosModel>;
