import {
  controlsOf,
  messageShown,
  messagesShown,
  openDialogs,
  parseAriaSnapshot,
  smsShown,
  type AriaNode,
} from '../core/aria';
import {
  checksOf,
  exploreLoop,
  type ExploreHarness,
  type ExploreResult,
  type ExploreScreen,
  type StepRecord,
} from '../core/explore-loop';
import type { CoverageTracker } from '../core/coverage';
import type { Harness } from './browser';
import type { AppCatalog } from './catalog';
import { executePlan } from './execute';
import { observe } from './observe';
import { openSession, type RunConfig, type Session } from './session';

/**
 * The Node autopilot's exploration: the shared loop (core/explore-loop.ts) over a Playwright page. Reading the
 * screen is its accessibility snapshot, doing an action execute.ts, observing observe.ts (replays of recorded
 * actions: replay.ts).
 */

export { KNOWN_MOBILE, unitsOf, type ExploreResult, type Found, type StepRecord } from '../core/explore-loop';

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

/** The screen as the accessibility snapshot shows it (the tree kept for `--verbose`). */
export interface AriaScreen extends ExploreScreen {
  roots: AriaNode[];
}

/** A completion that left the borrower on its form: the messages the form shows (why it stayed), for `--verbose`. */
function stayedBecause(record: StepRecord, roots: readonly AriaNode[]): string {
  if (record.kind !== 'complete' || record.from !== record.to) return '';
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

/** The loop's harness over an open Playwright session. */
export function sessionHarness(session: Session): ExploreHarness<AriaScreen> {
  return {
    async observe(step, actionKind) {
      const { observation, drained, smsCode } = await observe(session, step, actionKind);
      const screen = await screenNow(session);
      return {
        observation,
        events: drained.events,
        smsCode,
        screen: { ...screen, smsShown: smsShown(screen.roots), messageShown: messageShown(screen.roots) },
      };
    },
    execute: (plan) => executePlan(session, plan),
    nextOrderChange: (mobile) => session.drivers.world.nextOrderChange(mobile),
    now: () => Date.now(),
  };
}

/** Explores from a fresh start; never throws (a broken harness ends the run with `stopped: 'error'`). */
export async function explore(options: ExploreOptions): Promise<ExploreResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  let session: Session | undefined;
  try {
    session = await openSession(options.harness.browser, options.harness.baseURL, options.config);
    return await exploreLoop({
      harness: sessionHarness(session),
      catalog: options.catalog,
      seed: options.config.seed,
      steps: options.steps,
      deadline: options.deadline,
      faults: options.faults,
      bridge: options.config.bridge !== false,
      preset: options.config.preset,
      onStep: (record, coverage, after) => {
        if (options.verbose)
          log(
            `${String(record.step).padStart(4)} ${record.from.padEnd(34)} ${record.ok ? '' : '(failed) '}${record.key.slice(0, 80)} → ${record.to} (${record.ms} ms)${record.error ? `\n       ${record.error}` : ''}${stayedBecause(record, after.screen.roots)}`,
          );
        options.onStep?.(record, coverage);
      },
    });
  } catch (error) {
    // Only opening the session can throw here (the loop never does).
    return {
      records: [],
      coverage: checksOf(options.catalog).coverage.report(),
      wallMs: Date.now() - started,
      stopped: 'error',
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    };
  } finally {
    await session?.close();
  }
}
