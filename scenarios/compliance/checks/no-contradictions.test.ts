import { PATHS } from '#contracts/paths';
import { checkInputOf } from '../review';
import { LOW_FEE_PRODUCT, borrowJourney, recorder } from '../review-fixtures';
import { noContradictions } from './no-contradictions';

describe('check 4: no claim contradicts another or the actual terms', () => {
  it('is item 4', () => {
    expect(noContradictions.id).toBe(4);
    expect(noContradictions.title).toMatch(/^No claim shown contradicts another claim/);
  });

  it('passes the claims of a valid loan, and is not reached without claims', () => {
    expect(noContradictions.run(checkInputOf(borrowJourney(LOW_FEE_PRODUCT))).status).toBe('pass');
    expect(noContradictions.run(checkInputOf(recorder().toFile())).status).toBe('notReached');
  });

  it('flags published claims that contradict the offered product (FAQ seen without a screen record)', () => {
    const generous = { ...LOW_FEE_PRODUCT, maxAmount: 60000, terms: [91, 365] };
    const input = checkInputOf(
      borrowJourney(generous, { build: (r) => r.record('route', { hash: `#${PATHS.faq}` }) }),
    );
    const faq = input.claims.filter((c) => c.route === PATHS.faq);
    expect(faq.length).toBeGreaterThan(0);
    expect(faq.every((c) => c.source === 'texts')).toBe(true);
    expect(noContradictions.run(input).status).toBe('fail');
    const topics = input.contradictions.map((c) => c.topic);
    expect(topics).toContain('maxAmount');
    expect(topics).toContain('maxTenure');
  });
});
