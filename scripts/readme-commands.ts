// `npm test`'s step `readme-commands` (issue 28): every command the README names runs here, as written, with short
// arguments, and must exit 0 and produce what the README says it produces; a command the README names that is
// neither run here nor by another step of `npm test` fails the step, so none can rot silently.
// Writes reports/readme-commands.json ({ passed, failed, results }) for the summary.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rechain, serializeJourney } from '../scenarios/journey/format';
import { createJourneyRecorder } from '../scenarios/journey/recorder';
import { readJourney } from '../scenarios/journey/verify';
import { RUN_PUBLIC_KEY_FILE } from '../scenarios/runner/journey-keys';
import { runByTestScript } from './readme-coverage';
import { printedUrl, startCommand, type ServedCommand } from './served-command';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
process.chdir(ROOT);
const OUT = 'reports/readme';
// A scenario id no other id contains (the runner's filter matches parts of ids), with a loan for the review.
const SCENARIO = 'extension';

interface Ran {
  code: number | null;
  output: string;
  seconds: number;
}

/** Runs a command (no shell) in the project's folder; its output is kept, and echoed indented. */
function run(argv: string[], timeoutSeconds: number, cwd = ROOT): Promise<Ran> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const take = (chunk: Buffer) => (output += chunk.toString('utf8'));
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const timer = setTimeout(() => {
      output += `\n(stopped after ${timeoutSeconds} s)`;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, timeoutSeconds * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const git = async (...args: string[]) => (await run(['git', ...args], 30)).output.trim();
const fileAt = (path: string, what: string) => (existsSync(path) ? undefined : `${what}: ${path} is missing`);
const newerThan = (path: string, since: number) =>
  existsSync(path) && statSync(path).mtimeMs >= since ? undefined : `${path} was not written by this run`;

/** Files under `dir` (recursively) whose name is `name`. */
function findFiles(dir: string, name: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.split(/[\\/]/).pop() === name)
    .map((path) => join(dir, path));
}

interface Command {
  /** The command as the README names it (what the coverage check matches). */
  named: string;
  /** What runs: the README's command with short arguments (or a server started, probed and stopped). */
  argv: () => string[];
  serves?: (startedAt: number) => Promise<Ran>;
  timeoutSeconds: number;
  /** The exit code the command must end with (default 0: a command shown to fail must fail). */
  expectCode?: number;
  /** Beyond the exit code, what must hold afterwards: a message when it does not. */
  check?: (ran: Ran, startedAt: number) => Promise<string | undefined> | string | undefined;
}

let journeyFile = '';
// review-all's folder: a temp copy holding just the scenario's journey (removed by its check).
let releaseDir = '';
// The mock server `npm run mock-server` started, for `npm run contract:probe` to probe and stop.
let mockServer: ServedCommand | undefined;
let mockServerUrl = '';
// The scenario run's public key, written beside its journeys (decision 0033).
const runKey = () => `${OUT}/journeys/${RUN_PUBLIC_KEY_FILE}`;
// keygen -> sign -> verify on a small journey in a temp dir (removed at the end), then verify on it re-chained.
let keys = '';
const inKeys = (name: string) => join(keys, name);
function smallJourney(): void {
  keys = mkdtempSync(join(tmpdir(), 'cuota-journey-keys-'));
  let now = 1_768_492_800_000;
  const meta = {
    scenarioId: 'readme/signing',
    appVersion: '0.1.0',
    buildHash: 'readme',
    locale: 'es' as const,
    device: {},
    seed: 1,
    startedAt: { virtual: now, wall: now },
  };
  const recorder = createJourneyRecorder({ meta, clock: () => (now += 1000) });
  recorder.record('route', { path: '/user/login' });
  recorder.record('note', { type: 'scenario/note', text: 'the README signing check' });
  writeFileSync(inKeys('small.journey.json'), serializeJourney(recorder.toFile()));
}
/** The signed small journey with one entry changed and the chain recomputed by the project's own rechain. */
function rechainedJourney(): string {
  const file = readJourney(readFileSync(inKeys('small.journey.json'), 'utf8'));
  (file.entries[1]!.data as Record<string, unknown>).path = '/forged';
  writeFileSync(inKeys('rechained.journey.json'), serializeJourney({ ...file, ...rechain(file.entries) }));
  return inKeys('rechained.journey.json');
}
const COMMANDS: Command[] = [
  {
    named: 'npm install',
    argv: () => ['npm', 'install', '--no-audit', '--no-fund'],
    timeoutSeconds: 300,
    // A new user's `npm install` gets the tree CI's `npm ci` got: it must not rewrite the lock file.
    check: async () =>
      (await git('status', '--porcelain', '--', 'package.json', 'package-lock.json'))
        ? 'npm install changed package.json or package-lock.json'
        : undefined,
  },
  {
    named: 'npm run build:simulator',
    argv: () => ['npm', 'run', '--silent', 'build:simulator'],
    timeoutSeconds: 300,
    check: () =>
      fileAt('out/main/main.js', 'the Electron main') ??
      fileAt('out/preload/preload.cjs', 'the preload') ??
      fileAt('dist-mock/simulator/index.html', 'the simulator UI (beside the mock build it frames)'),
  },
  {
    named: `npm run scenarios`,
    argv: () => [
      'npm',
      'run',
      '--silent',
      'scenarios',
      '--',
      SCENARIO,
      '--workers',
      '1',
      '--out',
      `${OUT}/journeys`,
    ],
    timeoutSeconds: 180,
    check: (ran, startedAt) => {
      // The runner writes reports/scenarios.json, which is the scenarios step's: this run's goes beside the others.
      if (existsSync('reports/scenarios.json')) renameSync('reports/scenarios.json', `${OUT}/scenarios.json`);
      if (!/scenarios: 1 passed, 0 failed/.test(ran.output))
        return `not exactly the one scenario ${SCENARIO}, passed`;
      journeyFile = findFiles(`${OUT}/journeys`, `${SCENARIO}.journey.json`)[0] ?? '';
      return (
        (journeyFile
          ? newerThan(journeyFile, startedAt)
          : `no ${SCENARIO}.journey.json under ${OUT}/journeys`) ?? newerThan(runKey(), startedAt)
      );
    },
  },
  {
    named: 'npm run journey -- verify',
    argv: () => ['npm', 'run', '--silent', 'journey', '--', 'verify', journeyFile, '--key', runKey()],
    timeoutSeconds: 60,
    check: (ran) =>
      /^ok .*chain intact/m.test(ran.output) && /Signed by/.test(ran.output)
        ? undefined
        : 'no "ok ... chain intact" and "Signed by" lines',
  },
  {
    named: 'npm run journey -- keygen',
    argv: () => {
      smallJourney();
      return ['npm', 'run', '--silent', 'journey', '--', 'keygen', '--out', keys, '--name', 'readme-check'];
    },
    timeoutSeconds: 60,
    check: (ran) => {
      const secret = existsSync(inKeys('readme-check.key.json'))
        ? (JSON.parse(readFileSync(inKeys('readme-check.key.json'), 'utf8')) as { secretKey?: string })
            .secretKey
        : undefined;
      if (!secret) return 'no private key file readme-check.key.json';
      if (ran.output.includes(secret)) return 'keygen printed the private key';
      if (process.platform !== 'win32' && (statSync(inKeys('readme-check.key.json')).mode & 0o777) !== 0o600)
        return 'the private key file is not mode 0600';
      return fileAt(inKeys('readme-check.pub.json'), 'the public key');
    },
  },
  {
    named: 'npm run journey -- sign',
    argv: () => [
      'npm',
      'run',
      '--silent',
      'journey',
      '--',
      'sign',
      inKeys('small.journey.json'),
      '--key',
      inKeys('readme-check.key.json'),
    ],
    timeoutSeconds: 60,
    check: (ran) =>
      /^signed .*"readme-check"/m.test(ran.output) ? undefined : 'no "signed ... readme-check" line',
  },
  {
    named: 'npm run journey -- verify',
    argv: () => [
      'npm',
      'run',
      '--silent',
      'journey',
      '--',
      'verify',
      inKeys('small.journey.json'),
      '--key',
      inKeys('readme-check.pub.json'),
    ],
    timeoutSeconds: 60,
    check: (ran) =>
      /^ok .*chain intact/m.test(ran.output) && ran.output.includes('Signed by "readme-check"')
        ? undefined
        : 'not verified as signed by readme-check',
  },
  {
    // Edited and re-chained (issue 30's attack): the chain checks out, the signature does not; exit 1.
    named: 'npm run journey -- verify',
    argv: () => [
      'npm',
      'run',
      '--silent',
      'journey',
      '--',
      'verify',
      rechainedJourney(),
      '--key',
      inKeys('readme-check.pub.json'),
    ],
    timeoutSeconds: 60,
    expectCode: 1,
    check: (ran) => {
      rmSync(keys, { recursive: true, force: true });
      return /^NOT VALIDLY SIGNED /m.test(ran.output)
        ? undefined
        : 'a re-chained journey was not refused as not validly signed';
    },
  },
  {
    named: 'npm run journey -- replay',
    argv: () => ['npm', 'run', '--silent', 'journey', '--', 'replay', journeyFile],
    timeoutSeconds: 60,
  },
  {
    named: 'npm run journey -- show',
    argv: () => ['npm', 'run', '--silent', 'journey', '--', 'show', journeyFile, '--limit', '5'],
    timeoutSeconds: 60,
    check: (ran) => (ran.output.includes(SCENARIO) ? undefined : `the listing does not name ${SCENARIO}`),
  },
  {
    named: 'npm run journey -- review',
    argv: () => [
      'npm',
      'run',
      '--silent',
      'journey',
      '--',
      'review',
      journeyFile,
      '--key',
      runKey(),
      '--html',
      `${OUT}/review.html`,
    ],
    timeoutSeconds: 60,
    check: (_ran, startedAt) => {
      const missing = newerThan(`${OUT}/review.html`, startedAt);
      if (missing) return missing;
      const html = readFileSync(`${OUT}/review.html`, 'utf8');
      if (html.includes('NOT SIGNED') || !html.includes('Signed by'))
        return 'the HTML report does not say who signed';
      return /<html[\s>]/i.test(html) && html.includes('CAT')
        ? undefined
        : 'the HTML report has no page or no CAT';
    },
  },
  {
    // The release review over a folder holding just the scenario's journey (a temp copy: the journeys folder may
    // hold other runs' journeys). Exit 1 is what the matrix implies: one scenario reaches only some checklist items,
    // so the others are coverage gaps (and the check requires the exit to come from gaps or failed items, never
    // from the signature, the chain or an unreadable file).
    named: 'npm run journey -- review-all',
    argv: () => {
      releaseDir = mkdtempSync(join(tmpdir(), 'cuota-release-'));
      cpSync(journeyFile, join(releaseDir, `${SCENARIO}.journey.json`));
      return [
        'npm',
        'run',
        '--silent',
        'journey',
        '--',
        'review-all',
        releaseDir,
        '--key',
        runKey(),
        '--html',
        `${OUT}/release/release.html`,
      ];
    },
    timeoutSeconds: 60,
    expectCode: 1,
    check: (ran, startedAt) => {
      rmSync(releaseDir, { recursive: true, force: true });
      const missing =
        newerThan(`${OUT}/release/release.html`, startedAt) ??
        newerThan(`${OUT}/release/${SCENARIO}.html`, startedAt);
      if (missing) return missing;
      if (!ran.output.includes(`columns: 1 ${SCENARIO}`))
        return `the printed matrix does not name ${SCENARIO}`;
      if (!new RegExp(`^ +1 ${SCENARIO}: SIGNED by .*; chain intact$`, 'm').test(ran.output))
        return `${SCENARIO} is not shown as signed and intact`;
      const reasons = ran.output.split('\n').filter((line) => line.startsWith('  - '));
      if (
        !/^RELEASE FAILS \(exit 1\)/m.test(ran.output) ||
        !reasons.some((line) => line.startsWith('  - coverage gap: '))
      )
        return 'no "RELEASE FAILS (exit 1)" verdict with coverage gaps';
      const other = reasons.find((line) => !/^ {2}- (coverage gap: |item \d+ fails in )/.test(line));
      if (other) return `exit 1 for another reason than the matrix: ${other}`;
      const page = readFileSync(`${OUT}/release/release.html`, 'utf8');
      return page.includes(`href="${SCENARIO}.html#`)
        ? undefined
        : `the release page does not link to ${SCENARIO}.html`;
    },
  },
  {
    named: 'npm run autopilot',
    argv: () => [
      'npm',
      'run',
      '--silent',
      'autopilot',
      '--',
      '--seed',
      '7',
      '--steps',
      '20',
      '--out',
      `${OUT}/found`,
      '--report',
      `${OUT}/autopilot.json`,
    ],
    timeoutSeconds: 240,
    check: (_ran, startedAt) => {
      const missing = newerThan(`${OUT}/autopilot.json`, startedAt);
      if (missing) return missing;
      const report = JSON.parse(readFileSync(`${OUT}/autopilot.json`, 'utf8')) as {
        actionsDone?: number;
        seed?: number;
      };
      return report.seed === 7 && report.actionsDone === 20
        ? undefined
        : `the report says seed ${report.seed}, ${report.actionsDone} actions`;
    },
  },
  {
    named: 'npm run bench',
    argv: () => ['npm', 'run', '--silent', 'bench', '--', '--help'],
    timeoutSeconds: 60,
    check: (ran) => (/--node-only/.test(ran.output) && /--quick/.test(ran.output) ? undefined : 'no usage'),
  },
  {
    named: 'npm run bench',
    argv: () => ['npm', 'run', '--silent', 'bench', '--', '--node-only', '--events', '2000'],
    timeoutSeconds: 120,
    check: (ran) =>
      /fold 2,000 events/.test(ran.output) && /journey of 2,000 events/.test(ran.output)
        ? undefined
        : 'no figures',
  },
  {
    named: 'npx tsx tests/benchmarks/autopilot-mutations.ts',
    argv: () => ['npx', 'tsx', 'tests/benchmarks/autopilot-mutations.ts', '--dry-run'],
    timeoutSeconds: 60,
    check: (ran) =>
      /^(\d+) of \1 mutations apply$/m.test(ran.output) ? undefined : 'not every mutation applies',
  },
  {
    // The checked-in API document must be what the contracts give (decision 0029).
    named: 'npm run openapi',
    argv: () => ['npm', 'run', '--silent', 'openapi', '--', '--check'],
    timeoutSeconds: 60,
    check: (ran) =>
      /^ok docs\/api\/openapi\.json: \d+ calls/m.test(ran.output)
        ? undefined
        : 'no "ok docs/api/openapi.json" line',
  },
  {
    // The mock world as an HTTP backend (decision 0031), on any free port: it starts, prints its URL and answers;
    // it keeps running for the next command, which probes it and stops it with Ctrl+C.
    named: 'npm run mock-server',
    argv: () => ['npm', 'run', 'mock-server', '--', '--port', '0'],
    serves: async (startedAt) => {
      const served = startCommand('npm', ['run', 'mock-server', '--', '--port', '0']);
      let problem = '';
      try {
        mockServerUrl = await printedUrl(served, /mock server:/);
        const page = await fetch(mockServerUrl.replace(/\/api$/, '/'));
        if (!page.ok) problem = `${mockServerUrl}: HTTP ${page.status}`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      if (problem) await served.stop().catch(() => undefined);
      else mockServer = served;
      return {
        code: problem ? 1 : 0,
        output: `${served.output()}${problem ? `\n${problem}` : ''}`,
        seconds: (performance.now() - startedAt) / 1000,
      };
    },
    timeoutSeconds: 60,
  },
  {
    // Every endpoint's safe calls against the mock server just started: no answer may differ from the contracts.
    named: 'npm run contract:probe',
    argv: () => ['npm', 'run', '--silent', 'contract:probe', '--', '--base', mockServerUrl],
    serves: async (startedAt) => {
      if (!mockServer)
        return { code: 1, output: 'npm run mock-server did not start: nothing to probe', seconds: 0 };
      const ran = await run(['npm', 'run', '--silent', 'contract:probe', '--', '--base', mockServerUrl], 60);
      let stopped = '';
      await mockServer
        .stop()
        .catch(
          (error: unknown) => (stopped = `npm run mock-server did not stop on Ctrl+C: ${String(error)}`),
        );
      mockServer = undefined;
      return {
        code: stopped ? 1 : ran.code,
        output: `${ran.output}${stopped ? `\n${stopped}` : ''}`,
        seconds: (performance.now() - startedAt) / 1000,
      };
    },
    timeoutSeconds: 60,
    check: (ran) =>
      /^contract probe: [1-9]\d* endpoints probed, \d+ agree, 0 differ \(0 differences\), 0 failed;/m.test(
        ran.output,
      )
        ? undefined
        : 'no "contract probe: N endpoints probed, ..., 0 differ" line',
  },
  {
    // Serves dist-mock/ on 4173 (the README's port): the app's page and the mock world's worker answer.
    named: 'npm run preview:mock',
    argv: () => ['npm', 'run', 'preview:mock'],
    serves: async (startedAt) => {
      const served = startCommand('npm', ['run', 'preview:mock']);
      let problem = '';
      try {
        const base = await printedUrl(served, /Local:/);
        if (base !== 'http://127.0.0.1:4173/') problem = `served at ${base}, not the README's port 4173`;
        const page = await fetch(base);
        const html = await page.text();
        if (!page.ok || !html.includes('<template data-screen='))
          problem ||= `${base}: HTTP ${page.status}, no pre-rendered screen`;
        const worker = await fetch(new URL('mockServiceWorker.js', base));
        if (!worker.ok || !/javascript/.test(worker.headers.get('content-type') ?? '')) {
          problem ||= `the mock world's worker: HTTP ${worker.status} ${worker.headers.get('content-type') ?? ''}`;
        }
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      } finally {
        await served.stop().catch((error: unknown) => (problem ||= String(error)));
      }
      return {
        code: problem ? 1 : 0,
        output: `${served.output()}${problem ? `\n${problem}` : ''}`,
        seconds: (performance.now() - startedAt) / 1000,
      };
    },
    timeoutSeconds: 60,
  },
  {
    // Prettier rewrites files: it formats a small copy (its config, its ignore file, a few files written unformatted),
    // never the checkout a developer is working in.
    named: 'npm run format',
    argv: () => {
      const copy = '.tmp/format';
      rmSync(copy, { recursive: true, force: true });
      mkdirSync(`${copy}/src`, { recursive: true });
      for (const file of ['package.json', '.prettierrc.json', '.prettierignore'])
        cpSync(file, `${copy}/${file}`);
      writeFileSync(`${copy}/src/unformatted.ts`, 'export const a = {b:"c"}\n');
      symlinkSync(join(ROOT, 'node_modules'), `${copy}/node_modules`);
      return ['bash', '-c', `cd ${copy} && npm run --silent format`];
    },
    timeoutSeconds: 60,
    check: () =>
      readFileSync('.tmp/format/src/unformatted.ts', 'utf8') === "export const a = { b: 'c' };\n"
        ? undefined
        : "the file was not formatted with the project's Prettier settings",
  },
];

/** Commands the README names that another step of `npm test` runs as written (scripts/test.sh, tests/readme). */
const ELSEWHERE: Record<string, string> = {
  'npm start': 'tests/readme/npm-start.spec.ts',
  'npm run dev': 'tests/readme/npm-run-dev.spec.ts',
  'npm test': 'CI (.ci/run)',
  'npm run typecheck': 'scripts/test.sh',
  'npm run lint': 'scripts/test.sh',
  'npm run test:unit': 'scripts/test.sh',
  'npm run build': 'scripts/test.sh',
  'npm run build:mock': 'scripts/test.sh',
  'npm run budget': 'scripts/test.sh',
  'npm run test:e2e': 'scripts/test.sh',
  'npm run scenarios': 'scripts/test.sh',
  'npm run autopilot': 'scripts/test.sh',
};

/** The commands the README names: `npm ...` in code spans and code blocks, down to the script (and subcommand). */
export function namedInReadme(readme: string): string[] {
  const named = new Set<string>();
  const pattern = /\bnpm (install|start|test|run [\w:-]+(?: -- ([a-z][\w-]*))?)/g;
  for (const [, head, sub] of readme.matchAll(pattern)) {
    named.add(sub ? `npm ${head}` : `npm ${head!.replace(/ -- .*$/, '')}`);
  }
  for (const [, script] of readme.matchAll(/\bnpx tsx ([\w./-]+)/g)) named.add(`npx tsx ${script}`);
  return [...named].sort();
}

/** The README's commands that neither COMMANDS nor ELSEWHERE covers (each must appear where ELSEWHERE says). */
function uncovered(readme: string): string[] {
  const here = new Set(COMMANDS.map(({ named }) => named));
  const testScript = readFileSync('scripts/test.sh', 'utf8');
  const packageScripts = (
    JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  return namedInReadme(readme).filter((named) => {
    if (here.has(named)) return false;
    const where = ELSEWHERE[named];
    if (!where) return true;
    // The place named must really run it: test.sh spells the command out; a spec starts it.
    if (where === 'scripts/test.sh')
      return !runByTestScript(named.replace(/^npm run /, ''), testScript, packageScripts);
    if (where.startsWith('tests/')) {
      const [, script] = /^npm (?:run )?(\S+)/.exec(named) ?? [];
      return (
        !existsSync(where) ||
        !readFileSync(where, 'utf8').includes(
          `startCommand('npm', [${script === 'start' ? "'start'" : `'run', '${script}'`}]`,
        )
      );
    }
    return false;
  });
}

/** `--only a,b`: runs only the commands whose name contains one of the parts (to try an entry: `npx tsx
 * scripts/readme-commands.ts --only mock-server,contract:probe`); the README coverage check runs anyway. */
const onlyAt = process.argv.indexOf('--only');
const ONLY = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : undefined;

async function main(): Promise<number> {
  mkdirSync(OUT, { recursive: true });
  const results: Array<{ named: string; command: string; ok: boolean; seconds: number; error?: string }> = [];
  const missing = uncovered(readFileSync('README.md', 'utf8'));
  results.push({
    named: 'every command the README names is run by npm test',
    command: 'README.md',
    ok: missing.length === 0,
    seconds: 0,
    ...(missing.length ? { error: `not run anywhere: ${missing.join(', ')}` } : {}),
  });
  for (const command of COMMANDS.filter(({ named }) => !ONLY || ONLY.some((part) => named.includes(part)))) {
    const startedAt = Date.now();
    const started = performance.now();
    const argv = command.argv();
    const line = argv.join(' ');
    console.log(`\n--- ${command.named}: ${line}`);
    const ran = command.serves ? await command.serves(started) : await run(argv, command.timeoutSeconds);
    const expected = command.expectCode ?? 0;
    let error =
      ran.code === expected ? undefined : `exit code ${ran.code}${expected ? `, expected ${expected}` : ''}`;
    error ??= await command.check?.(ran, startedAt);
    const tail = ran.output
      .trim()
      .split('\n')
      .slice(-(error ? 40 : 6));
    for (const text of tail) console.log(`    ${text}`);
    console.log(
      `${error ? 'FAILED' : 'ok'} ${command.named} (${ran.seconds.toFixed(1)} s)${error ? `: ${error}` : ''}`,
    );
    results.push({
      named: command.named,
      command: line,
      ok: !error,
      seconds: Math.round(ran.seconds * 10) / 10,
      ...(error ? { error } : {}),
    });
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  // A partial run (--only) leaves the full run's report alone.
  if (!ONLY)
    writeFileSync(
      'reports/readme-commands.json',
      `${JSON.stringify({ passed, failed, results }, null, 2)}\n`,
    );
  if (missing.length)
    console.log(`\nFAILED: the README names commands npm test does not run: ${missing.join(', ')}`);
  console.log(`\nREADME commands: ${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
