import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { preview } from 'vite';
import { checkScenario, ScenarioError, type Scenario } from '../scenario.schemas';
import { processRunSigner, RUN_PUBLIC_KEY_FILE } from './journey-keys';
import { runScenario, type ScenarioReport } from './run-scenario';
import { launchChromium } from './chromium';
import { ensureMockBuild, freePort } from './mock-build';

/**
 * `npm run scenarios`: finds every `scenarios/<flow>/<name>.scenario.ts`, serves the mock build (built
 * when missing or older than src/), runs the scenarios headless in Chromium a few at a time (one browser,
 * one context each), writes one journey per scenario, prints a table and the suite's wall time, and
 * writes reports/scenarios.json for `npm test`'s summary.
 */

/** Options of a suite run (the CLI's flags). */
export interface SuiteOptions {
  root: string;
  /** Substrings of scenario ids; empty runs all. */
  filters: string[];
  list: boolean;
  workers: number;
  rebuild: boolean;
  journeysDir: string;
  reportFile: string;
  unmasked: boolean;
}

/** What reports/scenarios.json holds. */
export interface SuiteReport {
  passed: number;
  failed: number;
  wallSeconds: number;
  workers: number;
  scenarios: ScenarioReport[];
}

/** The default number of scenarios run at once: the cores, at most 3 (each is a page of Chromium). */
export function defaultWorkers(): number {
  return Math.max(1, Math.min(3, availableParallelism()));
}

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.name.endsWith('.scenario.ts')) out.push(path);
  }
  return out;
}

/** Loads and checks every scenario file: valid, unique ids, each in its flow's folder. */
export async function discoverScenarios(root: string): Promise<Scenario[]> {
  const dir = join(root, 'scenarios');
  const files = walk(dir, []).sort();
  const scenarios: Scenario[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const where = relative(root, file);
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    const checked = checkScenario(module.default);
    if (!checked.ok) throw new ScenarioError(where, checked.issues);
    const scenario = checked.scenario;
    const folder = relative(dir, dirname(file)).split(sep)[0];
    if (folder !== scenario.flow)
      throw new Error(`${where}: flow "${scenario.flow}" but the file is in scenarios/${folder ?? ''}/`);
    const other = seen.get(scenario.id);
    if (other) throw new Error(`${where}: id "${scenario.id}" is also used by ${other}`);
    seen.set(scenario.id, where);
    scenarios.push(scenario);
  }
  return scenarios;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printTable(reports: readonly ScenarioReport[]): void {
  const rows = reports.map((r) => [
    r.id,
    `${r.stepsPassed}/${r.steps}`,
    r.ok ? 'passed' : 'FAILED',
    seconds(r.ms),
    r.head ? r.head.slice(0, 16) : '-',
  ]);
  const head = ['scenario', 'steps', 'result', 'time', 'journey head'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

/** Runs the suite; resolves with the process exit code (0 all passed, 1 a failure, 2 nothing to run). */
export async function runSuite(options: SuiteOptions): Promise<number> {
  const all = await discoverScenarios(options.root);
  const chosen =
    options.filters.length === 0 ? all : all.filter((s) => options.filters.some((f) => s.id.includes(f)));
  if (options.list) {
    for (const s of chosen)
      console.log(
        `${s.id.padEnd(40)} ${s.flow.padEnd(12)} ${String(s.steps.length).padStart(3)} steps  ${s.title}`,
      );
    console.log(`${chosen.length} scenario(s)`);
    return 0;
  }
  if (chosen.length === 0) {
    console.error(
      `no scenario id contains ${options.filters.map((f) => `"${f}"`).join(' or ')} (npm run scenarios -- --list shows them)`,
    );
    return 2;
  }

  const wallStart = Date.now();
  if (options.rebuild) console.log('building the mock build (--build)');
  if ((await ensureMockBuild(options.root, options.rebuild)) && !options.rebuild)
    console.log('built the mock build (dist-mock/ was missing or older than src/)');
  const indexHtml = readFileSync(join(options.root, 'dist-mock', 'index.html'));
  const buildHash = createHash('sha256').update(indexHtml).digest('hex').slice(0, 12);
  const appVersion = (
    JSON.parse(readFileSync(join(options.root, 'package.json'), 'utf8')) as { version: string }
  ).version;

  // One key for the whole run (decision 0033); its public half goes beside the journeys.
  const signer = processRunSigner(resolve(options.root, options.journeysDir));
  console.log(`${signer.description}; public key in ${join(options.journeysDir, RUN_PUBLIC_KEY_FILE)}`);

  const port = await freePort();
  const server = await preview({
    root: options.root,
    mode: 'mock',
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  const browser = await launchChromium();
  const workers = Math.max(1, Math.min(options.workers, chosen.length));
  console.log(
    `running ${chosen.length} scenario(s) on ${workers} worker(s) against http://127.0.0.1:${port}/ (mock build ${buildHash})`,
  );

  const reports: ScenarioReport[] = new Array<ScenarioReport>(chosen.length);
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < chosen.length) {
          const index = next;
          next += 1;
          const scenario = chosen[index]!;
          const report = await runScenario(scenario, {
            browser,
            baseURL: `http://127.0.0.1:${port}/`,
            journeysDir: resolve(options.root, options.journeysDir),
            appVersion,
            buildHash,
            unmasked: options.unmasked,
            signer,
          });
          reports[index] = report;
          console.log(
            `${report.ok ? '  ok  ' : 'FAILED'} ${scenario.id} (${seconds(report.ms)})${report.error ? `\n         ${report.error.split('\n').join('\n         ')}` : ''}`,
          );
        }
      }),
    );
  } finally {
    await browser.close().catch(() => undefined);
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }

  const passed = reports.filter((r) => r.ok).length;
  const failed = reports.length - passed;
  const wallSeconds = (Date.now() - wallStart) / 1000;
  printTable(reports);
  const suite: SuiteReport = {
    passed,
    failed,
    wallSeconds,
    workers,
    scenarios: reports.map((r) => ({
      ...r,
      ...(r.journey ? { journey: relative(options.root, r.journey) } : {}),
    })),
  };
  const reportPath = resolve(options.root, options.reportFile);
  await mkdir(dirname(reportPath), { recursive: true });
  await writeFile(reportPath, `${JSON.stringify(suite, null, 2)}\n`);
  const checked = reports.filter((r) => r.verified && r.replayed).length;
  console.log(
    `\nscenarios: ${passed} passed, ${failed} failed; journeys in ${options.journeysDir}/, ${checked} of ${reports.length} verified, signed and replayed`,
  );
  console.log(
    `verify one with: npm run journey -- verify ${join(options.journeysDir, `ID.journey.json`)} --key ${join(options.journeysDir, RUN_PUBLIC_KEY_FILE)}${signer.source === 'ephemeral' ? ' (an ephemeral key: trust the key printed above, not the folder)' : ''}`,
  );
  console.log(
    `suite wall time ${wallSeconds.toFixed(1)} s on ${workers} worker(s) (goal: under 300 s on 2 cores)`,
  );
  return failed > 0 ? 1 : 0;
}
