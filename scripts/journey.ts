// `npm run journey -- verify|replay|show|review FILE`: checks, replays, lists and reviews recorded journeys (ARCHITECTURE 3.4).
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { isCheckpointNote, type JourneyEntry, type JourneyFile } from '../scenarios/journey/format';
import { replayJourney } from '../scenarios/journey/replay';
import { JourneyReadError, readJourney, verifyJourney } from '../scenarios/journey/verify';
import { renderReportHtml, statusLabel } from '../scenarios/compliance/report';
import { reviewJourney } from '../scenarios/compliance/review';

const USAGE = `usage: npm run journey -- <command> FILE [options]
  verify FILE [--head HEX]   check the hash chain; exit 0 when intact, 1 when altered (names the first altered entry)
  replay FILE                fold the recorded events and compare the state at every checkpoint; exit 1 on a mismatch
  show FILE [--limit N]      meta, counts per kind and a short table of the entries (default 40 rows, 0 for all)
  review FILE [--html OUT]   run the compliance checklist; exit 1 when an item fails or the journey was altered
exit codes: 0 ok, 1 altered or mismatched, 2 unreadable file or bad usage`;

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function load(path: string): JourneyFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return fail(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`, 2);
  }
  try {
    return readJourney(text);
  } catch (error) {
    if (error instanceof JourneyReadError && error.code === 'tampered') {
      return fail(`ALTERED ${path}: first altered entry ${error.firstBadSeq ?? '?'}: ${error.message}`, 1);
    }
    return fail(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`, 2);
  }
}

function describeEntry(entry: JourneyEntry | undefined): string {
  if (!entry) return '';
  return ` (${entry.kind} at ${new Date(entry.at).toISOString()}: ${summary(entry)})`;
}

function verify(path: string, args: string[]): number {
  const file = load(path);
  const expectedHead = option(args, '--head');
  const result = verifyJourney(file, expectedHead === undefined ? {} : { expectedHead });
  if (result.ok) {
    console.log(
      `ok ${path}: ${result.entries} entries, chain intact, head ${result.head}${file.meta.masked ? '' : ' (UNMASKED recording)'}`,
    );
    return 0;
  }
  console.log(
    `ALTERED ${path}: first altered entry ${result.firstBadSeq}${describeEntry(file.entries.find((e) => e.seq === result.firstBadSeq))}`,
  );
  console.log(`  ${result.reason}`);
  return 1;
}

function replay(path: string): number {
  const file = load(path);
  const chain = verifyJourney(file);
  if (!chain.ok) {
    console.log(`ALTERED ${path}: first altered entry ${chain.firstBadSeq}: ${chain.reason}`);
    console.log('  replaying an altered journey proves nothing; stopping');
    return 1;
  }
  const start = performance.now();
  const report = replayJourney(file);
  const ms = performance.now() - start;
  const s = report.finalState;
  if (!report.ok && report.mismatch) {
    const m = report.mismatch;
    console.log(`MISMATCH ${path}: at entry ${m.seq} after ${m.events} events: ${m.reason}`);
    if (m.expected) console.log(`  recorded state ${m.expected}\n  replayed state ${m.actual}`);
    for (const change of (m.changes ?? []).slice(0, 20)) {
      console.log(
        `  ${change.kind.padEnd(7)} ${change.path}: ${JSON.stringify(change.before)} -> ${JSON.stringify(change.after)}`,
      );
    }
    return 1;
  }
  console.log(
    `ok ${path}: ${report.events} events replayed in ${ms.toFixed(1)} ms, ${report.checkpoints} checkpoints match (start: ${report.startedFrom} state)`,
  );
  if (report.checkpoints === 0)
    console.log('  no checkpoints were recorded: the fold ran, but there was nothing to compare it with');
  console.log(
    `  final state: ${s.session.loggedIn ? 'logged in' : 'logged out'}, language ${s.settings.language}, ` +
      `${s.orders.ids.length} order(s)${s.orders.currentOrderId ? `, current ${s.orders.currentOrderId} (${s.orders.byId[s.orders.currentOrderId]?.status ?? '?'})` : ''}`,
  );
  return 0;
}

function summary(entry: JourneyEntry): string {
  const d = (entry.data ?? {}) as Record<string, unknown>;
  const str = (x: unknown) => (typeof x === 'string' || typeof x === 'number' ? String(x) : '');
  switch (entry.kind) {
    case 'event':
      return str(d.type);
    case 'request':
      return `${str(d.method)} ${str(d.endpoint)}`;
    case 'response':
      return d.error
        ? `${str(d.endpoint)} failed: ${str((d.error as Record<string, unknown>).code)}`
        : `${str(d.endpoint)} code ${str(d.code)}`;
    case 'bridge-call':
      return str(d.method);
    case 'bridge-reply':
      return `${str(d.method)} ${d.ok === false ? 'error' : 'ok'}`;
    case 'route':
      return str(d.path ?? d.to ?? d.hash);
    case 'screen':
      return str(d.type ?? 'dom');
    case 'note':
      return isCheckpointNote(entry) ? `checkpoint after ${entry.data.events} events` : str(d.type ?? d.text);
  }
}

function show(path: string, args: string[]): number {
  const file = load(path);
  const limitArg = Number(option(args, '--limit') ?? 40);
  const limit = Number.isFinite(limitArg) && limitArg > 0 ? Math.floor(limitArg) : file.entries.length;
  const { meta } = file;
  console.log(
    `${path}: journey v${file.version}, ${file.entries.length} entries, head ${file.head.slice(0, 16)}…`,
  );
  console.log(
    `  scenario ${meta.scenarioId ?? '(by hand)'}, app ${meta.appVersion} (${meta.buildHash}), ${meta.locale}, seed ${meta.seed ?? '-'}, ` +
      `${meta.masked ? 'masked' : 'UNMASKED'}, started ${new Date(meta.startedAt.virtual).toISOString()} (virtual)`,
  );
  const counts = new Map<string, number>();
  for (const e of file.entries) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
  console.log(`  ${[...counts].map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  console.log(`\n${'seq'.padStart(6)}  ${'at (virtual, UTC)'.padEnd(24)}  ${'kind'.padEnd(12)}  summary`);
  for (const entry of file.entries.slice(0, limit)) {
    const line = `${String(entry.seq).padStart(6)}  ${new Date(entry.at).toISOString().padEnd(24)}  ${entry.kind.padEnd(12)}  ${summary(entry)}`;
    console.log(line.length > 120 ? `${line.slice(0, 119)}…` : line);
  }
  if (file.entries.length > limit)
    console.log(`  … ${file.entries.length - limit} more (--limit 0 shows all)`);
  return 0;
}

function review(path: string, args: string[]): number {
  const result = reviewJourney(load(path));
  const j = result.journey;
  console.log(`compliance review of ${path} (${j.scenarioId ?? 'by hand'}, ${j.entries} entries)`);
  if (!result.integrity.ok)
    console.log(`  TAMPERED JOURNEY: entry ${result.integrity.firstBadSeq}: ${result.integrity.reason}`);
  for (const item of result.items) {
    console.log(`  ${statusLabel(item.status).padEnd(11)} ${item.id}. ${item.title}`);
    console.log(`              ${item.seq === null ? '' : `step ${item.seq}: `}${item.explanation}`);
  }
  for (const f of result.findings)
    console.log(
      `  ${f.severity.toUpperCase()}${f.seq === null ? '' : ` step ${f.seq}`}: ${f.title}: ${f.detail}`,
    );
  for (const c of result.contradictions) console.log(`  CONTRADICTION step ${c.seq}: ${c.explanation}`);
  console.log(
    `  ${result.claims.length} claims; ${result.summary.pass} pass, ${result.summary.fail} fail, ${result.summary.notReached} not reached`,
  );
  const out = option(args, '--html');
  if (out) {
    writeFileSync(out, renderReportHtml(result));
    console.log(`  report written to ${out}`);
  }
  return result.summary.fail > 0 || !result.integrity.ok ? 1 : 0;
}

const COMMANDS: Record<string, (path: string, args: string[]) => number> = {
  verify,
  replay: (path) => replay(path),
  show,
  review,
};

const [command, path, ...rest] = process.argv.slice(2);
const run = command ? COMMANDS[command] : undefined;
if (!run || !path) fail(USAGE, 2);
const code = run(path, rest);
process.exit(code);
