import { describe, expect, it } from 'vitest';
import { sampleJourney } from '../../../scenarios/journey/journey-fixtures';
import { reportFileName, reviewOf } from './use-review-model';

describe('review panel model', () => {
  it('reviews the opened journey, or nothing when none is open', () => {
    expect(reviewOf(null)).toBeNull();
    const review = reviewOf({ name: 'sample.journey.json', file: sampleJourney() });
    expect(review?.items).toHaveLength(12);
    expect(review?.integrity.ok).toBe(true);
  });

  it('names the report after the journey', () => {
    expect(reportFileName('spec-max-terms.journey.json')).toBe('spec-max-terms.review.html');
    expect(reportFileName('recording', 'md')).toBe('recording.review.md');
  });
});
