import type { Step } from '../../scenario.schemas';
import type { WorldOutcomes } from '../../drivers/drivers';
import { candidatesOf, NEW_BORROWER, outcomesAfter, type ActionKind, type Candidate } from '../core/actions';
import {
  controlsOf,
  messageShown,
  messagesShown,
  openDialogs,
  parseAriaSnapshot,
  smsShown,
  type AriaNode,
} from '../core/aria';
import { DEEP_LINKS, deepLinkPassed, SESSION_ROUTES } from '../core/catalog';
import { documentOf, progressRouteOf, sessionMobileOf } from '../core/completions';
import { createCoverage, orderStatusesOf, type CoverageReport, type CoverageTracker } from '../core/coverage';
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
  type ExplorationMemory,
} from '../core/picker';
import { fieldsOf } from '../core/facts';
import { createRng } from '../core/prng';
import { checkAll, createInvariants, type Invariant, type Violation } from '../invariants';
import type { Observation } from '../invariants/observation';
import type { Harness } from './browser';
import type { AppCatalog } from './catalog';
import { executePlan } from './execute';
import { observe } from './observe';
import { openSession, type RunConfig, type Session } from './session';

/**
 * The exploration loop: read the screen's controls, pick an action (seeded, biased toward what is new),
 * do it, wait for the page to settle, check every invariant. It stops at the first violation, after the
 * steps or at the deadline (replays of recorded actions: replay.ts).
 */

/** The mock world's registered borrower (src/mocks/presets/registered-borrower.ts). */
export const KNOWN_MOBILE = '5512345678';

export interface ExploreOptions {
  harness: Harness;
  config: RunConfig;
  catalog: AppCatalog;
  steps: number;
  /** Epoch ms after which no new action starts. */
  deadline: number;
  faults: boolean;
  /** Prints a line per action. */
  verbose?: boolean;
  log?: (line: string) => void;
  /** Called after every action (the simulator panel, progress lines). */
  onStep?: (record: StepRecord, coverage: CoverageTracker) => void;
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

/** The units of a found trace: the steps of each action that was done. */
export function unitsOf(records: readonly StepRecord[]): Step[][] {
  return records.filter((r) => r.ok && r.steps.length > 0).map((r) => r.steps);
}

function recordObservation(
  coverage: CoverageTracker,
  observation: Observation,
  events: readonly { type: string }[],
) {
  coverage.screen(observation.route);
  coverage.events(events.map((e) => e.type));
  coverage.endpoints(observation.requests.map((r) => r.endpoint));
  coverage.orderStatuses(orderStatusesOf(observation.state));
}

/** A completion that left the borrower on its form: the messages the form shows (why it stayed), for `--verbose`. */
function stayedBecause(
  kind: Candidate['kind'],
  from: string,
  to: string,
  roots: readonly AriaNode[],
): string {
  if (kind !== 'complete' || from !== to) return '';
  const messages = messagesShown(roots);
  return `\n       stayed: ${messages.length > 0 ? messages.join(' · ').slice(0, 300) : 'no message on screen'}`;
}

/** The screen's accessibility snapshot: its controls and open dialogs. */
export async function screenNow(session: Session) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const snapshot = await session.page.locator('body').ariaSnapshot({ timeout: 5_000 });
      const roots = parseAriaSnapshot(snapshot);
      return { roots, controls: controlsOf(roots), dialogs: openDialogs(roots) };
    } catch (error) {
      if (attempt >= 2) throw error;
      await session.page.waitForLoadState('load').catch(() => undefined);
    }
  }
}

/** Explores from a fresh start; never throws (a broken harness ends the run with `stopped: 'error'`). */
export async function explore(options: ExploreOptions): Promise<ExploreResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const invariants: Invariant[] = createInvariants(options.catalog.invariants);
  const coverage = createCoverage({
    routes: options.catalog.routes,
    eventTypes: options.catalog.eventTypes,
    endpoints: options.catalog.endpoints,
    invariants: invariants.map((i) => i.name),
  });
  const rng = createRng(options.config.seed);
  const pickRng = rng.fork('pick');
  const valueRng = rng.fork('values');
  // Forked after the others, so the walks' picks and values are what they were before it existed.
  const choiceStart = rng.fork('choices').int(CHOICE_START_SPAN);
  const memory: ExplorationMemory = createMemory();
  const records: StepRecord[] = [];
  let session: Session | undefined;
  const finish = (stopped: ExploreResult['stopped'], found?: Found, error?: string): ExploreResult => ({
    records,
    ...(found ? { found } : {}),
    coverage: coverage.report(),
    wallMs: Date.now() - started,
    stopped,
    ...(error ? { error } : {}),
  });
  try {
    session = await openSession(options.harness.browser, options.harness.baseURL, options.config);
    let { observation, drained, smsCode } = await observe(session, 0, undefined);
    let idDocument = documentOf(drained.events, null);
    let outcomes: WorldOutcomes = {};
    let screen = await screenNow(session);
    observation.fields = fieldsOf(screen.controls);
    recordObservation(coverage, observation, drained.events);
    let violations = checkAll(invariants, observation);
    coverage.checked(invariants.map((i) => i.name));
    if (violations.length > 0) {
      violations.forEach((v) => coverage.violation(0, v.invariant, v.message));
      return finish('violation', { step: 0, violation: violations[0]!, all: violations });
    }
    for (let step = 1; step <= options.steps; step += 1) {
      if (Date.now() > options.deadline) return finish('deadline');
      const t0 = Date.now();
      const screenKey = screenKeyOf(observation, screen.dialogs.at(-1));
      visit(memory, screenKeyOf(observation));
      const mobile = sessionMobileOf(observation.state);
      const orderChange = mobile
        ? await session.drivers.world.nextOrderChange(mobile).catch(() => null)
        : null;
      const candidates: Candidate[] = candidatesOf(
        {
          route: observation.route,
          controls: screen.controls,
          dialogs: screen.dialogs,
          loggedIn: observation.loggedIn,
          language: observation.language,
          bridge: options.config.bridge !== false,
          faults: options.faults,
          smsShown: smsShown(screen.roots),
          messageShown: messageShown(screen.roots),
          loadsData: memory.loading.has(observation.route),
          startsLoggedOut: step === 1 && options.config.preset !== NEW_BORROWER,
          smsCode,
          knownMobile: KNOWN_MOBILE,
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
      const from = { route: observation.route };
      const done = await executePlan(session, chosen.plan);
      outcomes = outcomesAfter(outcomes, chosen.plan);
      if (chosen.kind === 'fault' || chosen.kind === 'sessionCode')
        coverage.fault(chosen.key.split(':').slice(1).join(':'));
      const before = {
        route: observation.route,
        fields: fieldsOf(screen.controls),
        loggedIn: observation.loggedIn,
        state: observation.state,
      };
      ({ observation, drained, smsCode } = await observe(session, step, chosen.kind));
      idDocument = documentOf(drained.events, idDocument);
      screen = await screenNow(session);
      observation.routeBefore = before.route;
      observation.fieldsBefore = before.fields;
      observation.loggedInBefore = before.loggedIn;
      observation.stateBefore = before.state;
      observation.fields = fieldsOf(screen.controls);
      recordObservation(coverage, observation, drained.events);
      coverage.action(from.route, chosen.kind, chosen.key, done.ok);
      coverage.step();
      const toKey = screenKeyOf(observation);
      noteArrival(memory, from.route, observation.route, observation.requests.length);
      remember(memory, screenKey, chosen, toKey, done.ok);
      const passed = deepLinkPassed(chosen.key, done.ok, observation.route);
      if (passed) {
        visit(memory, screenKeyOf({ ...observation, route: passed.path }));
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
        ms: Date.now() - t0,
      };
      records.push(record);
      if (options.verbose)
        log(
          `${String(step).padStart(4)} ${screenKey.padEnd(34)} ${done.ok ? '' : '(failed) '}${chosen.key.slice(0, 80)} → ${toKey} (${record.ms} ms)${done.error ? `\n       ${done.error}` : ''}${stayedBecause(chosen.kind, screenKey, toKey, screen.roots)}`,
        );
      options.onStep?.(record, coverage);
      violations = checkAll(invariants, observation);
      coverage.checked(invariants.map((i) => i.name));
      if (violations.length > 0) {
        violations.forEach((v) => coverage.violation(step, v.invariant, v.message));
        return finish('violation', { step, violation: violations[0]!, all: violations });
      }
    }
    return finish('steps');
  } catch (error) {
    return finish('error', undefined, error instanceof Error ? error.message.split('\n')[0] : String(error));
  } finally {
    await session?.close();
  }
}
