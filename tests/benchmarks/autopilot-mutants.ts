// The mutants of the autopilot's mutation check (decision 0016): realistic defects, each a text replacement in
// one file of a copy of the app, and the run of the autopilot on each. Used by autopilot-mutations.ts (the
// table) and autopilot-bench.ts (the time to the first find).
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
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AutopilotReport, runAutopilot } from '../../scenarios/autopilot/node/run';

/** A defect: a text replacement in one file of the app, and how the autopilot should meet it. */
export interface Mutation {
  name: string;
  /** What a developer could plausibly have written. */
  story: string;
  file: string;
  from: string;
  to: string;
  preset?: string;
  faults?: boolean;
  /** Explore in a plain browser (no native app: the borrower logs in on the web login page). */
  noBridge?: boolean;
  /** The invariant expected to catch it. */
  expect: string;
}

/** The draft write of src/features/application/use-step-draft.ts (the forgotten-draft mutant removes it). */
const DRAFT_WRITE = "storage.set('drafts', { ...storage.get('drafts'), [step]: kept });";

export const MUTATIONS: Mutation[] = [
  {
    name: 'raw-key',
    story: 'a typo in the tab bar’s message key',
    file: 'src/domain/screens.ts',
    from: "label: 'tabs.records'",
    to: "label: 'tabs.record'",
    expect: 'no-raw-message-key',
  },
  {
    name: 'wrong-language',
    story: 'an English text pasted into es.json',
    file: 'src/i18n/es.json',
    from: '"records": "Préstamos",',
    to: '"records": "Records",',
    expect: 'same-language',
  },
  {
    name: 'guard-dropped',
    story: 'toBorrow left out of the guarded routes',
    file: 'src/domain/screens.ts',
    from: "toBorrow: { path: '/borrow/to_borrow', screen: 'ToBorrowPage', guarded: true },",
    to: "toBorrow: { path: '/borrow/to_borrow', screen: 'ToBorrowPage' },",
    expect: 'guarded-route',
  },
  {
    name: 'spinner-stuck',
    story: 'the loading counter only goes down on success',
    file: 'src/api/client.ts',
    from: '    if (!options.silent) changeLoading(-1);\n  }\n}',
    to: '  }\n}',
    faults: true,
    expect: 'spinner-settles',
  },
  {
    name: 'log-drops-event',
    story: 'the persisted log leaves out language changes',
    file: 'src/store/store.ts',
    from: 'const written = writePersistedLog(storage, { version: LOG_VERSION, snapshot, events: log });',
    to: "const written = writePersistedLog(storage, { version: LOG_VERSION, snapshot, events: log.filter((e) => e.type !== 'settings/languageChanged') });",
    expect: 'event-log-replays',
  },
  {
    name: 'double-submit',
    story: 'the login form’s double-tap guard removed',
    file: 'src/features/login/login-page.tsx',
    from: '    if (busy.current) return;\n',
    to: '',
    noBridge: true,
    expect: 'double-tap-once',
  },
  {
    name: 'toast-language',
    story: 'toasts shown whatever the language (the defect the autopilot found first)',
    file: 'src/components/ui/toast.tsx',
    from: '        .filter((m) => m.language === language)\n',
    to: '',
    expect: 'same-language',
  },
  {
    name: 'native-login-blank',
    story:
      'the deletion page shows nothing while the native login is open (the defect the autopilot found second)',
    file: 'src/features/user-center/delete-account-page.tsx',
    from: '  if (useNativeLoginOrLeave(false)) return <NativeLoginWait />;',
    to: '  if (useNativeLoginOrLeave(false)) return null;',
    expect: 'no-blank-screen',
  },
  {
    name: 'handler-crash',
    story: 'the mobile field keeps the digits, assuming there are some',
    file: 'src/components/ui/mobile-field.tsx',
    from: 'onChange={(e) => onChange(e.target.value)}',
    to: 'onChange={(e) => onChange(e.target.value.match(/\\d+/g)!.join(""))}',
    // The field of the web login (and the landings): in a plain browser it is where the borrower logs in.
    noBridge: true,
    expect: 'no-uncaught-error',
  },
  {
    name: 'faq-language',
    story: 'the FAQ kept across a language switch (the real defect found third)',
    file: 'src/domain/feedback/feedback.reducer.ts',
    from: "    case 'settings/languageChanged':\n      // The questions came in the old language; the FAQ screen loads them again in the new one.\n      draft.faq = null;\n      return;\n",
    to: '',
    faults: true,
    expect: 'same-language',
  },
  {
    name: 'fee-rounded',
    story: 'the fee shown rounded to whole pesos on the loan confirmation',
    file: 'src/features/borrow/loan-disclosure.tsx',
    from: '{money(b.fee)}',
    to: '{money(Math.round(b.fee))}',
    preset: 'quota-granted',
    expect: 'money-agrees',
  },
  {
    name: 'cat-360',
    story: 'the CAT annualised over 360 days instead of 365 (decision 0032)',
    file: 'src/domain/loan-math.ts',
    from: 'export const CAT_YEAR_DAYS = 365;',
    to: 'export const CAT_YEAR_DAYS = 360;',
    preset: 'quota-granted',
    expect: 'money-agrees',
  },
  {
    name: 'penalty-1pct',
    story: 'the overdue penalty at 1% a day instead of the product’s 2% (decision 0032)',
    file: 'src/domain/loan-math.ts',
    from: 'export const OVERDUE_DAILY_RATE = 0.02;',
    to: 'export const OVERDUE_DAILY_RATE = 0.01;',
    preset: 'overdue',
    expect: 'money-agrees',
  },
  {
    name: 'draft-not-saved',
    story: 'the application step’s draft no longer written when typing pauses or the page is hidden',
    file: 'src/features/application/use-step-draft.ts',
    from: DRAFT_WRITE,
    to: '/* draft not written */',
    preset: 'application-in-progress',
    expect: 'typed-input-kept',
  },
  {
    name: 'journey-leak',
    story:
      'the journey masker takes only a key named exactly `name` for a name (firstName, lastName... go through)',
    // The one list of personal fields (issue 30), which the journey masker and the event log at rest share.
    file: 'src/domain/personal-data.ts',
    from: "if (category === null && k.endsWith('name') && !NON_PERSONAL_NAMES.has(k)) category = 'name';",
    to: "if (category === null && k === 'name' && !NON_PERSONAL_NAMES.has(k)) category = 'name';",
    // At the identity step: the document's photos bring the OCR's reading (first and last names) into the log.
    preset: 'identity-step',
    expect: 'journey-masked',
  },
  // Issue 30's classes (decision 0034): a borrower's data, the console, money.
  {
    name: 'logout-keeps-drafts',
    story: 'a logout that keeps the application drafts (so that the borrower need not type them again)',
    file: 'src/storage/stored-values.ts',
    from: 'clearUserData: (keep = []) => USER_DATA_KEYS.filter((key) => !keep.includes(key)).forEach(remove),',
    to: "clearUserData: (keep = []) => USER_DATA_KEYS.filter((key) => !keep.includes(key) && key !== 'drafts').forEach(remove),",
    // Mid-application: the steps' forms write drafts; a logout (the app's, the native app's, a session code) follows.
    preset: 'application-in-progress',
    faults: true,
    expect: 'borrower-data-ends',
  },
  {
    name: 'payment-without-key',
    story:
      'the repayment sent without its Idempotency-Key (the option dropped in a refactor): a retry pays twice',
    file: 'src/features/repay/repay.effects.ts',
    from: "{ orderId, amount, channelId: channel.channelId, kind: 'repay' },\n        { idempotencyKey: key },\n",
    to: "{ orderId, amount, channelId: channel.channelId, kind: 'repay' },\n",
    preset: 'repaying',
    expect: 'money-once',
  },
  {
    name: 'late-reply-token',
    story:
      'a late bridge reply logged as it came (its getLoginInfo result holds the bearer token and the mobile)',
    file: 'src/bridge/client.ts',
    from: "log('warn', `dropped a reply to unknown id ${message.id}`, shapeOf(message));",
    to: "log('warn', `dropped a reply to unknown id ${message.id}`, message);",
    expect: 'no-secret-in-console',
  },
];

export const root = fileURLToPath(new URL('../..', import.meta.url));

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
    const path = join(dir, mutation.file);
    const source = readFileSync(path, 'utf8');
    if (!source.includes(mutation.from))
      throw new Error(`${mutation.name}: the text to mutate is no longer in ${mutation.file}`);
    writeFileSync(path, source.replace(mutation.from, mutation.to));
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
