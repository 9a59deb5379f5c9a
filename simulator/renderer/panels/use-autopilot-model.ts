import { useEffect, useRef, useState } from 'react';
import type { CoverageReport, CoverageTracker } from '../../../scenarios/autopilot/core/coverage';
import { checksOf, exploreLoop, unitsOf } from '../../../scenarios/autopilot/core/explore-loop';
import { foundScenario, foundScenarioSource } from '../../../scenarios/autopilot/core/found-scenario';
import type { Violation } from '../../../scenarios/autopilot/invariants';
import type { Scenario } from '../../../scenarios/scenario.schemas';
import { PRESETS, type PresetName } from '#contracts/presets';
import type { FrameHandles } from '../frame/frame-link';
import type { FrameAccess } from '../scenario-drivers/frame-access';
import { appPageOf, createFrameDrivers, prepareFrame } from '../scenario-drivers/frame-drivers';
import { settle, tapEvents } from '../scenario-drivers/observer-driver';
import { RunStoppedError } from '../scenario-drivers/poll';
import { frameCatalog, frameHarness, watchErrors, watchRequests, watchTraversals } from './autopilot-frame';

/**
 * The Autopilot panel's model: the same seeded, coverage-guided exploration as `npm run autopilot`
 * (the one loop of scenarios/autopilot/core/explore-loop.ts, over the frame's harness), run in the simulator's frame so QA can watch it: a preset, a seed, a number of
 * actions, faults on or off; one line per action; the coverage; the first violation, with its trace as a
 * scenario file to download (shrinking it is the command line's job: `npm run autopilot -- --replay FILE`
 * replays it, headless, under every invariant).
 */

/** Everything a run is started with. */
export interface AutopilotConfig {
  seed: number;
  steps: number;
  faults: boolean;
  preset: PresetName;
}

/** One action's line. */
export interface AutopilotRow {
  step: number;
  from: string;
  action: string;
  to: string;
  ok: boolean;
  error?: string;
}

export type AutopilotPhase =
  'idle' | 'preparing' | 'running' | 'paused' | 'finished' | 'violation' | 'stopped' | 'failed';

export interface AutopilotRun {
  phase: AutopilotPhase;
  rows: AutopilotRow[];
  coverage: CoverageReport | null;
  violation?: Violation & { step: number };
  error?: string;
  /** The trace up to the violation as a scenario file (unshrunk). */
  scenarioSource?: string;
}

export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

const IDLE: AutopilotRun = { phase: 'idle', rows: [], coverage: null };

/** The status line of a run. */
export function autopilotSummary(run: AutopilotRun, config: AutopilotConfig): string {
  const done = run.rows.length;
  switch (run.phase) {
    case 'idle':
      return `Ready: seed ${config.seed}, up to ${config.steps} actions on ${config.preset}`;
    case 'preparing':
      return `Loading ${config.preset}…`;
    case 'running':
      return `Exploring: action ${done} of ${config.steps}`;
    case 'paused':
      return `Paused after action ${done} of ${config.steps}`;
    case 'finished':
      return `Finished: ${done} actions, every invariant held`;
    case 'violation':
      return `Violation after action ${run.violation?.step ?? done}: ${run.violation?.invariant ?? ''}`;
    case 'stopped':
      return `Stopped after ${done} actions`;
    case 'failed':
      return `Failed: ${run.error ?? 'unknown error'}`;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}

type PauseGate = { promise: Promise<void>; resume: () => void };
type ExploreResult = Awaited<ReturnType<typeof exploreLoop>>;

/** The scenario the frame is prepared with: the preset, seed and language of the run. */
function autopilotScenario(cfg: AutopilotConfig): Scenario {
  return {
    id: 'autopilot',
    title: 'Autopilot',
    flow: 'found',
    preset: cfg.preset,
    seed: cfg.seed,
    language: 'es',
    steps: [{ note: 'autopilot' }],
  };
}

/** The frame's harness: its watchers (stopped through `stops`) and drivers, on a page already prepared. */
function harnessOf(
  win: FrameAccess['win'],
  page: string,
  signal: AbortSignal,
  scenario: Scenario,
  stops: Array<() => void>,
) {
  const tap = tapEvents({ win });
  const errors = watchErrors(win);
  const requests = watchRequests(win);
  const traversals = watchTraversals(win);
  stops.push(
    () => tap.stop(),
    () => errors.stop(),
    () => requests.stop(),
    () => traversals.stop(),
  );
  const frame: FrameAccess = { win, signal, timeoutMs: 5000, settle: () => settle(tap, { signal }) };
  const drivers = createFrameDrivers(frame, { scenario, tap, timers: () => null, note: () => undefined });
  return frameHarness({ win, appPage: page, signal, tap, errors, requests, traversals, drivers });
}

/** How a finished loop is shown: every invariant held, or the first violation with its trace as a scenario file. */
function endOf(result: ExploreResult, cfg: AutopilotConfig): Partial<AutopilotRun> {
  const first = result.found;
  if (!first) return { phase: 'finished', coverage: result.coverage };
  const units = unitsOf(result.records);
  const info = {
    violation: first.violation,
    foundAtStep: first.step,
    originalSteps: units.length,
    shrinkTests: 0,
    shrinkComplete: false,
  };
  const found = foundScenario(
    { seed: cfg.seed, preset: cfg.preset, language: 'es', bridge: {}, start: '/' },
    units.flat(),
    info,
  );
  return {
    phase: 'violation',
    violation: { ...first.violation, step: first.step },
    coverage: result.coverage,
    scenarioSource: foundScenarioSource(found, info, `scenarios/found/${found.id}.scenario.ts`),
  };
}

/** Where an exploration runs and what it reports to. */
interface ExploreContext {
  win: FrameAccess['win'] | undefined;
  page: string | null;
  signal: AbortSignal;
  catalog: ReturnType<typeof frameCatalog>;
  /** The pause gate now, if paused. */
  pauseGate: () => PauseGate | null;
  show: (run: AutopilotRun) => void;
}

/** Explores the app in the frame: prepare the preset, then the loop over the frame's harness, one row per action. */
async function exploreInFrame(cfg: AutopilotConfig, ctx: ExploreContext): Promise<void> {
  const { win, page, signal, catalog: cat } = ctx;
  let view: AutopilotRun = { phase: 'preparing', rows: [], coverage: null };
  const update = (patch: Partial<AutopilotRun>) => {
    view = { ...view, ...patch };
    ctx.show(view);
  };
  update({});
  // Until the loop starts, an empty coverage (what a run that fails to start reports).
  let coverage: CoverageTracker = checksOf(cat).coverage;
  const scenario = autopilotScenario(cfg);
  const stops: Array<() => void> = [];
  try {
    if (!win || !page) throw new Error('the app frame is not reachable yet');
    await prepareFrame(scenario, { win, signal, appPage: page });
    const harness = harnessOf(win, page, signal, scenario, stops);
    update({ phase: 'running' });
    const beforeAction = async () => {
      const gate = ctx.pauseGate();
      if (!gate) return;
      update({ phase: 'paused' });
      await gate.promise;
      if (signal.aborted) throw new RunStoppedError();
      update({ phase: 'running' });
    };
    const result = await exploreLoop({
      harness: { ...harness, beforeAction },
      catalog: cat,
      seed: cfg.seed,
      steps: cfg.steps,
      deadline: Number.POSITIVE_INFINITY,
      faults: cfg.faults,
      bridge: true,
      preset: cfg.preset,
      onStep: (record, tracker, after) => {
        coverage = tracker;
        const row: AutopilotRow = {
          step: record.step,
          from: record.from,
          action: record.key,
          to: after.observation.route,
          ok: record.ok,
          ...(record.error ? { error: record.error } : {}),
        };
        update({ rows: [...view.rows, row], coverage: tracker.report() });
      },
    });
    if (signal.aborted) throw new RunStoppedError();
    if (result.stopped === 'error') throw new Error(result.error ?? 'the run broke');
    update(endOf(result, cfg));
  } catch (error) {
    if (error instanceof RunStoppedError || signal.aborted)
      update({ phase: 'stopped', coverage: coverage.report() });
    else update({ phase: 'failed', error: messageOf(error), coverage: coverage.report() });
  } finally {
    stops.forEach((stop) => stop());
  }
}

/** Pausing before the next action: the gate the walk waits at, toggled by the panel. */
function usePauseGate() {
  /** While paused: what resumes the walk (before its next action). */
  const pauseGate = useRef<PauseGate | null>(null);
  function toggle() {
    if (pauseGate.current) {
      pauseGate.current.resume();
      return;
    }
    let resume = () => {};
    const promise = new Promise<void>((resolve) => {
      resume = () => {
        pauseGate.current = null;
        resolve();
      };
    });
    pauseGate.current = { promise, resume };
  }
  return { pauseGate, toggle };
}

export function useAutopilotModel(handles: FrameHandles | null) {
  const [config, setConfig] = useState<AutopilotConfig>({
    seed: 7,
    steps: 100,
    faults: false,
    preset: 'new-borrower',
  });
  const [run, setRun] = useState<AutopilotRun>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const { pauseGate, toggle } = usePauseGate();
  const appPage = useRef<string | null>(null);
  const catalog = useRef<ReturnType<typeof frameCatalog> | null>(null);
  useEffect(() => {
    if (handles && !appPage.current) {
      try {
        appPage.current = appPageOf(handles.win.location.href);
      } catch {
        // Not reachable: a run says so.
      }
    }
  });
  const busy = run.phase === 'preparing' || run.phase === 'running' || run.phase === 'paused';

  async function explore(cfg: AutopilotConfig): Promise<void> {
    const abort = new AbortController();
    controller.current = abort;
    catalog.current ??= frameCatalog();
    try {
      await exploreInFrame(cfg, {
        win: handles?.win,
        page: appPage.current,
        signal: abort.signal,
        catalog: catalog.current,
        pauseGate: () => pauseGate.current,
        show: setRun,
      });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  return {
    config,
    setConfig: (patch: Partial<AutopilotConfig>) => {
      if (!busy) setConfig((c) => ({ ...c, ...patch }));
    },
    run,
    busy,
    canStart: !!handles && !busy,
    summary: autopilotSummary(run, config),
    start: () => {
      if (!busy && handles) void explore(config);
    },
    stop: () => {
      controller.current?.abort();
      pauseGate.current?.resume();
    },
    /** Pauses before the next action (the page stays as it is, to look at), or resumes. */
    togglePause: () => {
      if (!busy) return;
      toggle();
    },
    paused: run.phase === 'paused' || (busy && pauseGate.current !== null),
  };
}

/** The model's type, for the view. */
export type AutopilotModel = ReturnType<typeof useAutopilotModel>;
