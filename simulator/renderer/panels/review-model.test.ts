import { describe, expect, it } from 'vitest';
import { sampleJourney } from '../../../scenarios/journey/journey-fixtures';
import { LOW_FEE_PRODUCT, SPEC_PRODUCT, borrowJourney } from '../../../scenarios/compliance/review-fixtures';
import { serializeJourney } from '../../../scenarios/journey/format';
import { releaseOfTexts } from './release-model';
import { reportFileName, reviewOf, reviewOutcome } from './use-review-model';

describe('review panel model', () => {
  it('reviews the opened journey, or nothing when none is open', () => {
    expect(reviewOf(null)).toBeNull();
    const review = reviewOf({ name: 'sample.journey.json', file: sampleJourney() });
    expect(review?.items).toHaveLength(12);
    expect(review?.integrity.ok).toBe(true);
  });

  it('reports a journey the review fails on instead of throwing (decision 0065)', () => {
    const broken = { ...sampleJourney(), entries: null as unknown as [] };
    expect(reviewOutcome({ name: 'broken.journey.json', file: broken })).toEqual({
      review: null,
      error: expect.any(String) as unknown,
    });
    expect(reviewOutcome({ name: 'sample', file: sampleJourney() })).toMatchObject({ error: null });
  });

  it('names the report after the journey', () => {
    expect(reportFileName('spec-max-terms.journey.json')).toBe('spec-max-terms.review.html');
    expect(reportFileName('recording', 'md')).toBe('recording.review.md');
  });
});

describe('release review of a chosen folder', () => {
  const spec = serializeJourney(borrowJourney(SPEC_PRODUCT));
  const lowFee = serializeJourney(borrowJourney(LOW_FEE_PRODUCT, { confirm: true }));
  // Well-formed JSON of a journey whose meta breaks the format: the zod reader refuses it.
  const badMeta = JSON.stringify({ ...JSON.parse(spec), meta: { ...JSON.parse(spec).meta, masked: 'yes' } });

  it('reviews every *.journey.json by name, lists the unreadable one and ignores other files', () => {
    const release = releaseOfTexts([
      { name: 'b-spec.journey.json', text: spec },
      { name: 'notes.txt', text: 'not a journey' },
      { name: 'c-broken.journey.json', text: '{"format":"journey","version":1}' },
      { name: 'a-low-fee.journey.json', text: lowFee },
      { name: 'd-bad-meta.journey.json', text: badMeta },
    ]);
    expect(release?.journeys.map((j) => j.name)).toEqual(['a-low-fee', 'b-spec']);
    expect(release?.unreadable.map((u) => u.name)).toEqual([
      'c-broken.journey.json',
      'd-bad-meta.journey.json',
    ]);
    expect(release?.unreadable[0]?.reason).not.toBe('');
    expect(release?.verdict.exitCode).toBe(2);
    const item3 = release?.rows.find((row) => row.id === 3);
    expect(item3?.cells.map((c) => c.status)).toEqual(['pass', 'fail']);
  });

  it('puts the gaps first and fails unsigned journeys unless they are accepted', () => {
    const texts = [
      { name: 'a-low-fee.journey.json', text: lowFee },
      { name: 'b-spec.journey.json', text: spec },
    ];
    const strict = releaseOfTexts(texts);
    const rows = strict?.rows ?? [];
    const firstNonGap = rows.findIndex((row) => !row.gap);
    expect(rows.slice(firstNonGap).some((row) => row.gap)).toBe(false);
    expect(strict?.journeys.every((j) => j.problems.some((p) => /not signed/.test(p)))).toBe(true);
    const lenient = releaseOfTexts(texts, { allowUnsigned: true });
    expect(lenient?.journeys.every((j) => j.problems.length === 0)).toBe(true);
    expect(lenient?.verdict.exitCode).toBe(1);
  });

  it('is nothing when no journey file was chosen', () => {
    expect(releaseOfTexts([{ name: 'readme.md', text: '# hi' }])).toBeNull();
  });
});
