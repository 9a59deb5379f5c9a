import { describe, expect, it } from 'vitest';
import { es } from '#contracts/texts';
import { checkInputOf } from '../review';
import { LOW_FEE_PRODUCT, borrowJourney, screenJourney, textScreen, visitJourney } from '../review-fixtures';
import { isYearlyOf, ratesInText, yearlyEquivalent } from './yearly-equivalent';

const run = (file: Parameters<typeof checkInputOf>[0]) => yearlyEquivalent.run(checkInputOf(file));
const details = (...lines: string[]) => screenJourney(LOW_FEE_PRODUCT, es.titles.productDetails, lines);
const PENALTY = 'Si no pagas a tiempo se cobra una penalización del 2% diario sobre el monto solicitado.';

describe('rates per day, per month and per year in a line', () => {
  it('reads each rate with its period', () => {
    expect(ratesInText(PENALTY)).toEqual([{ rate: 0.02, per: 'day', text: '2%' }]);
    expect(ratesInText('Comisión por apertura (0.98% por día)')).toEqual([
      { rate: 0.0098, per: 'day', text: '0.98%' },
    ]);
    expect(ratesInText('Moratorio: 2% del monto por día de atraso.')[0]?.per).toBe('day');
    expect(ratesInText('Interés de 3% mensual (36% anual)')).toEqual([
      { rate: 0.03, per: 'month', text: '3%' },
      { rate: 0.36, per: 'year', text: '36%' },
    ]);
    expect(ratesInText('IVA de la comisión (16%)')).toEqual([]);
  });

  it('takes a yearly figure within the tolerance of x 365 (or the 360-day basis) or x 12', () => {
    const day = { rate: 0.02, per: 'day', text: '2%' } as const;
    expect(isYearlyOf(7.3, day)).toBe(true);
    expect(isYearlyOf(7.2, day)).toBe(true); // 360-day basis
    expect(isYearlyOf(7.35, day)).toBe(true); // within 1%
    expect(isYearlyOf(7.0, day)).toBe(false);
    expect(isYearlyOf(0.36, { rate: 0.03, per: 'month', text: '3%' })).toBe(true);
    expect(isYearlyOf(0.365, { rate: 0.03, per: 'month', text: '3%' })).toBe(false);
  });
});

describe('check 10: every per-day or per-month rate with its yearly equivalent on the same screen', () => {
  it('is item 10 with its citation', () => {
    expect(yearlyEquivalent.id).toBe(10);
    expect(yearlyEquivalent.citation).toMatch(/anuales/);
  });

  it('passes a penalty shown with its yearly equivalent on the same screen', () => {
    const outcome = run(details(PENALTY, 'Equivale a 730% anual simple.'));
    expect(outcome.status).toBe('pass');
    expect(outcome.explanation).toContain('2% per day with 730% a year');
  });

  it('fails a penalty shown per day only, stating the computed yearly figure and its convention', () => {
    const outcome = run(details(PENALTY));
    expect(outcome.status).toBe('fail');
    expect(outcome.findings).toEqual([
      expect.objectContaining({
        title: '2% per day shown without its yearly equivalent (730% a year)',
        citation: expect.stringMatching(/anuales/),
      }),
    ]);
    expect(outcome.findings![0]!.detail).toContain('simple, per day x 365');
  });

  it('does not take a yearly figure shown on another screen, or a wrong one on the same screen', () => {
    const other = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) => {
        r.record('screen', textScreen(es.titles.productDetails, [PENALTY]));
        r.record(
          'screen',
          textScreen(es.titles.faq, ['Moratorio equivalente a 730% anual.'], 1_768_492_800_200),
        );
      },
    });
    expect(run(other).status).toBe('fail');
    expect(run(details(PENALTY, 'Interés ordinario de hasta 36% anual')).status).toBe('fail');
  });

  it("reads the landing page's cost line from the texts registry when the journey has no screen of it", () => {
    // The landing states the opening fee and the penalty per day (spec section 2): the item is reached.
    const outcome = run(visitJourney(null, ['/yx1']));
    expect(outcome.status).not.toBe('notReached');
    expect(outcome.seq).toBe(1);
    expect(`${outcome.explanation}`).toMatch(/2% per day/);
  });

  it('is not reached when no rate per day or month was shown', () => {
    expect(run(borrowJourney(LOW_FEE_PRODUCT)).status).toBe('notReached');
  });
});
