import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '#contracts/events';
import { es } from '#contracts/texts';
import { checkInputOf } from '../review';
import { LOW_FEE_PRODUCT, SPEC_PRODUCT, recorder, screenJourney, textScreen } from '../review-fixtures';
import { HEADLINE_FACTOR, headlineCost } from './headline-cost';

/** A product within the rate but with a fee that puts the loan's CAT far above it. */
const DEAR_PRODUCT: LoanProduct = { ...LOW_FEE_PRODUCT, productId: 'cuota-dear', dailyFeeRate: 0.002 };
const HEADLINE = 'Interés ordinario de hasta 36% anual';
const run = (file: Parameters<typeof checkInputOf>[0]) => headlineCost.run(checkInputOf(file));
const faq = (product: LoanProduct, ...lines: string[]) => screenJourney(product, es.titles.faq, lines);

describe('check 11: a headline rate or cost claim against the real cost of the loans shown', () => {
  it('is item 11 with its citation and a factor of 2', () => {
    expect(headlineCost.id).toBe(11);
    expect(headlineCost.citation).toMatch(/CAT/);
    expect(HEADLINE_FACTOR).toBe(2);
  });

  it('passes a 36% headline when the loan shown costs a CAT below twice it', () => {
    const outcome = run(faq(LOW_FEE_PRODUCT, HEADLINE));
    expect(outcome.status).toBe('pass');
    // 3,000 MXN for 91 days: fee 136.50 + tax 21.84, 273.00 interest.
    expect(outcome.explanation).toMatch(/a CAT of at most 7\d\.\d%/);
  });

  it('fails a 36% headline when the loan shown has a CAT more than twice it, with both figures', () => {
    const outcome = run(faq(DEAR_PRODUCT, HEADLINE));
    expect(outcome.status).toBe('fail');
    expect(outcome.findings).toHaveLength(1);
    expect(outcome.findings![0]!.title).toMatch(/^Headline rate 36% a year against a CAT of \d{3}\.\d%$/);
    expect(outcome.findings![0]!.detail).toContain('more than 2 times the headline');
    expect(outcome.findings![0]!.citation).toMatch(/CAT/);
  });

  it('fails any headline when a loan shown pays out nothing (no CAT exists)', () => {
    const outcome = run(faq(SPEC_PRODUCT, HEADLINE, 'Sin costos ocultos'));
    expect(outcome.status).toBe('fail');
    expect(outcome.findings?.map((f) => f.title)).toEqual([
      'Headline a rate of 36% a year, but a loan shown pays out -156.97 MXN',
      'Headline "Sin costos ocultos", but a loan shown pays out -156.97 MXN',
    ]);
  });

  it("does not take the loan's own screen for a headline", () => {
    const file = screenJourney(DEAR_PRODUCT, es.titles.productDetails, [
      'Tasa de interés ordinaria 36% anual',
    ]);
    expect(run(file).status).toBe('notReached');
  });

  it('is not reached without a headline, or without a loan to hold it against', () => {
    expect(run(faq(DEAR_PRODUCT, 'Preguntas frecuentes'))).toEqual({
      status: 'notReached',
      seq: null,
      explanation: 'No headline rate or cost claim was shown.',
    });
    const r = recorder();
    r.record('screen', textScreen(es.titles.faq, [HEADLINE]));
    const outcome = run(r.toFile());
    expect(outcome.status).toBe('notReached');
    expect(outcome.explanation).toContain('no loan figures');
  });
});
