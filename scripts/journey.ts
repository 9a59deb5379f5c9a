// `npm run journey -- verify|replay|show|review|keygen|sign FILE` and `review-all [DIR]`: checks, replays, lists,
// reviews and signs recorded journeys (ARCHITECTURE 3.4, decisions 0033, 0047). `runJourneyCommand` is the CLI as
// a function (tests).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  isCheckpointNote,
  isRecord,
  serializeJourney,
  type JourneyEntry,
  type JourneyFile,
} from '../scenarios/journey/format';
import { checkJourneyData, replayJourney } from '../scenarios/journey/replay';
import {
  checkJourneySignature,
  describeSignature,
  signJourney,
  signatureLabel,
  type JourneyPublicKey,
  type SignatureStatus,
} from '../scenarios/journey/signature';
import { JourneyReadError, readJourney, verifyJourney } from '../scenarios/journey/verify';
import { renderReportHtml, renderReportMarkdown, statusLabel } from '../scenarios/compliance/report';
import { reviewJourney } from '../scenarios/compliance/review';
import {
  ANNOTATIONS_KEY,
  readAnnotations,
  type JourneyAnnotations,
} from '../simulator/renderer/journey/annotations';
import type { ComplianceReview } from '../scenarios/compliance/review-types';
import { journeyNameOf, reviewRelease, type UnreadableJourney } from '../scenarios/compliance/release-review';
import {
  journeyReportName,
  renderReleaseHtml,
  renderReleaseText,
} from '../scenarios/compliance/release-report';
import {
  defaultKeyName,
  generateKeyFiles,
  KeyFileError,
  readPrivateKeyFile,
  readPublicKeyFile,
} from '../scenarios/runner/journey-keys';

const USAGE = `usage: npm run journey -- <command> FILE [options]
  verify FILE --key PUB [--head HEX] [--allow-unsigned]
                             check the hash chain and the signature against the public key PUB (a NAME.pub.json
                             from a trusted place); exit 0 only when the chain is intact and the journey is signed
                             by that key; names the first altered entry. --allow-unsigned: an unsigned journey
                             passes on its chain alone (without --key: the chain and the key in the file)
  replay FILE [--key PUB] [--allow-unsigned]
                             verify's chain and signature checks (without --key: against the key in the file), then
                             fold the recorded events and compare the state at every checkpoint; exit 1 on a mismatch
                             or when verify would fail; a malformed entry is named (exit 2)
  show FILE [--key PUB] [--allow-unsigned] [--limit N]
                             verify's chain and signature checks, then meta, counts per kind and a short table of the
                             entries (default 40 rows, 0 for all); exit 1 when verify would fail, 2 on a malformed entry
  review FILE [--key PUB] [--allow-unsigned] [--html OUT] [--md OUT]
                             run the compliance checklist; shows who signed; refuses an unsigned or not validly
                             signed journey unless --allow-unsigned (then every section says so); exit 1 when an
                             item fails or the journey was altered or is not validly signed; exit 2 when an entry's
                             data is malformed (named; exit 1 if the chain is broken too)
  review-all [DIR] [--key PUB] [--allow-unsigned] [--html OUT]
                             review every *.journey.json of DIR (default journeys) as review does and print the
                             checklist × journeys matrix: items no journey reached first (coverage gaps), the
                             findings once each with every place, each journey's signature; --html writes the
                             release page at OUT and each journey's report beside it (DIR/NAME.html), every cell
                             linking to its step; exit 1 when an item fails anywhere, a journey is altered or not
                             validly signed (unsigned ones pass with --allow-unsigned) or an item is reached by
                             no journey; exit 2 when a journey file cannot be read or holds a malformed entry (the
                             others are still reviewed)
  keygen [--out DIR] [--name NAME]
                             make a signing key: DIR/NAME.key.json (private, mode 0600, never printed) and
                             DIR/NAME.pub.json (default DIR ., NAME user@host)
  sign FILE --key PRIVATE    sign the journey (its chain must be intact) with a NAME.key.json; rewrites FILE
exit codes: 0 ok, 1 altered, mismatched or not validly signed, 2 unreadable file or bad usage`;

/** Where the CLI writes its lines (tests capture them). */
export interface JourneyCliIo {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** Ends a command with an exit code (caught by runJourneyCommand: no process.exit inside a command). */
class Exit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

let io: JourneyCliIo = { log: (line) => console.log(line), error: (line) => console.error(line) };

function fail(message: string, code: number): never {
  io.error(message);
  throw new Exit(code);
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) return fail(`${name} needs a value\n${USAGE}`, 2);
  return value;
}

function flag(args: string[], name: string): boolean {
  return args.includes(name);
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

function keyFile<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof KeyFileError) return fail(error.message, 2);
    throw error;
  }
}

function trustedKey(args: string[]): JourneyPublicKey | undefined {
  const path = option(args, '--key');
  return path === undefined ? undefined : keyFile(() => readPublicKeyFile(path));
}

function describeEntry(entry: JourneyEntry | undefined): string {
  if (!entry) return '';
  return ` (${entry.kind} at ${new Date(entry.at).toISOString()}: ${summary(entry)})`;
}

/** What the chain and signature checks of verify, replay and show are given. */
interface SignedCheckOptions {
  key: JourneyPublicKey | undefined;
  allowUnsigned: boolean;
  expectedHead?: string;
}

/**
 * verify's checks: the chain (naming the first altered entry), then the signature against the trusted key, or,
 * without one, the key written in the file (describeSignature says which). Prints what it found; exit code 0
 * only when the chain is intact and the journey is validly signed (or unsigned, with --allow-unsigned).
 */
function checkSigned(
  path: string,
  file: JourneyFile,
  options: SignedCheckOptions,
): { code: number; chainOk: boolean } {
  const { key, allowUnsigned, expectedHead } = options;
  const result = verifyJourney(file, expectedHead === undefined ? {} : { expectedHead });
  if (!result.ok) {
    io.log(
      `ALTERED ${path}: first altered entry ${result.firstBadSeq}${describeEntry(file.entries.find((e) => e.seq === result.firstBadSeq))}`,
    );
    io.log(`  ${result.reason}`);
    return { code: 1, chainOk: false };
  }
  const chain = `${result.entries} entries, chain intact, head ${result.head}${file.meta.masked ? '' : ' (UNMASKED recording)'}`;
  const signature = checkJourneySignature(file, key);
  if (signature.state === 'signed') {
    io.log(`ok ${path}: ${chain}`);
    io.log(`  ${describeSignature(signature)}`);
    return { code: 0, chainOk: true };
  }
  if (signature.state === 'unsigned' && allowUnsigned) {
    io.log(`ok ${path}: ${chain}; NOT SIGNED (accepted: --allow-unsigned)`);
    return { code: 0, chainOk: true };
  }
  // An invalid signature is evidence of a change after signing: --allow-unsigned does not accept it.
  io.log(`${signatureLabel(signature)} ${path}: ${chain}`);
  io.log(`  ${describeSignature(signature)}`);
  if (signature.state === 'unsigned')
    io.log('  sign it (journey sign FILE --key PRIVATE) or pass --allow-unsigned');
  return { code: 1, chainOk: true };
}

/** The check options of replay and show: an optional trusted key, and --allow-unsigned. */
function signedCheckOptions(args: string[]): SignedCheckOptions {
  return { key: trustedKey(args), allowUnsigned: flag(args, '--allow-unsigned') };
}

/** A journey whose data this app's state cannot be built from: the entry, why, and whether the chain is intact. */
interface Malformed {
  reason: string;
  chainOk: boolean;
}

/**
 * Checks an entry's data (checkJourneyData: every event and recorded state must fit the app's state schema);
 * the reason names the entry and, when the chain is broken too, the first altered entry. Null when fine.
 */
function malformation(file: JourneyFile): Malformed | null {
  const data = checkJourneyData(file);
  if (data.ok) return null;
  const chain = verifyJourney(file);
  const entry = file.entries.find((e) => e.seq === data.seq);
  return {
    reason:
      `entry ${data.seq}${describeEntry(entry)} is malformed: ${data.reason}` +
      (chain.ok
        ? ''
        : `; the chain is broken too: first altered entry ${chain.firstBadSeq}: ${chain.reason}`),
    chainOk: chain.ok,
  };
}

/** Reports a malformed journey; its exit code: 1 when its chain is broken (altered), else 2 (unreadable). */
function reportMalformed(path: string, malformed: Malformed): number {
  io.log(`MALFORMED ${path}: ${malformed.reason}`);
  io.log("  the journey's data is not what this app records: it cannot be replayed or reviewed");
  return malformed.chainOk ? 2 : 1;
}

function verify(path: string, args: string[]): number {
  const allowUnsigned = flag(args, '--allow-unsigned');
  const key = trustedKey(args);
  if (!key && !allowUnsigned)
    fail(
      `verify needs --key PUBLIC_KEY_FILE: the signer's public key (NAME.pub.json), from a trusted place, not from the journey's folder; --allow-unsigned checks the chain alone\n${USAGE}`,
      2,
    );
  const file = load(path);
  const expectedHead = option(args, '--head');
  return checkSigned(path, file, {
    key,
    allowUnsigned,
    ...(expectedHead === undefined ? {} : { expectedHead }),
  }).code;
}

function replay(path: string, args: string[]): number {
  const options = signedCheckOptions(args);
  const file = load(path);
  const checked = checkSigned(path, file, options);
  if (!checked.chainOk) {
    io.log('  replaying an altered journey proves nothing; stopping');
    return 1;
  }
  const malformed = malformation(file);
  if (malformed) return reportMalformed(path, malformed);
  const start = performance.now();
  const report = replayJourney(file);
  const ms = performance.now() - start;
  const s = report.finalState;
  if (!report.ok && report.mismatch) {
    const m = report.mismatch;
    io.log(`MISMATCH ${path}: at entry ${m.seq} after ${m.events} events: ${m.reason}`);
    if (m.expected) io.log(`  recorded state ${m.expected}\n  replayed state ${m.actual}`);
    for (const change of (m.changes ?? []).slice(0, 20)) {
      io.log(
        `  ${change.kind.padEnd(7)} ${change.path}: ${JSON.stringify(change.before)} -> ${JSON.stringify(change.after)}`,
      );
    }
    return 1;
  }
  io.log(
    `ok ${path}: ${report.events} events replayed in ${ms.toFixed(1)} ms, ${report.checkpoints} checkpoints match (start: ${report.startedFrom} state)`,
  );
  if (report.checkpoints === 0)
    io.log('  no checkpoints were recorded: the fold ran, but there was nothing to compare it with');
  io.log(
    `  final state: ${s.session.loggedIn ? 'logged in' : 'logged out'}, language ${s.settings.language}, ` +
      `${s.orders.ids.length} order(s)${s.orders.currentOrderId ? `, current ${s.orders.currentOrderId} (${s.orders.byId[s.orders.currentOrderId]?.status ?? '?'})` : ''}`,
  );
  if (checked.code !== 0)
    io.log(`  the replay matches, but the journey fails verify's checks above: exit ${checked.code}`);
  return checked.code;
}

function summary(entry: JourneyEntry): string {
  const d: Record<string, unknown> = isRecord(entry.data) ? entry.data : {};
  const str = (x: unknown) => (typeof x === 'string' || typeof x === 'number' ? String(x) : '');
  switch (entry.kind) {
    case 'event':
      return str(d.type);
    case 'request':
      return `${str(d.method)} ${str(d.endpoint ?? d.path)}`;
    case 'response':
      // Scenario runs record the endpoint; the simulator's own recordings only the path.
      return isRecord(d.error)
        ? `${str(d.endpoint ?? d.path)} failed: ${str(d.error.code)}`
        : `${str(d.endpoint ?? d.path)} code ${str(d.code)}`;
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
  const options = signedCheckOptions(args);
  const file = load(path);
  const limitArg = Number(option(args, '--limit') ?? 40);
  const limit = Number.isFinite(limitArg) && limitArg > 0 ? Math.floor(limitArg) : file.entries.length;
  // The listing shows an altered or not validly signed journey too (to see what changed), after saying so.
  const checked = checkSigned(path, file, options);
  const malformed = checked.chainOk ? malformation(file) : null;
  if (malformed) io.log(`MALFORMED ${path}: ${malformed.reason}`);
  const { meta } = file;
  io.log(
    `${path}: journey v${file.version}, ${file.entries.length} entries, head ${file.head.slice(0, 16)}…`,
  );
  io.log(
    `  scenario ${meta.scenarioId ?? '(by hand)'}, app ${meta.appVersion} (${meta.buildHash}), ${meta.locale}, seed ${meta.seed ?? '-'}, ` +
      `${meta.masked ? 'masked' : 'UNMASKED'}, started ${new Date(meta.startedAt.virtual).toISOString()} (virtual)`,
  );
  const counts = new Map<string, number>();
  for (const e of file.entries) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
  io.log(`  ${[...counts].map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  io.log(`\n${'seq'.padStart(6)}  ${'at (virtual, UTC)'.padEnd(24)}  ${'kind'.padEnd(12)}  summary`);
  for (const entry of file.entries.slice(0, limit)) {
    const line = `${String(entry.seq).padStart(6)}  ${new Date(entry.at).toISOString().padEnd(24)}  ${entry.kind.padEnd(12)}  ${summary(entry)}`;
    io.log(line.length > 120 ? `${line.slice(0, 119)}…` : line);
  }
  if (file.entries.length > limit) io.log(`  … ${file.entries.length - limit} more (--limit 0 shows all)`);
  return checked.code !== 0 ? checked.code : malformed ? 2 : 0;
}

function refusal(status: SignatureStatus): string | null {
  if (status.state === 'signed') return null;
  return `${describeSignature(status)} Refusing to review it: pass --allow-unsigned to review it anyway (every section of the report then says ${signatureLabel(status)}).`;
}

function review(path: string, args: string[]): number {
  const key = trustedKey(args);
  const allowUnsigned = flag(args, '--allow-unsigned');
  const file = load(path);
  const malformed = malformation(file);
  if (malformed) return reportMalformed(path, malformed);
  const reviewed = reviewSafely(file, key);
  if ('error' in reviewed) {
    io.log(`CANNOT REVIEW ${path}: ${reviewed.error}`);
    return 2;
  }
  const result = reviewed.review;
  const j = result.journey;
  const refused = refusal(result.signature);
  if (refused && !allowUnsigned) {
    io.log(`REFUSED ${path}: ${refused}`);
    return 1;
  }
  io.log(`compliance review of ${path} (${j.scenarioId ?? 'by hand'}, ${j.entries} entries)`);
  io.log(`  ${describeSignature(result.signature)}`);
  if (!result.integrity.ok)
    io.log(`  TAMPERED JOURNEY: entry ${result.integrity.firstBadSeq}: ${result.integrity.reason}`);
  for (const item of result.items) {
    io.log(`  ${statusLabel(item.status).padEnd(11)} ${item.id}. ${item.title}`);
    io.log(`              ${item.seq === null ? '' : `step ${item.seq}: `}${item.explanation}`);
  }
  for (const f of result.findings)
    io.log(`  ${f.severity.toUpperCase()}${f.seq === null ? '' : ` step ${f.seq}`}: ${f.title}: ${f.detail}`);
  for (const c of result.contradictions) io.log(`  CONTRADICTION step ${c.seq}: ${c.explanation}`);
  io.log(
    `  ${result.claims.length} claims; ${result.summary.pass} pass, ${result.summary.fail} fail, ${result.summary.notReached} not reached`,
  );
  const out = option(args, '--html');
  if (out) {
    writeFileSync(out, renderReportHtml(result));
    io.log(`  report written to ${out}`);
  }
  const md = option(args, '--md');
  if (md) {
    writeFileSync(md, renderReportMarkdown(result));
    io.log(`  report written to ${md}`);
  }
  const badSignature = result.signature.state === 'invalid';
  return result.summary.fail > 0 || !result.integrity.ok || badSignature ? 1 : 0;
}

/** The review of a journey, or why the review failed on it (never a crash: one bad journey is reported, not thrown). */
function reviewSafely(
  file: JourneyFile,
  key: JourneyPublicKey | undefined,
): { review: ComplianceReview } | { error: string } {
  try {
    return { review: reviewJourney(file, key ? { trustedKey: key } : {}) };
  } catch (error) {
    return { error: `the review failed on it: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Reads a journey file of a folder without ending the command: the file or why it cannot be read. */
function readJourneyFile(path: string): { file: JourneyFile } | { error: string } {
  try {
    return { file: readJourney(readFileSync(path, 'utf8')) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      error:
        error instanceof JourneyReadError && error.code === 'tampered'
          ? `ALTERED: first altered entry ${error.firstBadSeq ?? '?'}: ${message}`
          : message,
    };
  }
}

function reviewAll(args: string[]): number {
  const [first] = args;
  const dir = first !== undefined && !first.startsWith('--') ? first : 'journeys';
  const key = trustedKey(args);
  const allowUnsigned = flag(args, '--allow-unsigned');
  const out = option(args, '--html');
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.journey.json'))
      .sort();
  } catch (error) {
    return fail(`cannot read ${dir}: ${error instanceof Error ? error.message : String(error)}`, 2);
  }
  if (names.length === 0) return fail(`no *.journey.json in ${dir}\n${USAGE}`, 2);
  // A journey's report is written beside the release page: it must not be the release page itself.
  if (out) {
    const clash = names.find(
      (name) => resolve(dirname(out), journeyReportName(journeyNameOf(name))) === resolve(out),
    );
    if (clash) return fail(`--html ${out} is the name of ${clash}'s own report: choose another name`, 2);
  }
  const reviews: Array<{ name: string; review: ComplianceReview }> = [];
  const unreadable: UnreadableJourney[] = [];
  for (const name of names) {
    const read = readJourneyFile(join(dir, name));
    if ('error' in read) {
      unreadable.push({ name, reason: read.error });
      continue;
    }
    // A malformed journey, or one the review fails on, is listed as unreadable; the others are still reviewed.
    const malformed = malformation(read.file);
    const reviewed = malformed ? { error: `MALFORMED: ${malformed.reason}` } : reviewSafely(read.file, key);
    if ('error' in reviewed) unreadable.push({ name, reason: reviewed.error });
    else reviews.push({ name: journeyNameOf(name), review: reviewed.review });
  }
  const release = reviewRelease(reviews, { allowUnsigned, unreadable });
  for (const line of renderReleaseText(release, dir)) io.log(line);
  if (out) {
    try {
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, renderReleaseHtml(release, basename(resolve(dir))));
      for (const { name, review } of reviews)
        writeFileSync(join(dirname(out), journeyReportName(name)), renderReportHtml(review));
    } catch (error) {
      return fail(`cannot write ${out}: ${error instanceof Error ? error.message : String(error)}`, 2);
    }
    io.log(`release page written to ${out}, with ${reviews.length} journey report(s) beside it`);
  }
  return release.verdict.exitCode;
}

function keygen(args: string[]): number {
  const dir = option(args, '--out') ?? '.';
  const name = option(args, '--name') ?? defaultKeyName();
  const made = keyFile(() => generateKeyFiles(dir, name));
  io.log(`made signing key "${made.key.name}", key id ${made.key.keyId}`);
  io.log(`  private key ${made.privatePath} (mode 0600: keep it out of the journeys folder and out of git)`);
  io.log(
    `  public key  ${made.publicPath} (give it to whoever verifies: journey verify FILE --key ${made.publicPath})`,
  );
  return 0;
}

/**
 * A reviewer's notes and bookmarks (decision 0010) in a journey file's text, checked with the simulator's
 * schema (`readAnnotations`) and kept on the head they were written on: null when there are none.
 */
function annotationsIn(text: string, file: JourneyFile): JourneyAnnotations | null | 'unreadable' {
  const raw = (JSON.parse(text) as Record<string, unknown>)[ANNOTATIONS_KEY];
  if (raw === undefined) return null;
  // Read against the head they name, readAnnotations warns only when its schema refuses them.
  const head = isRecord(raw) && typeof raw.head === 'string' ? raw.head : file.head;
  const read = readAnnotations(text, { head, entries: file.entries });
  return read.warning === null ? read.annotations : 'unreadable';
}

function sign(path: string, args: string[]): number {
  const keyPath = option(args, '--key');
  if (!keyPath) return fail(`sign needs --key PRIVATE_KEY_FILE (a NAME.key.json)\n${USAGE}`, 2);
  const { key, warning } = keyFile(() => readPrivateKeyFile(keyPath));
  if (warning) io.error(warning);
  const file = load(path);
  // Signing vouches for the journey: never for one whose chain is already broken.
  const chain = verifyJourney(file);
  if (!chain.ok) {
    io.log(`ALTERED ${path}: first altered entry ${chain.firstBadSeq}: ${chain.reason}; not signing it`);
    return 1;
  }
  // A reviewer's notes and bookmarks (decision 0010) sit outside the chain: kept, after the entries, once
  // the simulator's schema has read them; unreadable ones leave the file as it is (decision 0078).
  const annotations = annotationsIn(readFileSync(path, 'utf8'), file);
  if (annotations === 'unreadable') {
    io.log(
      `MALFORMED ${path}: its "${ANNOTATIONS_KEY}" (notes and bookmarks) are unreadable; not signing it (mend or remove them)`,
    );
    return 2;
  }
  const before = checkJourneySignature(file);
  const signed = signJourney(file, key);
  const text = serializeJourney(signed);
  writeFileSync(
    path,
    annotations === null
      ? text
      : `${text.slice(0, text.lastIndexOf(']}'))}],${JSON.stringify(ANNOTATIONS_KEY)}:${JSON.stringify(annotations)}}\n`,
  );
  io.log(`signed ${path}: head ${signed.head.slice(0, 16)}…, "${key.name}" (key id ${key.keyId})`);
  if (before.state !== 'unsigned')
    io.log(`  replaced the signature of key id ${before.keyId} ("${before.signer}")`);
  return 0;
}

const COMMANDS: Record<string, (path: string, args: string[]) => number> = {
  verify,
  replay,
  show,
  review,
  sign,
};

/** Runs one `npm run journey` command line (without `npm run journey --`); returns the exit code. */
export function runJourneyCommand(argv: readonly string[], output: JourneyCliIo = io): number {
  const saved = io;
  io = output;
  try {
    const [command, ...rest] = argv;
    if (command === '--help' || command === '-h') {
      io.log(USAGE);
      return 0;
    }
    if (command === 'keygen') return keygen(rest);
    if (command === 'review-all') return reviewAll(rest);
    const [path, ...args] = rest;
    const run = command ? COMMANDS[command] : undefined;
    if (!run || !path || path.startsWith('--')) return fail(USAGE, 2);
    return run(path, args);
  } catch (error) {
    if (error instanceof Exit) return error.code;
    throw error;
  } finally {
    io = saved;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(runJourneyCommand(process.argv.slice(2)));
}
