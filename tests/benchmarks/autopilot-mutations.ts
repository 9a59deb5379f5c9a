// `npx tsx tests/benchmarks/autopilot-mutations.ts [--steps N] [--seeds 7,8] [--only NAME] [--keep-found DIR] [--shrink-minutes M]`: applies realistic
// defects to a copy of the app one at a time, builds it, runs the autopilot on it and reports whether an
// invariant caught the defect, which one, after how many actions, and the shrunk length. Not part of
// `npm test` (each mutant costs a build and a run: several minutes in all on 2 cores).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAutopilot, type AutopilotReport } from '../../scenarios/autopilot/node/run';

/** A defect: a text replacement in one file of the app, and how the autopilot should meet it. */
interface Mutation {
  name: string;
  /** What a developer could plausibly have written. */
  story: string;
  file: string;
  from: string;
  to: string;
  preset?: string;
  faults?: boolean;
  /** The invariant expected to catch it. */
  expect: string;
}

const MUTATIONS: Mutation[] = [
  {
    name: 'raw-key',
    story: 'a typo in the tab bar’s message key',
    file: 'src/app/shell/tab-bar.tsx',
    from: "key: 'tabs.records'",
    to: "key: 'tabs.record'",
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
    file: 'src/domain/paths.ts',
    from: '  PATHS.toBorrow,\n  PATHS.personalInfomation,',
    to: '  PATHS.personalInfomation,',
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
    story: 'the deletion page shows nothing while the native login is open (the defect the autopilot found second)',
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
    expect: 'no-uncaught-error',
  },
];

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const steps = Number(option('--steps') ?? 150);
/** Seeds tried in turn until one catches the mutant (`--seeds 7,8`). */
const seeds = (option('--seeds') ?? option('--seed') ?? '7').split(',').map(Number);
const only = option('--only');
/** Where to keep the found scenarios (rewritten to import from scenarios/), e.g. `--keep-found reports/found`. */
const keepFound = option('--keep-found');
const shrinkMinutes = Number(option('--shrink-minutes') ?? 3);

/** A copy of the app's sources (node_modules linked, not copied). */
function copyApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cuota-mutant-'));
  const skip = new Set(['node_modules', '.git', 'dist', 'dist-mock', 'out', 'journeys', 'reports', 'playwright-report', 'test-results', '.tmp']);
  cpSync(root, dir, { recursive: true, filter: (src) => !skip.has(src.slice(root.length).split('/')[0] ?? '') });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

interface Row {
  name: string;
  caught: boolean;
  invariant: string;
  expected: string;
  seed: number | null;
  atStep: number | null;
  shrunkTo: number | null;
  seconds: number;
}

const rows: Row[] = [];
for (const mutation of MUTATIONS) {
  if (only && mutation.name !== only) continue;
  const dir = copyApp();
  const started = Date.now();
  try {
    const path = join(dir, mutation.file);
    const source = readFileSync(path, 'utf8');
    if (!source.includes(mutation.from)) throw new Error(`${mutation.name}: the text to mutate is no longer in ${mutation.file}`);
    writeFileSync(path, source.replace(mutation.from, mutation.to));
    console.log(`\n=== ${mutation.name}: ${mutation.story} (${mutation.file})`);
    let report: AutopilotReport | undefined;
    let caughtBy: number | null = null;
    for (const seed of seeds) {
      report = await runAutopilot({
        root: dir,
        seed,
        steps,
        minutes: 5,
        preset: mutation.preset ?? 'new-borrower',
        faults: mutation.faults ?? false,
        language: 'es',
        noBridge: false,
        shrink: true,
        shrinkMinutes,
        foundDir: '.tmp/found',
        reportFile: '.tmp/autopilot.json',
        verbose: false,
        log: (line) => {
          if (/^VIOLATION|^wrote|shrink:|^\d+ action/.test(line.trim())) console.log(`  [seed ${seed}] ${line.trim()}`);
        },
      });
      mkdirSync(join(root, 'reports', 'autopilot-mutants'), { recursive: true });
      writeFileSync(join(root, 'reports', 'autopilot-mutants', `${mutation.name}-${seed}.json`), `${JSON.stringify(report, null, 2)}\n`);
      if (report.violation) {
        caughtBy = seed;
        break;
      }
    }
    if (keepFound && report?.found) {
      const out = join(root, keepFound);
      mkdirSync(out, { recursive: true });
      for (const file of readdirSync(join(dir, '.tmp', 'found'))) {
        const text = readFileSync(join(dir, '.tmp', 'found', file), 'utf8');
        writeFileSync(
          join(out, `${mutation.name}--${file}`),
          file.endsWith('.scenario.ts')
            ? text.replace(/from '[^']*scenario\.schemas'/, "from '../scenario.schemas'").replace(/\.tmp\/found\//g, `${keepFound}/${mutation.name}--`)
            : text,
        );
      }
    }
    rows.push({
      name: mutation.name,
      caught: report?.violation !== undefined,
      invariant: report?.violation?.invariant ?? '-',
      expected: mutation.expect,
      seed: caughtBy,
      atStep: report?.violation?.step ?? null,
      shrunkTo: report?.shrink?.to ?? null,
      seconds: Math.round((Date.now() - started) / 1000),
    });
  } finally {
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
}

console.log('\nmutation          caught  by                    (expected)            seed  at step  shrunk to  time');
for (const r of rows)
  console.log(
    `${r.name.padEnd(17)} ${(r.caught ? 'yes' : 'NO').padEnd(7)} ${r.invariant.padEnd(21)} ${`(${r.expected})`.padEnd(21)} ${String(r.seed ?? '-').padStart(4)}  ${String(r.atStep ?? '-').padStart(7)}  ${String(r.shrunkTo ?? '-').padStart(9)}  ${r.seconds} s`,
  );
console.log(
  `\n${rows.filter((r) => r.caught).length} of ${rows.length} mutants caught (seeds ${seeds.join(', ')} in turn, ${steps} steps each; reports in reports/autopilot-mutants/)`,
);
