import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runScenario } from '../../runner/run-scenario';
import { checkScenario, type Scenario, type Step } from '../../scenario.schemas';
import { formatCoverage, type CoverageReport } from '../core/coverage';
import {
  actionStepsOf,
  foundId,
  foundScenario,
  foundScenarioSource,
  unitsOfSteps,
  type FoundInfo,
} from '../core/found-scenario';
import { shrink } from '../core/shrink';
import { DEEP_LINKS } from '../core/catalog';
import { carryCandidates, jumpCandidates } from '../core/shrink-candidates';
import type { Violation } from '../invariants';
import { buildIdentity, ensureMockBuild, startHarness, type Harness } from './browser';
import { loadCatalog, type AppCatalog } from './catalog';
import { explore, unitsOf, type ExploreResult } from './explore';
import { replay, type ReplayOutcome } from './replay';
import type { RunConfig } from './session';

/**
 * `npm run autopilot`: build (when stale) and serve the mock build, explore, shrink a violation to a
 * 1-minimal list of actions, write it as `scenarios/found/<invariant>-<seed>.scenario.ts` with its journey,
 * print the coverage and write `reports/autopilot.json`.
 */

export interface AutopilotOptions {
  root: string;
  seed: number;
  steps: number;
  minutes: number;
  preset: string;
  faults: boolean;
  language: 'es' | 'en';
  /** A plain browser instead of the emulated phone. */
  noBridge: boolean;
  shrink: boolean;
  /** Minutes the shrink may take. */
  shrinkMinutes: number;
  /** Where found scenarios go (default scenarios/found). */
  foundDir: string;
  reportFile: string;
  verbose: boolean;
  log: (line: string) => void;
}

/** What reports/autopilot.json holds. */
export interface AutopilotReport {
  seed: number;
  preset: string;
  faults: boolean;
  steps: number;
  actionsDone: number;
  actionsPerSecond: number;
  wallSeconds: number;
  stopped: ExploreResult['stopped'];
  error?: string;
  violation?: Violation & { step: number };
  shrink?: {
    from: number;
    to: number;
    tests: number;
    complete: boolean;
    reproduced: boolean;
    seconds: number;
  };
  found?: { scenario: string; journey?: string; scenarioRunOk?: boolean; scenarioError?: string };
  coverage: CoverageReport;
  /** Every action: step, screen, action, where it led (`(failed)` when it could not be done). */
  trace: string[];
}

export function runConfigOf(
  options: Pick<AutopilotOptions, 'seed' | 'preset' | 'language' | 'noBridge'>,
): RunConfig {
  return {
    seed: options.seed,
    preset: options.preset,
    language: options.language,
    bridge: options.noBridge ? false : {},
    start: '/',
  };
}

/**
 * Shrinks a violating trace; returns the smallest reproducing units (the full trace when it does not
 * reproduce). The whole trace is replayed once first: it shows that the trace reproduces, drops what could
 * not be done again, and records what each action changed, from which the first candidates are built
 * (the last actions plus what outlives a screen: core/shrink-candidates.ts); the chunk sweep goes on from
 * there.
 */
async function shrinkTrace(
  harness: Harness,
  config: RunConfig,
  catalog: AppCatalog,
  units: Step[][],
  invariant: string,
  minutes: number,
  log: (line: string) => void,
  recorded?: ReplayOutcome,
): Promise<{ units: Step[][]; tests: number; complete: boolean; reproduced: boolean; seconds: number }> {
  const started = Date.now();
  const deadline = started + minutes * 60_000;
  const seconds = () => (Date.now() - started) / 1000;
  let whole = recorded ?? (await replay(harness, config, catalog, units, invariant, { lenient: true }));
  // A violation that hangs on timing (a request that failed while another screen opened) may need a second
  // look: one more replay of the whole trace before it is kept whole.
  if (!whole.reproduced) whole = await replay(harness, config, catalog, units, invariant, { lenient: true });
  if (!whole.reproduced) {
    log(
      `  the trace does not reproduce ${invariant} when replayed${whole.failedUnit !== undefined ? ` (action ${whole.failedUnit + 1} could not be done: ${whole.error ?? ''})` : ''}; keeping it whole`,
    );
    return { units, tests: 1, complete: false, reproduced: false, seconds: seconds() };
  }
  let kept = whole.done.map((i) => units[i]!);
  let facts = whole.done.map((i) => whole.facts[i]);
  let jumpTests = 0;
  // First the jumps (a deep link instead of the walk to a screen): a replay each, kept when one reproduces.
  for (const candidate of jumpCandidates(facts, (route) => DEEP_LINKS.includes(route))) {
    if (Date.now() > deadline) break;
    const jumped = candidate.map((p) => (typeof p === 'number' ? kept[p]! : [{ goto: p.goto }]));
    const outcome = await replay(harness, config, catalog, jumped, invariant, { lenient: true });
    jumpTests += 1;
    if (!outcome.reproduced) continue;
    kept = outcome.done.map((i) => jumped[i]!);
    facts = outcome.done.map((i) => outcome.facts[i]);
    log(
      `  shrink: ${kept.length} action(s) after ${jumpTests + 1} replay(s) (deep links instead of the walk to a screen)`,
    );
    break;
  }
  const first = carryCandidates(facts);
  log(
    `  shrink: ${kept.length} action(s) after ${jumpTests + 1} replay(s) (${first.length} first candidate(s))`,
  );
  const result = await shrink(
    kept,
    async (candidate) => {
      const outcome = await replay(harness, config, catalog, candidate, invariant, { lenient: true });
      // Only what was done up to the violation is needed.
      return outcome.reproduced ? { keep: outcome.done } : false;
    },
    {
      first,
      suffixFirst: true,
      // A replay stops at the violation and keeps what came before: the last action is where it showed.
      lastNeeded: true,
      stop: () => Date.now() > deadline,
      onProgress: (size, tests) => log(`  shrink: ${size} action(s) after ${tests + 1} replay(s)`),
    },
  );
  const tests = result.tests + jumpTests + (recorded ? 0 : 1);
  return { units: result.items, tests, complete: result.complete, reproduced: true, seconds: seconds() };
}

/** Writes the found scenario, then runs it as `npm run scenarios` would to record its journey next to it. */
async function writeFound(
  options: AutopilotOptions,
  harness: Harness,
  config: RunConfig,
  units: Step[][],
  info: FoundInfo,
): Promise<NonNullable<AutopilotReport['found']>> {
  const dir = resolve(options.root, options.foundDir);
  await mkdir(dir, { recursive: true });
  const id = foundId(info.violation.invariant, config.seed);
  const file = join(dir, `${id}.scenario.ts`);
  const rel = relative(options.root, file);
  const scenario = foundScenario(
    {
      seed: config.seed,
      preset: config.preset,
      language: config.language,
      bridge: config.bridge === false ? false : { ...config.bridge },
      start: config.start,
    },
    units.flat(),
    info,
  );
  let schemas = relative(dir, join(options.root, 'scenarios', 'scenario.schemas'))
    .split('\\')
    .join('/');
  if (!schemas.startsWith('.')) schemas = `./${schemas}`;
  await writeFile(file, foundScenarioSource(scenario, info, rel, schemas));
  const { buildHash, appVersion } = buildIdentity(options.root);
  const run = await runScenario(scenario, {
    browser: harness.browser,
    baseURL: harness.baseURL,
    journeysDir: dir,
    appVersion,
    buildHash,
  });
  return {
    scenario: rel,
    ...(run.journey ? { journey: relative(options.root, run.journey) } : {}),
    scenarioRunOk: run.ok,
    ...(run.error ? { scenarioError: run.error.split('\n')[0] } : {}),
  };
}

/**
 * Explores (and shrinks and writes what it finds); resolves with the report. Without `given`, it checks the
 * mock build, serves it and launches Chromium, and stops both at the end; with `given` (the Playwright
 * project's browser and web server: autopilot.spec.ts) it uses them and leaves them running.
 */
export async function runAutopilot(options: AutopilotOptions, given?: Harness): Promise<AutopilotReport> {
  const log = options.log;
  const wallStart = Date.now();
  if (!given && (await ensureMockBuild(options.root)))
    log('built the mock build (dist-mock/ was missing or older than src/)');
  const catalog = await loadCatalog();
  const harness = given ?? (await startHarness(options.root));
  const config = runConfigOf(options);
  try {
    log(
      `autopilot: seed ${options.seed}, ${options.steps} step(s) max, ${options.minutes} min max, preset ${options.preset}, faults ${options.faults ? 'on' : 'off'}, against ${harness.baseURL}`,
    );
    const result = await explore({
      harness,
      config,
      catalog,
      steps: options.steps,
      deadline: Date.now() + options.minutes * 60_000,
      faults: options.faults,
      verbose: options.verbose,
      log,
      onStep: (record) => {
        if (!options.verbose && record.step % 25 === 0)
          log(`  step ${record.step}: ${record.from} (${record.kind})`);
      },
    });
    const done = result.records.length;
    const report: AutopilotReport = {
      seed: options.seed,
      preset: options.preset,
      faults: options.faults,
      steps: options.steps,
      actionsDone: done,
      actionsPerSecond: done / Math.max(0.001, result.wallMs / 1000),
      wallSeconds: 0,
      stopped: result.stopped,
      ...(result.error ? { error: result.error } : {}),
      coverage: result.coverage,
      trace: result.records.map((r) => `${r.step} ${r.from} ${r.ok ? '' : '(failed) '}${r.key} -> ${r.to}`),
    };
    if (result.found) {
      const { violation, step } = result.found;
      report.violation = { ...violation, step };
      log(`\nVIOLATION at step ${step}: ${violation.invariant}: ${violation.message}`);
      const units = unitsOf(result.records);
      let shrunk = { units, tests: 0, complete: false, reproduced: false, seconds: 0 };
      if (options.shrink && units.length > 0) {
        log(`shrinking ${units.length} action(s) (up to ${options.shrinkMinutes} min)...`);
        shrunk = await shrinkTrace(
          harness,
          config,
          catalog,
          units,
          violation.invariant,
          options.shrinkMinutes,
          log,
        );
      }
      report.shrink = {
        from: units.length,
        to: shrunk.units.length,
        tests: shrunk.tests,
        complete: shrunk.complete,
        reproduced: shrunk.reproduced,
        seconds: shrunk.seconds,
      };
      report.found = await writeFound(options, harness, config, shrunk.units, {
        violation,
        foundAtStep: step,
        originalSteps: units.length,
        shrinkTests: shrunk.tests,
        shrinkComplete: shrunk.complete,
      });
      log(
        `wrote ${report.found.scenario}${report.found.journey ? ` and ${report.found.journey}` : ''} (${shrunk.units.length} action(s))`,
      );
    }
    report.wallSeconds = (Date.now() - wallStart) / 1000;
    log(`\n${formatCoverage(result.coverage)}`);
    log(
      `\n${done} action(s) in ${(result.wallMs / 1000).toFixed(1)} s (${report.actionsPerSecond.toFixed(2)}/s), stopped: ${result.stopped}${result.error ? ` (${result.error})` : ''}; wall ${report.wallSeconds.toFixed(1)} s`,
    );
    const reportPath = resolve(options.root, options.reportFile);
    await mkdir(dirname(reportPath), { recursive: true });
    await writeFile(reportPath, `${JSON.stringify(report, null, 2)}\n`);
    return report;
  } finally {
    if (!given) await harness.close();
  }
}

/** How a scenario file's run starts: its seed, preset, language, bridge and first route. */
export function runConfigOfScenario(scenario: Scenario): RunConfig {
  return {
    seed: scenario.seed ?? 1,
    preset: scenario.preset,
    ...(scenario.presetOptions ? { presetOptions: scenario.presetOptions } : {}),
    language: scenario.language ?? 'es',
    bridge: scenario.bridge === false ? false : (scenario.bridge ?? {}),
    start: scenario.start ?? '/',
  };
}

/** A scenario's steps replayed from a fresh start under every invariant (strict: stops at a step it cannot do). */
export function replayScenario(
  harness: Harness,
  catalog: AppCatalog,
  scenario: Scenario,
): Promise<ReplayOutcome> {
  return replay(harness, runConfigOfScenario(scenario), catalog, unitsOfSteps(scenario.steps));
}

/** The scenario files a path names: the file itself, or every `*.scenario.ts` under a folder. */
function scenarioFilesAt(root: string, path: string): string[] {
  const full = resolve(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const child = join(dir, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.scenario.ts')) out.push(child);
    }
  };
  walk(full);
  return out.sort();
}

/**
 * `--replay PATH`: runs a scenario file's steps (or every scenario file under a folder, such as
 * scenarios/found/) under every invariant, each from a fresh start. Resolves with the exit code: 0 every
 * invariant held, 1 a violation, 2 a step that could not be done.
 */
export async function replayFile(root: string, path: string, log: (line: string) => void): Promise<number> {
  const files = scenarioFilesAt(root, path);
  if (files.length === 0) {
    log(`${path}: no scenario file`);
    return 0;
  }
  const scenarios: Array<{ file: string; scenario: Scenario }> = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    const checked = checkScenario(module.default);
    if (!checked.ok)
      throw new Error(
        `${relative(root, file)} is not a valid scenario: ${checked.issues.map((i) => i.message).join('; ')}`,
      );
    scenarios.push({ file: relative(root, file), scenario: checked.scenario });
  }
  if (await ensureMockBuild(root)) log('built the mock build');
  const catalog = await loadCatalog();
  const harness = await startHarness(root);
  let code = 0;
  try {
    for (const { file, scenario } of scenarios) {
      const outcome = await replayScenario(harness, catalog, scenario);
      for (const { step, violation } of outcome.violations)
        log(`${file}: after action ${step}: ${violation.invariant}: ${violation.message}`);
      if (outcome.failedUnit !== undefined)
        log(`${file}: action ${outcome.failedUnit + 1} could not be done: ${outcome.error ?? ''}`);
      if (outcome.violations.length === 0 && outcome.failedUnit === undefined)
        log(`${file}: every invariant held`);
      code = Math.max(code, outcome.violations.length > 0 ? 1 : 0);
      if (outcome.violations.length === 0 && outcome.failedUnit !== undefined) code = Math.max(code, 2);
    }
    return code;
  } finally {
    await harness.close();
  }
}

/**
 * `--shrink FILE`: shrinks a scenario file's steps again (a found scenario whose shrink ran out of time, or
 * a hand-written reproduction) under the invariant it violates, and writes the result as a found scenario.
 */
export async function shrinkFile(
  options: AutopilotOptions,
  file: string,
  invariant: string | undefined,
): Promise<AutopilotReport['shrink'] & { found?: AutopilotReport['found']; invariant?: string }> {
  const log = options.log;
  const module = (await import(pathToFileURL(resolve(options.root, file)).href)) as { default?: unknown };
  const checked = checkScenario(module.default);
  if (!checked.ok)
    throw new Error(`${file} is not a valid scenario: ${checked.issues.map((i) => i.message).join('; ')}`);
  const scenario = checked.scenario;
  if (await ensureMockBuild(options.root)) log('built the mock build');
  const catalog = await loadCatalog();
  const harness = await startHarness(options.root);
  try {
    const config = runConfigOfScenario(scenario);
    const units = unitsOfSteps(actionStepsOf(scenario));
    const first = await replay(harness, config, catalog, units, invariant, { lenient: true });
    const hit = first.violations.find((v) => invariant === undefined || v.violation.invariant === invariant);
    if (!first.reproduced || !hit) {
      log(`${file}: no violation${invariant ? ` of ${invariant}` : ''} when replayed; nothing to shrink`);
      return {
        from: units.length,
        to: units.length,
        tests: 1,
        complete: false,
        reproduced: false,
        seconds: 0,
      };
    }
    const target = hit.violation.invariant;
    log(
      `${file}: ${target} after action ${hit.step}: ${hit.violation.message}; shrinking ${first.done.length} action(s)...`,
    );
    const shrunk = await shrinkTrace(
      harness,
      config,
      catalog,
      units,
      target,
      options.shrinkMinutes,
      log,
      first,
    );
    const found = await writeFound(options, harness, config, shrunk.units, {
      violation: hit.violation,
      foundAtStep: hit.step,
      originalSteps: units.length,
      shrinkTests: shrunk.tests + 1,
      shrinkComplete: shrunk.complete,
    });
    log(
      `wrote ${found.scenario}${found.journey ? ` and ${found.journey}` : ''} (${shrunk.units.length} action(s))`,
    );
    return {
      from: units.length,
      to: shrunk.units.length,
      tests: shrunk.tests + 1,
      complete: shrunk.complete,
      reproduced: shrunk.reproduced,
      seconds: shrunk.seconds,
      found,
      invariant: target,
    };
  } finally {
    await harness.close();
  }
}
