import { summarizeLoan } from '../../../src/domain/loan-math';
import { productLoanTerms } from '../../../src/domain/orders/loan-quote';
import { checkInputOf } from '../review';
import { LOW_FEE_PRODUCT, SPEC_PRODUCT, borrowJourney, catShownJourney, recorder } from '../review-fixtures';
import { catMatches, compareCat } from './cat-matches';

const cat = (file: Parameters<typeof checkInputOf>[0]) => checkInputOf(file).cat;
const run = (file: Parameters<typeof checkInputOf>[0]) => catMatches.run(checkInputOf(file));

describe('check 2: the CAT shown against the CAT of the journey’s cash flows', () => {
  it('is item 2', () => {
    expect(catMatches.id).toBe(2);
    expect(catMatches.title).toMatch(/^The CAT shown matches/);
  });

  it('recomputes the CAT of a valid loan from its cash flows and passes when the data shows it', () => {
    const comparison = cat(borrowJourney(LOW_FEE_PRODUCT, { confirm: true }));
    expect(comparison.status).toBe('match');
    expect(comparison.recomputed).toEqual(
      summarizeLoan(productLoanTerms(LOW_FEE_PRODUCT, 3000, 91), '2026-01-15').cat,
    );
    expect(comparison.shown?.source).toBe('data');
    expect(run(borrowJourney(LOW_FEE_PRODUCT, { confirm: true })).status).toBe('pass');
  });

  it('passes a loan that pays out nothing when no CAT is shown for it', () => {
    const comparison = cat(borrowJourney(SPEC_PRODUCT));
    expect(comparison.status).toBe('notComputable');
    expect(comparison.flows?.net).toBe(-156.97);
    expect(run(borrowJourney(SPEC_PRODUCT)).status).toBe('pass');
  });

  it('fails when the screen shows another CAT than the recomputed one', () => {
    const file = catShownJourney();
    expect(cat(file)).toMatchObject({ status: 'mismatch', shown: { percent: 12, source: 'screen' } });
    expect(run(file).status).toBe('fail');
  });

  it('is not reached without loan figures', () => {
    const input = checkInputOf(recorder().toFile());
    expect(compareCat(input.facts, input.claims).status).toBe('notReached');
    expect(catMatches.run(input)).toEqual({
      status: 'notReached',
      seq: null,
      explanation: 'No loan figures were shown in this journey.',
    });
  });
});
