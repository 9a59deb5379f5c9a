import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJourneyCommand } from '../../scripts/journey';
import { rechain, serializeJourney, type JourneyFile } from '../journey/format';
import { sampleJourney } from '../journey/journey-fixtures';
import { LOW_FEE_PRODUCT, SPEC_PRODUCT, borrowJourney, permissionCall } from '../compliance/review-fixtures';
import { readJourney } from '../journey/verify';
import { SUBMIT_LOAN_PATH } from '../compliance/facts';

/** `npm run journey -- keygen|sign|verify|review` as functions: exit codes and what they print. */

let dir = '';

function cli(...argv: string[]): { code: number; out: string } {
  const lines: string[] = [];
  const code = runJourneyCommand(argv, { log: (l) => lines.push(l), error: (l) => lines.push(l) });
  return { code, out: lines.join('\n') };
}

const at = (name: string) => join(dir, name);
const writeJourney = (name: string, file: JourneyFile) => {
  writeFileSync(at(name), serializeJourney(file));
  return at(name);
};
const readBack = (name: string) => readJourney(readFileSync(at(name), 'utf8'));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'journey-cli-'));
  expect(cli('keygen', '--out', dir, '--name', 'qa-ci').code).toBe(0);
  expect(cli('keygen', '--out', dir, '--name', 'intruder').code).toBe(0);
  writeJourney('signed.journey.json', sampleJourney());
  expect(cli('sign', at('signed.journey.json'), '--key', at('qa-ci.key.json')).code).toBe(0);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('journey keygen', () => {
  it('writes a private key file readable by its owner only and a public key file; never prints the secret', () => {
    const { code, out } = cli('keygen', '--out', dir, '--name', 'fresh');
    expect(code).toBe(0);
    const secret = (JSON.parse(readFileSync(at('fresh.key.json'), 'utf8')) as { secretKey: string })
      .secretKey;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(out).not.toContain(secret);
    expect(out).toMatch(/key id [0-9a-f]{16}/);
    if (process.platform !== 'win32') expect(statSync(at('fresh.key.json')).mode & 0o777).toBe(0o600);
    expect(readFileSync(at('fresh.pub.json'), 'utf8')).not.toContain('secretKey');
    // A key is never overwritten.
    expect(cli('keygen', '--out', dir, '--name', 'fresh')).toMatchObject({ code: 2 });
    expect(cli('keygen', '--out', dir, '--name', '../escape').code).toBe(2);
  });
});

describe('journey sign and verify', () => {
  it('a signed journey verifies against its signer’s public key, with the signer named', () => {
    expect(readBack('signed.journey.json').signature?.signer).toBe('qa-ci');
    const { code, out } = cli('verify', at('signed.journey.json'), '--key', at('qa-ci.pub.json'));
    expect(out).toMatch(/^ok .*chain intact/m);
    expect(out).toContain('Signed by "qa-ci"');
    expect(code).toBe(0);
  });

  it('an edited entry: ALTERED, the first changed entry named, exit 1', () => {
    const file = readBack('signed.journey.json');
    (file.entries[5]!.data as Record<string, unknown>).forged = true;
    const { code, out } = cli(
      'verify',
      writeJourney('tampered.journey.json', file),
      '--key',
      at('qa-ci.pub.json'),
    );
    expect(out).toMatch(/^ALTERED .*first altered entry 5 /m);
    expect(code).toBe(1);
  });

  it('edited and re-chained with rechain: "not validly signed", exit 1, even with --allow-unsigned', () => {
    const file = readBack('signed.journey.json');
    (file.entries[5]!.data as Record<string, unknown>).forged = true;
    const path = writeJourney('rechained.journey.json', { ...file, ...rechain(file.entries) });
    const { code, out } = cli('verify', path, '--key', at('qa-ci.pub.json'));
    expect(out).toMatch(/^NOT VALIDLY SIGNED .*chain intact/m);
    expect(out).toContain('changed and re-chained after it was signed');
    expect(code).toBe(1);
    expect(cli('verify', path, '--key', at('qa-ci.pub.json'), '--allow-unsigned').code).toBe(1);
    // Re-signing it needs the private key; with another key it is refused, named by key id.
    expect(cli('sign', path, '--key', at('intruder.key.json')).code).toBe(0);
    const intruder = cli('verify', path, '--key', at('qa-ci.pub.json'));
    const ids = [at('intruder.pub.json'), at('qa-ci.pub.json')].map(
      (p) => (JSON.parse(readFileSync(p, 'utf8')) as { keyId: string }).keyId,
    );
    expect(intruder.out).toContain(
      `signed by key id ${ids[0]} ("intruder"), not by the trusted key ${ids[1]}`,
    );
    expect(intruder.code).toBe(1);
  });

  it('an unsigned journey fails unless --allow-unsigned; verify without --key is a usage error', () => {
    const path = writeJourney('unsigned.journey.json', sampleJourney());
    const refused = cli('verify', path, '--key', at('qa-ci.pub.json'));
    expect(refused.out).toMatch(/^NOT SIGNED /m);
    expect(refused.code).toBe(1);
    const allowed = cli('verify', path, '--key', at('qa-ci.pub.json'), '--allow-unsigned');
    expect(allowed.out).toContain('NOT SIGNED (accepted: --allow-unsigned)');
    expect(allowed.code).toBe(0);
    expect(cli('verify', path)).toMatchObject({ code: 2 });
    // A private key is not a key to verify with.
    expect(cli('verify', path, '--key', at('qa-ci.key.json')).code).toBe(2);
  });

  it('sign keeps a reviewer’s notes and bookmarks saved beside the chain', () => {
    const annotations = { head: 'x', notes: [{ seq: 2, text: 'look here', at: 1 }], bookmarks: [2] };
    const text = serializeJourney(sampleJourney());
    const path = at('annotated.journey.json');
    writeFileSync(
      path,
      `${text.slice(0, text.lastIndexOf(']}'))}],"annotations":${JSON.stringify(annotations)}}\n`,
    );
    expect(cli('sign', path, '--key', at('qa-ci.key.json')).code).toBe(0);
    expect((JSON.parse(readFileSync(path, 'utf8')) as { annotations: unknown }).annotations).toEqual(
      annotations,
    );
    expect(cli('verify', path, '--key', at('qa-ci.pub.json')).code).toBe(0);
  });

  it('sign refuses a journey whose notes and bookmarks are off their schema, and leaves the file as it was', () => {
    const text = serializeJourney(sampleJourney());
    const path = at('bad-notes.journey.json');
    const annotations = { head: 'x', notes: [{ seq: -1, text: 7 }], bookmarks: ['<script>'] };
    const before = `${text.slice(0, text.lastIndexOf(']}'))}],"annotations":${JSON.stringify(annotations)}}\n`;
    writeFileSync(path, before);
    const { code, out } = cli('sign', path, '--key', at('qa-ci.key.json'));
    expect(out).toMatch(/^MALFORMED .*"annotations" .*unreadable; not signing it/);
    expect(code).toBe(2);
    expect(readFileSync(path, 'utf8')).toBe(before);
  });

  it('sign refuses a journey whose chain is broken', () => {
    const file = readBack('signed.journey.json');
    (file.entries[3]!.data as Record<string, unknown>).forged = true;
    const path = writeJourney('broken.journey.json', file);
    const { code, out } = cli('sign', path, '--key', at('qa-ci.key.json'));
    expect(out).toContain('not signing it');
    expect(code).toBe(1);
  });
});

describe('journey review', () => {
  it('refuses an unsigned journey; with --allow-unsigned every section of the report says NOT SIGNED', () => {
    const path = writeJourney('review-unsigned.journey.json', sampleJourney());
    const html = at('review-unsigned.html');
    const refused = cli('review', path, '--html', html);
    expect(refused.out).toMatch(/^REFUSED .*NOT SIGNED/);
    expect(refused.code).toBe(1);
    expect(existsSync(html)).toBe(false);
    const md = at('review-unsigned.md');
    const allowed = cli('review', path, '--allow-unsigned', '--html', html, '--md', md);
    expect(allowed.out).toContain('NOT SIGNED:');
    const page = readFileSync(html, 'utf8');
    expect(page.match(/<h2>[^<]+<\/h2>\n<p class="unsigned">NOT SIGNED:/g)).toHaveLength(5);
    expect(readFileSync(md, 'utf8').match(/^> \*\*NOT SIGNED:/gm)).toHaveLength(5);
  });

  it('refuses a re-chained journey and shows who signed a valid one', () => {
    const file = readBack('signed.journey.json');
    (file.entries[5]!.data as Record<string, unknown>).forged = true;
    const path = writeJourney('review-rechained.journey.json', { ...file, ...rechain(file.entries) });
    const refused = cli('review', path, '--key', at('qa-ci.pub.json'));
    expect(refused.out).toMatch(/^REFUSED .*NOT VALIDLY SIGNED: .*re-chained after it was signed/);
    expect(refused.code).toBe(1);
    // Reviewed anyway: the report is written, and the exit code still says the signature failed.
    const anyway = cli('review', path, '--key', at('qa-ci.pub.json'), '--allow-unsigned', '--md', at('r.md'));
    expect(readFileSync(at('r.md'), 'utf8')).toMatch(/^# .*\(NOT VALIDLY SIGNED\)$/m);
    expect(anyway.code).toBe(1);
    const html = at('review-signed.html');
    const ok = cli('review', at('signed.journey.json'), '--key', at('qa-ci.pub.json'), '--html', html);
    expect(ok.out).toContain('Signed by "qa-ci"');
    expect(ok.out).not.toContain('REFUSED');
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('Signed by &quot;qa-ci&quot;');
    expect(page).not.toContain('NOT SIGNED');
  });
});

describe('journey review-all (issue 33)', () => {
  /** A folder of fixture journeys: a confirmed loan, the spec's maximum terms and a contacts request; signed by qa-ci. */
  function release(name: string, extra: Record<string, string | JourneyFile> = {}): string {
    const folder = at(name);
    mkdirSync(folder);
    const journeys: Record<string, JourneyFile> = {
      confirmed: borrowJourney(LOW_FEE_PRODUCT, { confirm: true }),
      'spec-terms': borrowJourney(SPEC_PRODUCT),
      asked: borrowJourney(LOW_FEE_PRODUCT, {
        build: (r) => r.record('bridge-call', permissionCall('w9', 'contacts', true)),
      }),
    };
    for (const [id, file] of Object.entries(journeys)) {
      const path = join(folder, `${id}.journey.json`);
      writeFileSync(path, serializeJourney(file));
      expect(cli('sign', path, '--key', at('qa-ci.key.json')).code).toBe(0);
    }
    for (const [file, content] of Object.entries(extra))
      writeFileSync(join(folder, file), typeof content === 'string' ? content : serializeJourney(content));
    return folder;
  }

  it('prints the matrix (gaps first), the findings with their places and the signatures; --html writes the pages', () => {
    const folder = release('release-ok');
    writeFileSync(join(folder, 'notes.txt'), 'not a journey');
    const out = join(folder, 'site', 'release.html');
    const { code, out: text } = cli('review-all', folder, '--key', at('qa-ci.pub.json'), '--html', out);
    const lines = text.split('\n');
    const header = lines.findIndex((l) => /^ {6}item +1 +2 +3$/.test(l));
    expect(header).toBeGreaterThan(0);
    const rows = lines.slice(
      header + 1,
      lines.findIndex((l) => l.startsWith('  legend:')),
    );
    const firstReached = rows.findIndex((l) => !l.startsWith('GAP'));
    expect(rows.slice(0, firstReached).length).toBeGreaterThan(0);
    expect(rows.slice(firstReached).every((l) => !l.startsWith('GAP'))).toBe(true);
    expect(rows.find((l) => /^ {6}3\. /.test(l))).toMatch(/ok +ok +FAIL$/);
    expect(text).toContain('columns: 1 asked, 2 confirmed, 3 spec-terms');
    expect(text).toMatch(
      /^ {2}CRITICAL Requested the contacts permission: .*\n {4}in 1 place\(s\): asked step 7$/m,
    );
    expect(text).toMatch(/^ {2}1 asked: SIGNED by "qa-ci"; chain intact$/m);
    expect(text).toMatch(/^RELEASE FAILS \(exit 1\)/m);
    expect(text).toContain('  - item 3 fails in 1 journey: spec-terms');
    expect(code).toBe(1);
    const page = readFileSync(out, 'utf8');
    expect(page).toContain('href="spec-terms.html#step-6"');
    expect(readFileSync(join(folder, 'site', 'spec-terms.html'), 'utf8')).toContain(
      '<td id="step-6">#6</td>',
    );
    for (const name of ['asked', 'confirmed'])
      expect(existsSync(join(folder, 'site', `${name}.html`))).toBe(true);
  });

  it('an unsigned journey fails the release unless --allow-unsigned; an altered one fails it anyway', () => {
    const unsigned = release('release-unsigned', { 'unsigned.journey.json': borrowJourney(LOW_FEE_PRODUCT) });
    const strict = cli('review-all', unsigned, '--key', at('qa-ci.pub.json'));
    expect(strict.out).toMatch(/^ {2}4 unsigned: NOT SIGNED; chain intact$/m);
    expect(strict.out).toContain('  - unsigned: not signed');
    expect(strict.code).toBe(1);
    const allowed = cli('review-all', unsigned, '--key', at('qa-ci.pub.json'), '--allow-unsigned');
    expect(allowed.out).toContain('4 unsigned: NOT SIGNED (accepted: --allow-unsigned)');
    expect(allowed.out).not.toContain('  - unsigned:');

    const altered = borrowJourney(LOW_FEE_PRODUCT, { confirm: true });
    (altered.entries[6]!.data as { profile: { receivedAmount: number } }).profile.receivedAmount = 9999;
    const folder = release('release-altered', { 'tampered.journey.json': altered });
    const edited = cli('review-all', folder, '--key', at('qa-ci.pub.json'), '--allow-unsigned');
    expect(edited.out).toMatch(
      /^ {2}4 tampered: NOT SIGNED \(accepted: --allow-unsigned\); ALTERED: entry 6: /m,
    );
    expect(edited.out).toMatch(/^ {2}- tampered: altered: entry 6: /m);
    expect(edited.code).toBe(1);
  });

  it('exit 2 for an unreadable journey file (named, the others still shown), a missing or empty folder, or a clash', () => {
    const folder = release('release-unreadable', { 'broken.journey.json': '{ not json' });
    const broken = cli('review-all', folder, '--key', at('qa-ci.pub.json'));
    expect(broken.out).toMatch(/^ {2}UNREADABLE broken\.journey\.json: not a journey file/m);
    expect(broken.out).toContain('columns: 1 asked, 2 confirmed, 3 spec-terms');
    expect(broken.out).toMatch(/^RELEASE FAILS \(exit 2\)/m);
    expect(broken.code).toBe(2);
    expect(cli('review-all', at('no-such-folder')).code).toBe(2);
    mkdirSync(at('release-empty'));
    expect(cli('review-all', at('release-empty'))).toMatchObject({ code: 2 });
    // The release page may not take the name of a journey's own report.
    const clash = cli('review-all', release('release-clash'), '--html', at('release-clash/asked.html'));
    expect(clash.code).toBe(2);
    expect(clash.out).toContain("is the name of asked.journey.json's own report");
  });

  it('a journey with a malformed event is listed as unreadable, naming the entry; the others are still reviewed', () => {
    const folder = release('release-malformed', { 'malformed.journey.json': withoutProfile(true) });
    const { code, out } = cli('review-all', folder, '--key', at('qa-ci.pub.json'), '--allow-unsigned');
    expect(out).toMatch(
      /^ {2}UNREADABLE malformed\.journey\.json: MALFORMED: entry 6 \(event at [^)]*: order\/profileLoaded\) is malformed: /m,
    );
    expect(out).toContain('columns: 1 asked, 2 confirmed, 3 spec-terms');
    expect(out).toMatch(/^RELEASE FAILS \(exit 2\)/m);
    expect(code).toBe(2);
  });
});

/** A journey whose `order/profileLoaded` (entry 6) lost its profile; re-chained when told (else its chain breaks). */
function withoutProfile(rechained: boolean): JourneyFile {
  const file = borrowJourney(LOW_FEE_PRODUCT, { confirm: true });
  delete (file.entries[6]!.data as { profile?: unknown }).profile;
  return rechained ? { ...file, ...rechain(file.entries) } : file;
}

describe('malformed journeys and the checks of replay and show (decision 0065)', () => {
  it('review names the malformed entry instead of crashing: exit 2, or 1 when the chain is broken too', () => {
    const rechained = cli(
      'review',
      writeJourney('malformed.journey.json', withoutProfile(true)),
      '--allow-unsigned',
    );
    expect(rechained.out).toMatch(
      /^MALFORMED .*malformed\.journey\.json: entry 6 \(event at .*: order\/profileLoaded\) is malformed: /m,
    );
    expect(rechained.code).toBe(2);
    const edited = cli(
      'review',
      writeJourney('malformed-edited.journey.json', withoutProfile(false)),
      '--allow-unsigned',
    );
    expect(edited.out).toMatch(/^MALFORMED .*entry 6 .*; the chain is broken too: first altered entry 6: /m);
    expect(edited.code).toBe(1);
    // replay and show name it too.
    const replayed = cli('replay', at('malformed.journey.json'), '--allow-unsigned');
    expect(replayed.out).toMatch(/^MALFORMED .*entry 6 /m);
    expect(replayed.code).toBe(2);
    const shown = cli('show', at('malformed.journey.json'), '--allow-unsigned');
    expect(shown.out).toMatch(/^MALFORMED .*entry 6 /m);
    expect(shown.code).toBe(2);
  });

  it('show and replay check the chain and the signature as verify does, and fail as it does', () => {
    for (const command of ['show', 'replay']) {
      const signed = cli(command, at('signed.journey.json'));
      expect(signed.out).toMatch(/^ok .*chain intact/m);
      // Without --key: checked against the key written in the file, and the output says so.
      expect(signed.out).toContain('the signature fits the key written in the journey');
      expect(signed.code).toBe(0);
      expect(cli(command, at('signed.journey.json'), '--key', at('qa-ci.pub.json')).out).toContain(
        'valid for the trusted key',
      );
      expect(cli(command, at('signed.journey.json'), '--key', at('intruder.pub.json')).code).toBe(1);

      const file = readBack('signed.journey.json');
      (file.entries[5]!.data as Record<string, unknown>).forged = true;
      const rechained = cli(
        command,
        writeJourney(`${command}-rechained.journey.json`, { ...file, ...rechain(file.entries) }),
      );
      expect(rechained.out).toMatch(/^NOT VALIDLY SIGNED .*chain intact/m);
      expect(rechained.out).toContain('changed and re-chained after it was signed');
      expect(rechained.code).toBe(1);
      const altered = cli(command, writeJourney(`${command}-altered.journey.json`, file));
      expect(altered.out).toMatch(/^ALTERED .*first altered entry 5 /m);
      expect(altered.code).toBe(1);

      const unsigned = writeJourney(`${command}-unsigned.journey.json`, sampleJourney());
      expect(cli(command, unsigned).out).toMatch(/^NOT SIGNED /m);
      expect(cli(command, unsigned).code).toBe(1);
      expect(cli(command, unsigned, '--allow-unsigned').code).toBe(0);
    }
    // show still lists an altered journey's entries, to see what changed.
    expect(cli('show', at('show-altered.journey.json')).out).toMatch(/^ {5}5 {2}/m);
  });

  it('show summarises a request and response recorded with a path only (simulator recordings)', () => {
    const path = writeJourney('by-path.journey.json', borrowJourney(LOW_FEE_PRODUCT, { confirm: true }));
    const { out } = cli('show', path, '--allow-unsigned');
    expect(out).toContain(`POST ${SUBMIT_LOAN_PATH}`);
    expect(out).toContain(`${SUBMIT_LOAN_PATH} code 0`);
  });
});
