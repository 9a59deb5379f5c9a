import { userEvent } from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import {
  candidatesOf,
  completionStep,
  DOUBLE_TAP_NOTE,
  NEW_BORROWER,
  outcomesAfter,
  type ActionPlan,
} from '../../../scenarios/autopilot/core/actions';
import { DEEP_LINKS, deepLinkPassed, SESSION_ROUTES } from '../../../scenarios/autopilot/core/catalog';
import type { WorldOutcomes } from '../../../scenarios/drivers/drivers';
import {
  documentOf,
  progressRouteOf,
  sessionMobileOf,
  type DocumentFacts,
} from '../../../scenarios/autopilot/core/completions';
import {
  createCoverage,
  orderStatusesOf,
  type CoverageReport,
} from '../../../scenarios/autopilot/core/coverage';
import { fieldsOf, observationFromFacts, screenReady } from '../../../scenarios/autopilot/core/facts';
import { foundScenario, foundScenarioSource } from '../../../scenarios/autopilot/core/found-scenario';
import {
  CHOICE_START_SPAN,
  completionsTried,
  createMemory,
  deepLinkBoost,
  deepLinksToTry,
  noteArrival,
  pickCandidate,
  remember,
  screenKeyOf,
  visit,
} from '../../../scenarios/autopilot/core/picker';
import { createRng } from '../../../scenarios/autopilot/core/prng';
import {
  checkAll,
  createInvariants,
  type Observation,
  type Violation,
} from '../../../scenarios/autopilot/invariants';
import { runStep } from '../../../scenarios/interpreter';
import type { Scenario, Step } from '../../../scenarios/scenario.schemas';
import { PRESETS, type PresetName } from '../../../src/mocks/presets/registry';
import type { FrameHandles } from '../frame/frame-link';
import { byLabel, findTarget, textOf } from '../scenario-drivers/dom-locate';
import type { FrameAccess } from '../scenario-drivers/frame-access';
import { appPageOf, createFrameDrivers, prepareFrame } from '../scenario-drivers/frame-drivers';
import { settle, tapEvents } from '../scenario-drivers/observer-driver';
import { RunStoppedError } from '../scenario-drivers/poll';
import {
  frameCatalog,
  readFacts,
  readScreen,
  watchErrors,
  watchRequests,
  watchTraversals,
} from './autopilot-frame';

/**
 * The Autopilot panel's model: the same seeded, coverage-guided exploration as `npm run autopilot`
 * (scenarios/autopilot/core), run in the simulator's frame so QA can watch it: a preset, a seed, a number of
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

/** The label spellings a field may answer to, most exact first (as the headless executor tries them). */
function resolveLabel(doc: Document, name: string): { label: string; exact: boolean } | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const variants = name.startsWith('/')
    ? [{ label: name, exact: false }]
    : [
        { label: name, exact: true },
        { label: `/^\\s*${escaped}\\s*\\*?\\s*$/`, exact: false },
        { label: name, exact: false },
      ];
  return variants.find((v) => byLabel(doc, textOf(v.label), v.exact).length > 0) ?? null;
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
  /** While paused: what resumes the walk (before its next action). */
  const pauseGate = useRef<{ promise: Promise<void>; resume: () => void } | null>(null);
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
    const win = handles?.win;
    const page = appPage.current;
    const abort = new AbortController();
    controller.current = abort;
    const signal = abort.signal;
    let view: AutopilotRun = { phase: 'preparing', rows: [], coverage: null };
    const update = (patch: Partial<AutopilotRun>) => {
      view = { ...view, ...patch };
      setRun(view);
    };
    update({});
    catalog.current ??= frameCatalog();
    const cat = catalog.current;
    const invariants = createInvariants(cat.invariants);
    const coverage = createCoverage({
      routes: cat.routes,
      eventTypes: cat.eventTypes,
      endpoints: cat.endpoints,
      invariants: invariants.map((i) => i.name),
    });
    const scenario: Scenario = {
      id: 'autopilot',
      title: 'Autopilot',
      flow: 'found',
      preset: cfg.preset,
      seed: cfg.seed,
      language: 'es',
      steps: [{ note: 'autopilot' }],
    };
    const stops: Array<() => void> = [];
    try {
      if (!win || !page) throw new Error('the app frame is not reachable yet');
      await prepareFrame(scenario, { win, signal, appPage: page });
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
      const rng = createRng(cfg.seed);
      const pickRng = rng.fork('pick');
      const valueRng = rng.fork('values');
      // As the Node explorer (scenarios/autopilot/node/explore.ts): the completions' seeded choice rounds.
      const choiceStart = rng.fork('choices').int(CHOICE_START_SPAN);
      const memory = createMemory();
      const units: Step[][] = [];
      let seenEvents = 0;
      let idDocument: DocumentFacts | null = null;
      let outcomes: WorldOutcomes = {};

      const observe = async (
        step: number,
        actionKind?: string,
      ): Promise<{ observation: Observation; smsCode: string | null }> => {
        await settle(tap, { signal, quietMs: 80, maxMs: 4000 });
        let facts = readFacts(win, tap.inflight(), traversals.traversing());
        // The screen of the URL may still be rendering (or downloading), the native login still coming:
        // observe the screen once it shows, so that a seeded walk sees the same screens on a busy machine.
        for (let i = 0; i < 40 && !screenReady(facts); i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 40));
          facts = readFacts(win, tap.inflight(), traversals.traversing());
        }
        for (let i = 0; i < 15 && facts.spinnerVisible && facts.inFlight === 0; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          facts = readFacts(win, tap.inflight(), traversals.traversing());
        }
        const events = tap.events();
        const newEvents = events.slice(seenEvents);
        coverage.events(newEvents.map((e) => e.type));
        idDocument = documentOf(newEvents, idDocument);
        seenEvents = events.length;
        const taken = errors.take();
        const sent = requests.take();
        coverage.endpoints(sent.map((r) => r.endpoint));
        const observation = observationFromFacts(facts, {
          step,
          ...(actionKind ? { actionKind } : {}),
          appUrl: page,
          settled: tap.inflight() === 0,
          pageErrors: taken.pageErrors,
          appErrorLogs: taken.appErrorLogs,
          requests: sent,
          rejectedRequests: requests.takeRejected(),
          refusedRequests: requests.takeRefused(),
          events: newEvents,
          consoleLines: taken.consoleLines,
          moneyCalls: requests.takeMoney(),
        });
        coverage.screen(observation.route);
        coverage.orderStatuses(orderStatusesOf(observation.state));
        return { observation, smsCode: facts.smsCode };
      };

      const doPlan = async (plan: ActionPlan): Promise<Step[]> => {
        const doc = win.document;
        switch (plan.type) {
          case 'tap': {
            const element = findTarget(doc, plan.target);
            if (!element) throw new Error('the control is gone');
            if (plan.double) {
              await userEvent.setup({ document: doc, delay: null }).dblClick(element);
              return [{ note: DOUBLE_TAP_NOTE }, { tap: plan.target }];
            }
            await drivers.app.tap(plan.target);
            return [{ tap: plan.target }];
          }
          case 'fill': {
            const label = resolveLabel(doc, plan.field.name);
            if (!label) throw new Error(`no field labelled ${plan.field.name}`);
            await drivers.app.fill(label.label, plan.value, { exact: label.exact });
            return [{ fill: { label: label.label, value: plan.value, exact: label.exact } }];
          }
          case 'smsCode': {
            const label = resolveLabel(doc, plan.field.name);
            if (!label) throw new Error(`no field labelled ${plan.field.name}`);
            const step: Step = { run: { helper: 'enterSmsCode', with: { label: label.label } } };
            await runStep(step, drivers);
            return [step];
          }
          case 'steps':
            for (const step of plan.steps) await runStep(step, drivers);
            return plan.steps;
          case 'complete': {
            const steps: Step[] = [];
            for (const { field, value } of plan.fills) {
              const label = resolveLabel(doc, field.name);
              if (!label) continue; // gone since the screen was read: the helper decides
              await drivers.app.fill(label.label, value, { exact: label.exact });
              steps.push({ fill: { label: label.label, value, exact: label.exact } });
            }
            const send = completionStep(plan);
            steps.push(send);
            await runStep(send, drivers);
            return steps;
          }
        }
      };

      update({ phase: 'running' });
      let { observation, smsCode } = await observe(0);
      let screen = readScreen(win.document);
      observation.fields = fieldsOf(screen.controls);
      coverage.checked(invariants.map((i) => i.name));
      let violations = checkAll(invariants, observation);
      for (let step = 1; violations.length === 0 && step <= cfg.steps; step += 1) {
        if (pauseGate.current) {
          update({ phase: 'paused' });
          await pauseGate.current.promise;
          if (signal.aborted) throw new RunStoppedError();
          update({ phase: 'running' });
        }
        const screenKey = screenKeyOf(observation, screen.dialogs.at(-1));
        visit(memory, screenKeyOf(observation));
        const fromRoute = observation.route;
        const mobile = sessionMobileOf(observation.state);
        const orderChange = mobile ? await drivers.world.nextOrderChange(mobile).catch(() => null) : null;
        const candidates = candidatesOf(
          {
            route: observation.route,
            controls: screen.controls,
            dialogs: screen.dialogs,
            loggedIn: observation.loggedIn,
            language: observation.language,
            bridge: true,
            faults: cfg.faults,
            smsShown: screen.smsShown,
            messageShown: screen.messageShown,
            loadsData: memory.loading.has(observation.route),
            startsLoggedOut: step === 1 && cfg.preset !== NEW_BORROWER,
            smsCode,
            knownMobile: '5512345678',
            deepLinks: deepLinksToTry(memory, DEEP_LINKS, observation, SESSION_ROUTES),
            deepLinkBoost: deepLinkBoost(memory, DEEP_LINKS, observation),
            document: idDocument,
            progressRoute: progressRouteOf(observation.state),
            statusesSeen: coverage.statusesSeen(),
            orderChange,
            outcomes,
            choiceRound: choiceStart + completionsTried(memory, observation.route),
          },
          valueRng,
        );
        const chosen = candidates[pickCandidate(memory, screenKey, candidates, pickRng)]!;
        let ok = true;
        let error: string | undefined;
        try {
          units.push(await doPlan(chosen.plan));
          outcomes = outcomesAfter(outcomes, chosen.plan);
        } catch (caught) {
          if (caught instanceof RunStoppedError) throw caught;
          ok = false;
          error = messageOf(caught);
        }
        if (chosen.kind === 'fault' || chosen.kind === 'sessionCode')
          coverage.fault(chosen.key.split(':').slice(1).join(':'));
        const before = {
          route: observation.route,
          fields: fieldsOf(screen.controls),
          loggedIn: observation.loggedIn,
          state: observation.state,
        };
        ({ observation, smsCode } = await observe(step, chosen.kind));
        screen = readScreen(win.document);
        observation.routeBefore = before.route;
        observation.fieldsBefore = before.fields;
        observation.loggedInBefore = before.loggedIn;
        observation.stateBefore = before.state;
        observation.fields = fieldsOf(screen.controls);
        remember(memory, screenKey, chosen, screenKeyOf(observation), ok);
        const passed = deepLinkPassed(chosen.key, ok, observation.route);
        if (passed) {
          visit(memory, screenKeyOf({ ...observation, route: passed.path }));
          if (passed.redirect) coverage.screen(passed.path);
        }
        noteArrival(memory, before.route, observation.route, observation.requests.length);
        coverage.action(fromRoute, chosen.kind, chosen.key, ok);
        coverage.step();
        coverage.checked(invariants.map((i) => i.name));
        violations = checkAll(invariants, observation);
        violations.forEach((v) => coverage.violation(step, v.invariant, v.message));
        update({
          rows: [
            ...view.rows,
            {
              step,
              from: screenKey,
              action: chosen.key,
              to: observation.route,
              ok,
              ...(error ? { error } : {}),
            },
          ],
          coverage: coverage.report(),
        });
      }
      const first = violations[0];
      if (!first) {
        update({ phase: 'finished', coverage: coverage.report() });
        return;
      }
      const step = view.rows.length;
      const info = {
        violation: first,
        foundAtStep: step,
        originalSteps: units.length,
        shrinkTests: 0,
        shrinkComplete: false,
      };
      const found = foundScenario(
        { seed: cfg.seed, preset: cfg.preset, language: 'es', bridge: {}, start: '/' },
        units.flat(),
        info,
      );
      update({
        phase: 'violation',
        violation: { ...first, step },
        coverage: coverage.report(),
        scenarioSource: foundScenarioSource(found, info, `scenarios/found/${found.id}.scenario.ts`),
      });
    } catch (error) {
      if (error instanceof RunStoppedError || signal.aborted)
        update({ phase: 'stopped', coverage: coverage.report() });
      else update({ phase: 'failed', error: messageOf(error), coverage: coverage.report() });
    } finally {
      stops.forEach((stop) => stop());
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
    },
    paused: run.phase === 'paused' || (busy && pauseGate.current !== null),
  };
}

/** The model's type, for the view. */
export type AutopilotModel = ReturnType<typeof useAutopilotModel>;
