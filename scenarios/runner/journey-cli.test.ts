import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJourneyCommand } from '../../scripts/journey';
import { rechain, serializeJourney, type JourneyFile } from '../journey/format';
import { sampleJourney } from '../journey/journey-fixtures';
import { readJourney } from '../journey/verify';

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
      writeJourney('edited.journey.json', file),
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
