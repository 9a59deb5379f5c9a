import { describe, expect, it } from 'vitest';
import { es } from '#contracts/texts';
import { SUBMIT_LOAN_PATH } from '../facts';
import { checkInputOf } from '../review';
import {
  CARATULA_LINES,
  LOW_FEE_PRODUCT,
  borrowJourney,
  recorder,
  screenJourney,
  textScreen,
} from '../review-fixtures';
import { caratulaBeforeConfirmation } from './caratula-before-confirmation';

const run = (file: Parameters<typeof checkInputOf>[0]) => caratulaBeforeConfirmation.run(checkInputOf(file));
const details = (lines: readonly string[], confirm = true) =>
  screenJourney(LOW_FEE_PRODUCT, es.titles.productDetails, lines, { confirm });

describe('check 12: the carátula before the loan is confirmed', () => {
  it('is item 12 with its citation', () => {
    expect(caratulaBeforeConfirmation.id).toBe(12);
    expect(caratulaBeforeConfirmation.citation).toMatch(/carátula/);
  });

  it('passes when SIPRES, RECA and CONDUSEF were on screen and the loan showed its rates, fee and CAT', () => {
    const outcome = run(details(CARATULA_LINES));
    expect(outcome.status).toBe('pass');
    expect(outcome.explanation).toContain('lender registration (SIPRES) (screen');
    expect(outcome.explanation).toContain('CAT (data');
  });

  it('names each missing element in its finding', () => {
    const outcome = run(borrowJourney(LOW_FEE_PRODUCT, { confirm: true }));
    expect(outcome.status).toBe('fail');
    expect(outcome.findings).toEqual([
      expect.objectContaining({
        title:
          'Carátula incomplete before confirmation: lender registration (SIPRES), contract registration number (RECA), CONDUSEF contact',
        citation: expect.stringMatching(/carátula/),
      }),
    ]);
  });

  it('does not take a mention without the number: a link to SIPRES, RECA "on your contract"', () => {
    const outcome = run(
      details([
        'Consulta nuestro registro en el SIPRES: https://sipres.condusef.gob.mx.',
        'El número de registro de tu contrato de adhesión (RECA) aparece en la carátula de tu contrato.',
        CARATULA_LINES[2]!,
      ]),
    );
    expect(outcome.status).toBe('fail');
    expect(outcome.explanation).toContain(
      "without the carátula's lender registration (SIPRES), contract registration number (RECA).",
    );
  });

  it('does not take a carátula shown only after the confirmation', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) => {
        r.record('request', {
          method: 'POST',
          path: SUBMIT_LOAN_PATH,
          payload: { agreeTerms: true },
          at: 1_768_492_800_050,
        });
        r.record('screen', textScreen(es.titles.productDetails, CARATULA_LINES));
      },
    });
    expect(run(file).status).toBe('fail');
  });

  it('reads the rates and the CAT from the screen when the journey has no loan data', () => {
    const r = recorder();
    r.record(
      'screen',
      textScreen(es.titles.productDetails, [
        ...CARATULA_LINES,
        'Tasa de interés ordinaria (anual, simple) 36%',
        'Comisión por apertura (0.05% diario, se descuenta al depositar) $136.50',
        'Si no pagas a tiempo se cobra una penalización del 2% diario sobre el monto solicitado.',
        'CAT 71.2% sin IVA, para fines informativos y de comparación',
      ]),
    );
    r.record('request', { method: 'POST', path: SUBMIT_LOAN_PATH, payload: { agreeTerms: true } });
    expect(run(r.toFile()).status).toBe('pass');
  });

  it('is not reached when the borrower never confirms a loan', () => {
    expect(run(details(CARATULA_LINES, false))).toEqual({
      status: 'notReached',
      seq: null,
      explanation: 'The borrower did not confirm a loan in this journey.',
    });
  });
});
