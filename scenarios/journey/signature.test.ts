import { describe, expect, it } from 'vitest';
import { renderReportHtml, renderReportMarkdown } from '../compliance/report';
import { reviewJourney } from '../compliance/review';
import { rechain, serializeJourney, type JourneyFile } from './format';
import { sampleJourney } from './journey-fixtures';
import {
  checkJourneySignature,
  describeSignature,
  generateSigningKey,
  keyIdOf,
  publicPart,
  signJourney,
  signingKeyFromSecret,
} from './signature';
import { readJourney, verifyJourney } from './verify';

// A fixed secret, so the key id in the expectations is stable.
const QA = signingKeyFromSecret('qa-ci', '11'.repeat(32));
const SIGNED_AT = 1_768_492_800_000;

function signed(): JourneyFile {
  return signJourney(sampleJourney(), QA, { now: SIGNED_AT });
}

/** The attack of issue 30: change an entry, recompute the chain with the project's own rechain. */
function editAndRechain(file: JourneyFile, seq: number): JourneyFile {
  const edited = structuredClone(file);
  (edited.entries[seq]!.data as Record<string, unknown>).forged = true;
  return { ...edited, ...rechain(edited.entries) };
}

describe('a signed journey', () => {
  it('round-trips: signed over its head, written, read back and valid for the signer’s key', () => {
    const file = signed();
    expect(file.signature).toMatchObject({
      alg: 'Ed25519',
      keyId: QA.keyId,
      signer: 'qa-ci',
      head: file.head,
    });
    expect(QA.keyId).toBe(keyIdOf(QA.publicKey));
    expect(QA.keyId).toMatch(/^[0-9a-f]{16}$/);
    const read = readJourney(serializeJourney(file));
    expect(read.signature).toEqual(file.signature);
    expect(verifyJourney(read)).toMatchObject({ ok: true });
    expect(checkJourneySignature(read, publicPart(QA))).toEqual({
      state: 'signed',
      signer: 'qa-ci',
      keyId: QA.keyId,
      signedAt: SIGNED_AT,
      trusted: true,
    });
    // Without a trusted key it is only checked against the key in the file, and says so.
    const untrusted = checkJourneySignature(read);
    expect(untrusted).toMatchObject({ state: 'signed', trusted: false });
    expect(describeSignature(untrusted)).toContain('trusted place');
  });

  it('an unsigned journey (every file before decision 0033) still reads, and is reported as unsigned', () => {
    const text = serializeJourney(sampleJourney());
    expect(text).not.toContain('"signature"');
    const read = readJourney(text);
    expect(read.signature).toBeUndefined();
    expect(verifyJourney(read).ok).toBe(true);
    expect(checkJourneySignature(read, publicPart(QA))).toEqual({ state: 'unsigned' });
    expect(describeSignature({ state: 'unsigned' })).toMatch(/^NOT SIGNED/);
  });

  it('an edited entry breaks the chain at that entry (the chain still locates the change)', () => {
    const file = signed();
    const edited = structuredClone(file);
    (edited.entries[5]!.data as Record<string, unknown>).forged = true;
    expect(verifyJourney(edited)).toMatchObject({ ok: false, firstBadSeq: 5 });
  });

  it('edited and re-chained with rechain: the chain verifies, the signature does not', () => {
    const forged = editAndRechain(signed(), 5);
    expect(verifyJourney(forged)).toMatchObject({ ok: true });
    const status = checkJourneySignature(forged, publicPart(QA));
    expect(status).toMatchObject({ state: 'invalid', reason: 'rechained', keyId: QA.keyId });
    expect(describeSignature(status)).toMatch(
      /^NOT VALIDLY SIGNED: .*changed and re-chained after it was signed/,
    );
    // Moving the signed head along does not help: the signature no longer fits.
    const moved = { ...forged, signature: { ...forged.signature!, head: forged.head } };
    expect(checkJourneySignature(moved, publicPart(QA))).toMatchObject({
      state: 'invalid',
      reason: 'bad-signature',
    });
  });

  it('a signature by another key is refused, naming both key ids', () => {
    const other = generateSigningKey('someone-else');
    const forged = signJourney(editAndRechain(signed(), 5), other);
    // Self-consistent: valid for the key written beside it...
    expect(checkJourneySignature(forged)).toMatchObject({ state: 'signed', trusted: false });
    // ...but not by the key the reviewer trusts.
    const status = checkJourneySignature(forged, publicPart(QA));
    expect(status).toMatchObject({ state: 'invalid', reason: 'other-key', keyId: other.keyId });
    expect(status.state === 'invalid' && status.explanation).toContain(`key id ${other.keyId}`);
    expect(status.state === 'invalid' && status.explanation).toContain(`trusted key ${QA.keyId}`);
  });

  it('a renamed signer, a swapped key id or a bit flipped in the signature is not valid', () => {
    const file = signed();
    const sig = file.signature!;
    const trusted = publicPart(QA);
    expect(checkJourneySignature({ ...file, signature: { ...sig, signer: 'boss' } }, trusted)).toMatchObject({
      state: 'invalid',
      reason: 'bad-signature',
    });
    expect(
      checkJourneySignature({ ...file, signature: { ...sig, keyId: '0'.repeat(16) } }, trusted),
    ).toMatchObject({ state: 'invalid', reason: 'malformed' });
    const flipped = `${sig.value.slice(0, 10)}${sig.value[10] === '0' ? '1' : '0'}${sig.value.slice(11)}`;
    expect(checkJourneySignature({ ...file, signature: { ...sig, value: flipped } }, trusted)).toMatchObject({
      state: 'invalid',
      reason: 'bad-signature',
    });
  });
});

describe('the compliance report of a journey', () => {
  const SECTIONS = ['Checklist', 'CAT', 'Findings', 'Contradictions', 'Claims the borrower saw'];

  it('shows who signed, and no "not signed" notice, when signed by the trusted key', () => {
    const review = reviewJourney(signed(), { trustedKey: publicPart(QA) });
    expect(review.signature).toMatchObject({ state: 'signed', trusted: true });
    const md = renderReportMarkdown(review);
    expect(md).toContain(`Signed by "qa-ci" (key id ${QA.keyId})`);
    expect(md).not.toContain('NOT SIGNED');
    expect(md).not.toContain('NOT VALIDLY SIGNED');
    expect(renderReportHtml(review)).not.toContain('class="unsigned');
  });

  it('unsigned: the title and every section of both reports say "NOT SIGNED"', () => {
    const review = reviewJourney(sampleJourney());
    const md = renderReportMarkdown(review);
    expect(md.split('\n')[0]).toMatch(/\(NOT SIGNED\)$/);
    for (const section of SECTIONS) {
      const after = md.slice(md.indexOf(`## ${section}\n`));
      expect(after.split('\n').slice(0, 3).join('\n'), section).toContain('**NOT SIGNED:');
    }
    const html = renderReportHtml(review);
    expect(html).toContain('<title>Compliance review: test/journey (NOT SIGNED)</title>');
    for (const section of SECTIONS)
      expect(html, section).toContain(`<h2>${section}</h2>\n<p class="unsigned">NOT SIGNED:`);
    // Printed, a fixed notice repeats at the top of every page.
    expect(html).toMatch(/<p class="unsigned page-notice"[^>]*>NOT SIGNED:/);
  });

  it('re-chained: every section says "NOT VALIDLY SIGNED" and why', () => {
    const review = reviewJourney(editAndRechain(signed(), 5), { trustedKey: publicPart(QA) });
    expect(review.integrity.ok).toBe(true);
    const md = renderReportMarkdown(review);
    expect(md).not.toContain('Chain verified: the journey is intact.');
    expect(md.match(/> \*\*NOT VALIDLY SIGNED: .*re-chained after it was signed/g)).toHaveLength(
      SECTIONS.length,
    );
  });
});
