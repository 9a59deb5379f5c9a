// The mutants of the autopilot's mutation check (decision 0016): realistic defects, each a patch (a unified diff
// of one file, `mutants/<name>.patch`, decision 0046) applied by `git apply` to a copy of the app, and the run
// of the autopilot on each. Used by autopilot-mutations.ts (the table), autopilot-bench.ts (the time to the
// first find) and tests/unit/autopilot-mutants.test.ts (every patch still applies to the tree).
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AutopilotReport, runAutopilot } from '../../scenarios/autopilot/node/run';

/**
 * A defect and how the autopilot should meet it. The defect itself is `mutants/<name>.patch`: a unified diff of
 * one file of the app (decision 0046).
 */
export interface Mutation {
  /** Also the patch's name: `tests/benchmarks/mutants/<name>.patch`. */
  name: string;
  /** What a developer could plausibly have written. */
  story: string;
  preset?: string;
  faults?: boolean;
  /** Explore in a plain browser (no native app: the borrower logs in on the web login page). */
  noBridge?: boolean;
  /** The invariant expected to catch it. */
  expect: string;
}

export const MUTATIONS: Mutation[] = [
  {
    name: 'raw-key',
    story: 'a typo in the tab bar’s message key',
    expect: 'no-raw-message-key',
  },
  {
    name: 'wrong-language',
    story: 'an English text pasted into es.json',
    expect: 'same-language',
  },
  {
    name: 'guard-dropped',
    story: 'toBorrow left out of the guarded routes',
    expect: 'guarded-route',
  },
  {
    name: 'spinner-stuck',
    story: 'the loading counter only goes down on success',
    faults: true,
    expect: 'spinner-settles',
  },
  {
    name: 'log-drops-event',
    story: 'the persisted log leaves out language changes',
    expect: 'event-log-replays',
  },
  {
    name: 'double-submit',
    story: 'the double-tap guard of the screens’ intents removed (the store’s outcomes slice, `store.start`)',
    // In a plain browser the walk starts on the web login, whose three buttons share one intent.
    noBridge: true,
    expect: 'double-tap-once',
  },
  {
    name: 'toast-language',
    story: 'toasts shown whatever the language (the defect the autopilot found first)',
    expect: 'same-language',
  },
  {
    name: 'native-login-blank',
    story:
      'the deletion page shows nothing while the native login is open (the defect the autopilot found second)',
    expect: 'no-blank-screen',
  },
  {
    name: 'handler-crash',
    story: 'the mobile field keeps the digits, assuming there are some',
    // The field of the web login (and the landings): in a plain browser it is where the borrower logs in.
    noBridge: true,
    expect: 'no-uncaught-error',
  },
  {
    name: 'faq-language',
    story: 'the FAQ kept across a language switch (the real defect found third)',
    faults: true,
    expect: 'same-language',
  },
  {
    name: 'fee-rounded',
    story: 'the fee shown rounded to whole pesos on the loan confirmation',
    preset: 'quota-granted',
    expect: 'money-agrees',
  },
  {
    name: 'cat-360',
    story: 'the CAT annualised over 360 days instead of 365 (decision 0032)',
    preset: 'quota-granted',
    expect: 'money-agrees',
  },
  {
    name: 'penalty-1pct',
    story: 'the overdue penalty at 1% a day instead of the product’s 2% (decision 0032)',
    preset: 'overdue',
    expect: 'money-agrees',
  },
  {
    name: 'draft-not-saved',
    story: 'the application step’s draft no longer written when typing pauses or the page is hidden',
    preset: 'application-in-progress',
    expect: 'typed-input-kept',
  },
  {
    name: 'journey-leak',
    story:
      'the journey masker takes only a key named exactly `name` for a name (firstName, lastName... go through)',
    // In the one list of personal fields (issue 30), which the journey masker and the event log at rest share.
    // At the identity step: the document's photos bring the OCR's reading (first and last names) into the log.
    preset: 'identity-step',
    expect: 'journey-masked',
  },
  // Issue 30's classes (decision 0034): a borrower's data, the console, money.
  {
    name: 'logout-keeps-drafts',
    story: 'a logout that keeps the application drafts (so that the borrower need not type them again)',
    // Mid-application: the steps' forms write drafts; a logout (the app's, the native app's, a session code) follows.
    preset: 'application-in-progress',
    faults: true,
    expect: 'borrower-data-ends',
  },
  {
    name: 'payment-without-key',
    story:
      'the repayment sent without its Idempotency-Key (the option dropped in a refactor): a retry pays twice',
    preset: 'repaying',
    expect: 'money-once',
  },
  {
    name: 'late-reply-token',
    story:
      'a late bridge reply logged as it came (its getLoginInfo result holds the bearer token and the mobile)',
    expect: 'no-secret-in-console',
  },
];

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The folder of the patches, one per mutant, named after it. */
export const MUTANTS_DIR = join(root, 'tests', 'benchmarks', 'mutants');

/** A mutant's patch: `git diff` of the one file it changes (made in the tree, then undone; decision 0046). */
export function patchOf(name: string): string {
  return readFileSync(join(MUTANTS_DIR, `${name}.patch`), 'utf8');
}

/** The files a patch changes (its `+++ b/<path>` lines). */
export function filesOf(patch: string): string[] {
  return [...patch.matchAll(/^\+\+\+ b\/(.+)$/gm)].map((m) => m[1]!.trim());
}

/**
 * Applies a patch to the tree at `dir` with `git apply` (no fuzz: every context line must be there, at any
 * line number; whitespace as written). Throws, naming the mutant, when it does not apply.
 */
export function applyPatch(name: string, patch: string, dir: string): void {
  const result = spawnSync('git', ['apply', '--whitespace=nowarn', '-'], {
    cwd: dir,
    input: patch,
    encoding: 'utf8',
    // `dir` is a copy outside any repository: git must not look for one above it.
    env: { ...process.env, GIT_CEILING_DIRECTORIES: dirname(dir) },
  });
  if (result.error) throw new Error(`${name}: git apply could not run: ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(
      `mutant ${name}: its patch no longer applies to ${filesOf(patch).join(', ') || 'any file'} ` +
        `(tests/benchmarks/mutants/${name}.patch; make the defect again in the tree and write its git diff there):\n` +
        result.stderr.trim(),
    );
}

/**
 * Whether a mutant's patch still plants its defect in the tree at `tree` (the repository by default): it names
 * exactly one file, applies to a copy of that file, and changes it. Returns that file; throws, naming the
 * mutant, otherwise. No build, no walk (`--dry-run` of the table, and the unit test).
 */
export function checkPatch(name: string, patch: string, tree: string = root): string {
  const files = filesOf(patch);
  if (files.length !== 1)
    throw new Error(
      `mutant ${name}: its patch changes ${files.length} files (${files.join(', ')}); a mutant changes one`,
    );
  const file = files[0]!;
  if (!existsSync(join(tree, file))) throw new Error(`mutant ${name}: ${file} is not in the tree`);
  const dir = mkdtempSync(join(tmpdir(), 'cuota-patch-'));
  try {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    const before = readFileSync(join(tree, file), 'utf8');
    writeFileSync(join(dir, file), before);
    applyPatch(name, patch, dir);
    if (readFileSync(join(dir, file), 'utf8') === before)
      throw new Error(`mutant ${name}: its patch applies to ${file} but changes nothing`);
    return file;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A copy of the app's sources (node_modules linked, not copied). */
export function copyApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cuota-mutant-'));
  const skip = new Set([
    'node_modules',
    '.git',
    'dist',
    'dist-mock',
    'out',
    'journeys',
    'reports',
    'playwright-report',
    'test-results',
    '.tmp',
  ]);
  cpSync(root, dir, {
    recursive: true,
    filter: (src) => !skip.has(src.slice(root.length).split('/')[0] ?? ''),
  });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** What one mutant's run gave. */
export interface MutantRow {
  name: string;
  caught: boolean;
  invariant: string;
  expected: string;
  seed: number | null;
  atStep: number | null;
  /** Seconds of walking before the violation (actions up to it at the run's pace). */
  findSeconds: number | null;
  shrunkTo: number | null;
  seconds: number;
}

export interface MutantRunOptions {
  steps: number;
  /** Tried in turn until one catches the mutant. */
  seeds: number[];
  shrink: boolean;
  shrinkMinutes: number;
  /** Where to keep the found scenarios (rewritten to import from scenarios/), e.g. `reports/found`. */
  keepFound?: string;
  log: (line: string) => void;
}

/**
 * The copy's own autopilot, loaded from the copy: a defect on the walker's side of the copy (the journey
 * masker, which the invariants and the page probe use) must be in the walk as well as in the built app.
 */
async function autopilotOf(dir: string): Promise<typeof runAutopilot> {
  const url = pathToFileURL(join(dir, 'scenarios', 'autopilot', 'node', 'run.ts')).href;
  return ((await import(url)) as { runAutopilot: typeof runAutopilot }).runAutopilot;
}

/** Plants one mutant in a copy of the app, builds it, walks it with each seed until one catches it. */
export async function runMutant(mutation: Mutation, options: MutantRunOptions): Promise<MutantRow> {
  const dir = copyApp();
  const started = Date.now();
  try {
    applyPatch(mutation.name, patchOf(mutation.name), dir);
    const runAutopilot = await autopilotOf(dir);
    let report: AutopilotReport | undefined;
    let caughtBy: number | null = null;
    for (const seed of options.seeds) {
      report = await runAutopilot({
        root: dir,
        seed,
        steps: options.steps,
        minutes: 5,
        preset: mutation.preset ?? 'new-borrower',
        faults: mutation.faults ?? false,
        language: 'es',
        noBridge: mutation.noBridge ?? false,
        shrink: options.shrink,
        shrinkMinutes: options.shrinkMinutes,
        foundDir: '.tmp/found',
        reportFile: '.tmp/autopilot.json',
        verbose: false,
        log: (line) => {
          if (/^VIOLATION|^wrote|shrink:|^\d+ action/.test(line.trim()))
            options.log(`  [seed ${seed}] ${line.trim()}`);
        },
      });
      mkdirSync(join(root, 'reports', 'autopilot-mutants'), { recursive: true });
      writeFileSync(
        join(root, 'reports', 'autopilot-mutants', `${mutation.name}-${seed}.json`),
        `${JSON.stringify(report, null, 2)}\n`,
      );
      if (report.violation) {
        caughtBy = seed;
        break;
      }
    }
    if (options.keepFound && report?.found) {
      const out = join(root, options.keepFound);
      mkdirSync(out, { recursive: true });
      for (const file of readdirSync(join(dir, '.tmp', 'found'))) {
        const text = readFileSync(join(dir, '.tmp', 'found', file), 'utf8');
        writeFileSync(
          join(out, `${mutation.name}--${file}`),
          file.endsWith('.scenario.ts')
            ? text
                .replace(/from '[^']*scenario\.schemas'/, "from '../scenario.schemas'")
                .replace(/\.tmp\/found\//g, `${options.keepFound}/${mutation.name}--`)
            : text,
        );
      }
    }
    const step = report?.violation?.step ?? null;
    return {
      name: mutation.name,
      caught: report?.violation !== undefined,
      invariant: report?.violation?.invariant ?? '-',
      expected: mutation.expect,
      seed: caughtBy,
      atStep: step,
      findSeconds: step !== null && report ? step / Math.max(0.001, report.actionsPerSecond) : null,
      shrunkTo: report?.shrink?.to ?? null,
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
}
