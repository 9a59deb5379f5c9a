import type { Step } from '../../scenario.schemas';
import type { WorldOutcomes } from '../../drivers/drivers';
import {
  candidatesOf,
  NEW_BORROWER,
  outcomesAfter,
  type ActionKind,
  type ActionPlan,
  type Candidate,
} from './actions';
import type { Control } from './aria';
import { DEEP_LINKS, deepLinkPassed, SESSION_ROUTES } from './catalog';
import { documentOf, progressRouteOf, sessionMobileOf, type DocumentFacts } from './completions';
import { createCoverage, orderStatusesOf, type CoverageReport, type CoverageTracker } from './coverage';
import { fieldsOf } from './facts';
import * as picker from './picker';
import { createRng } from './prng';
import {
  checkAll,
  createInvariants,
  type Invariant,
  type InvariantCatalog,
  type Violation,
} from '../invariants';
import type { Observation } from '../invariants/observation';

/**
 * The exploration loop, once for both autopilots (decision 0045): read the screen, pick an action (seeded,
 * biased toward what is new), do it, observe the page once it settled, check every invariant. It stops at the
 * first violation, after the steps or at the deadline. How the page is read and an action done is the
 * harness's: Playwright in Node (node/explore.ts), the simulator's frame (simulator/renderer/panels).
 */

/** The mock world's registered borrower (src/mocks/presets/registered-borrower.ts). */
export const KNOWN_MOBILE = '5512345678';

/** What a borrower can reach on the screen (the harness may carry more, e.g. the aria tree). */
export interface ExploreScreen {
  controls: Control[];
  dialogs: string[];
  smsShown: boolean;
  messageShown: boolean;
}

/** One look at the page after it settled. */
export interface Looked<S extends ExploreScreen> {
  observation: Observation;
  /** The domain events since the last look. */
  events: readonly { type: string }[];
  /** The last SMS code the mock world sent, if any. */
  smsCode: string | null;
  screen: S;
}

/** An action done (or not): the steps it became. */
export interface Executed {
  ok: boolean;
  steps: Step[];
  error?: string;
}

/** What the loop needs of a page: each side implements it. */
export interface ExploreHarness<S extends ExploreScreen = ExploreScreen> {
  /** Waits for the page to settle and reads it (step 0: the start; `actionKind`: what was just done). */
  observe(step: number, actionKind?: ActionKind): Promise<Looked<S>>;
  /** Does a planned action; a failed action is `ok: false`, a throw ends the run. */
  execute(plan: ActionPlan): Promise<Executed>;
  /** The world's next order change for a borrower, if any (null: none or not known). */
  nextOrderChange(mobile: string): Promise<{ status: string; inMs: number } | null>;
  /** Epoch ms. */
  now(): number;
  /** Awaited before each action (the simulator's pause; a throw ends the run). */
  beforeAction?(step: number): Promise<void>;
}

/** The app's catalogues the coverage and invariants are measured against. */
export interface ExploreCatalog {
  invariants: InvariantCatalog;
  routes: readonly string[];
  eventTypes: readonly string[];
  endpoints: readonly string[];
}

/** One action of the exploration. */
export interface StepRecord {
  step: number;
  kind: ActionKind;
  key: string;
  from: string;
  to: string;
  ok: boolean;
  steps: Step[];
  error?: string;
  ms: number;
}

/** A violation and where it was seen. */
export interface Found {
  step: number;
  violation: Violation;
  /** Every violation at that step. */
  all: Violation[];
}

export interface ExploreResult {
  records: StepRecord[];
  found?: Found;
  coverage: CoverageReport;
  wallMs: number;
  /** Why it stopped. */
  stopped: 'steps' | 'deadline' | 'violation' | 'error';
  error?: string;
}

export interface LoopOptions<S extends ExploreScreen> {
  harness: ExploreHarness<S>;
  catalog: ExploreCatalog;
  seed: number;
  steps: number;
  /** Epoch ms (harness.now()) after which no new action starts. */
  deadline: number;
  faults: boolean;
  /** Whether the native bridge is there (its actions are candidates). */
  bridge: boolean;
  preset: string;
  /** Called after every action, before its invariants are checked. */
  onStep?: (record: StepRecord, coverage: CoverageTracker, after: Looked<S>) => void;
}

/** The units of a found trace: the steps of each action that was done. */
export function unitsOf(records: readonly StepRecord[]): Step[][] {
  return records.filter((r) => r.ok && r.steps.length > 0).map((r) => r.steps);
}

/** Every invariant of the catalogue, and a coverage tracker measured against the catalogue. */
export function checksOf(catalog: ExploreCatalog): { invariants: Invariant[]; coverage: CoverageTracker } {
  const invariants = createInvariants(catalog.invariants);
  const coverage = createCoverage({
    routes: catalog.routes,
    eventTypes: catalog.eventTypes,
    endpoints: catalog.endpoints,
    invariants: invariants.map((i) => i.name),
  });
  return { invariants, coverage };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}

/**
 * Explores from the page as it is; never throws (a throw of the harness ends the run with `stopped: 'error'`).
 * The same seed on the same build does the same actions on either side.
 */
export async function exploreLoop<S extends ExploreScreen>(options: LoopOptions<S>): Promise<ExploreResult> {
  const { harness } = options;
  const started = harness.now();
  const { invariants, coverage } = checksOf(options.catalog);
  const names = invariants.map((i) => i.name);
  const rng = createRng(options.seed);
  const pickRng = rng.fork('pick');
  const valueRng = rng.fork('values');
  // Forked after the others, so the walks' picks and values are what they were before it existed.
  const choiceStart = rng.fork('choices').int(picker.CHOICE_START_SPAN);
  const memory = picker.createMemory();
  const records: StepRecord[] = [];
  const finish = (stopped: ExploreResult['stopped'], found?: Found, error?: string): ExploreResult => ({
    records,
    ...(found ? { found } : {}),
    coverage: coverage.report(),
    wallMs: harness.now() - started,
    stopped,
    ...(error ? { error } : {}),
  });
  let idDocument: DocumentFacts | null = null;
  const look = async (step: number, kind?: ActionKind): Promise<Looked<S>> => {
    const looked = await harness.observe(step, kind);
    const { observation } = looked;
    idDocument = documentOf(looked.events, idDocument);
    observation.fields = fieldsOf(looked.screen.controls);
    coverage.screen(observation.route);
    coverage.events(looked.events.map((e) => e.type));
    coverage.endpoints(observation.requests.map((r) => r.endpoint));
    coverage.orderStatuses(orderStatusesOf(observation.state));
    return looked;
  };
  const check = (step: number, observation: Observation): ExploreResult | null => {
    const violations = checkAll(invariants, observation);
    coverage.checked(names);
    if (violations.length === 0) return null;
    violations.forEach((v) => coverage.violation(step, v.invariant, v.message));
    return finish('violation', { step, violation: violations[0]!, all: violations });
  };
  try {
    let now = await look(0);
    let outcomes: WorldOutcomes = {};
    const atStart = check(0, now.observation);
    if (atStart) return atStart;
    for (let step = 1; step <= options.steps; step += 1) {
      if (harness.now() > options.deadline) return finish('deadline');
      await harness.beforeAction?.(step);
      const t0 = harness.now();
      const { observation, screen } = now;
      const screenKey = picker.screenKeyOf(observation, screen.dialogs.at(-1));
      picker.visit(memory, picker.screenKeyOf(observation));
      const mobile = sessionMobileOf(observation.state);
      const orderChange = mobile ? await harness.nextOrderChange(mobile).catch(() => null) : null;
      const candidates: Candidate[] = candidatesOf(
        {
          route: observation.route,
          controls: screen.controls,
          dialogs: screen.dialogs,
          loggedIn: observation.loggedIn,
          language: observation.language,
          bridge: options.bridge,
          faults: options.faults,
          smsShown: screen.smsShown,
          messageShown: screen.messageShown,
          loadsData: memory.loading.has(observation.route),
          startsLoggedOut: step === 1 && options.preset !== NEW_BORROWER,
          smsCode: now.smsCode,
          knownMobile: KNOWN_MOBILE,
          deepLinks: picker.deepLinksToTry(memory, DEEP_LINKS, observation, SESSION_ROUTES),
          deepLinkBoost: picker.deepLinkBoost(memory, DEEP_LINKS, observation),
          document: idDocument,
          progressRoute: progressRouteOf(observation.state),
          statusesSeen: coverage.statusesSeen(),
          orderChange,
          outcomes,
          choiceRound: choiceStart + picker.completionsTried(memory, observation.route),
        },
        valueRng,
      );
      const chosen = candidates[picker.pickCandidate(memory, screenKey, candidates, pickRng)]!;
      const done = await harness.execute(chosen.plan);
      outcomes = outcomesAfter(outcomes, chosen.plan);
      if (chosen.kind === 'fault' || chosen.kind === 'sessionCode')
        coverage.fault(chosen.key.split(':').slice(1).join(':'));
      now = await look(step, chosen.kind);
      const after = now.observation;
      after.routeBefore = observation.route;
      after.fieldsBefore = fieldsOf(screen.controls);
      after.loggedInBefore = observation.loggedIn;
      after.stateBefore = observation.state;
      coverage.action(observation.route, chosen.kind, chosen.key, done.ok);
      coverage.step();
      const toKey = picker.screenKeyOf(after);
      picker.noteArrival(memory, observation.route, after.route, after.requests.length);
      picker.remember(memory, screenKey, chosen, toKey, done.ok);
      const passed = deepLinkPassed(chosen.key, done.ok, after.route);
      if (passed) {
        picker.visit(memory, picker.screenKeyOf({ ...after, route: passed.path }));
        if (passed.redirect) coverage.screen(passed.path);
      }
      const record: StepRecord = {
        step,
        kind: chosen.kind,
        key: chosen.key,
        from: screenKey,
        to: toKey,
        ok: done.ok,
        steps: done.steps,
        ...(done.error ? { error: done.error } : {}),
        ms: harness.now() - t0,
      };
      records.push(record);
      options.onStep?.(record, coverage, now);
      const violated = check(step, after);
      if (violated) return violated;
    }
    return finish('steps');
  } catch (error) {
    return finish('error', undefined, messageOf(error));
  }
}
