import { describe, expect, it } from 'vitest';
import { es } from '#contracts/texts';
import { checkInputOf } from '../review';
import { LOW_FEE_PRODUCT, screenJourney, visitJourney } from '../review-fixtures';
import {
  sourcedClaims,
  sourcedClaimsCheck,
  statisticsAndPromises,
  type ClaimDeclaration,
} from './sourced-claims';

const APPROVAL = '¡Felicidades! El 90% de las solicitudes como la tuya son aprobadas. No te detengas ahora.';
const RISING = 'Piénsalo de nuevo: tu cupo seguirá aumentando si completas tu solicitud y pagas a tiempo.';

/** A table of the test's own, so the check is tried without the app's entries. */
const TABLE: readonly ClaimDeclaration[] = [
  {
    id: 'test.approval',
    kind: 'statistic',
    es: /El 90% de las solicitudes como la tuya son aprobadas/,
    en: /90% of applications like yours are approved/,
    source: 'approvals of the last 12 months (test)',
  },
];
const run = (file: Parameters<typeof checkInputOf>[0], table = TABLE) =>
  sourcedClaimsCheck(table).run(checkInputOf(file));
const popup = (line: string) => screenJourney(LOW_FEE_PRODUCT, es.titles.personalInfomation, [line]);

describe('statistics and promises in a line', () => {
  it('finds approval rates, rising quotas, guarantees, speed and time promises', () => {
    expect(statisticsAndPromises(APPROVAL)).toEqual([{ kind: 'statistic', what: 'approval rate 90%' }]);
    expect(statisticsAndPromises('Congratulations! 90% of applications like yours are approved.')).toEqual([
      { kind: 'statistic', what: 'approval rate 90%' },
    ]);
    expect(statisticsAndPromises(RISING)).toEqual([{ kind: 'promise', what: 'rising quota' }]);
    expect(statisticsAndPromises('Préstamos rápidos y seguros')).toEqual([
      { kind: 'promise', what: 'speed "rápidos"' },
    ]);
    expect(statisticsAndPromises('Aprobación garantizada en tu primer préstamo')[0]).toMatchObject({
      kind: 'promise',
      what: 'guarantee "garantizada"',
    });
    expect(statisticsAndPromises('Revisión de tu cupo en 5 a 30 minutos')).toEqual([
      { kind: 'promise', what: 'time "en 5 a 30 minutos"' },
    ]);
    expect(statisticsAndPromises('Más de 10,000 clientes confían en nosotros')[0]?.kind).toBe('statistic');
    expect(statisticsAndPromises('9 de cada 10 solicitudes son aprobadas')[0]).toMatchObject({
      kind: 'statistic',
      what: 'outcome figure 9 in 10',
    });
  });

  it('leaves rates, taxes, hedged wording, denials and quick help answers alone', () => {
    for (const line of [
      'Si no pagas a tiempo se cobra una penalización del 2% diario sobre el monto solicitado.',
      'Interés ordinario de hasta 36% anual',
      'IVA de la comisión (16%)',
      'CAT 71.2% sin IVA, para fines informativos y de comparación',
      'Si pagas a tiempo, tu cupo puede aumentar en tu siguiente préstamo. El aumento depende de nuestra evaluación y no está garantizado.',
      'Respuestas rápidas antes de escribirnos.',
    ])
      expect(statisticsAndPromises(line), line).toEqual([]);
  });
});

describe('check 9: every statistic or promise has a declared source', () => {
  it('is item 9 with its citation', () => {
    expect(sourcedClaims.id).toBe(9);
    expect(sourcedClaims.citation).toMatch(/publicidad/);
  });

  it('passes a journey whose only statistic is declared, naming its source', () => {
    const outcome = run(popup(APPROVAL));
    expect(outcome.status).toBe('pass');
    expect(outcome.explanation).toContain('test.approval, from approvals of the last 12 months (test)');
    expect(outcome.findings).toBeUndefined();
  });

  it('fails a promise with no declared source, with a finding at its step', () => {
    const outcome = run(popup(RISING));
    expect(outcome.status).toBe('fail');
    expect(outcome.findings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        title: 'Unsourced promise: rising quota',
        citation: expect.stringMatching(/publicidad/),
      }),
    ]);
    expect(outcome.findings![0]!.detail).toContain(RISING.slice(0, 40));
    // The same popup with an empty table: the approval rate is unsourced too.
    expect(run(popup(APPROVAL), []).status).toBe('fail');
  });

  it('reads the texts registry of routes visited without a screen record', () => {
    // The landing page promises a quota review in minutes: declared in the app's table, not in the test's.
    const file = visitJourney(null, ['/yx1']);
    expect(run(file).status).toBe('fail');
    expect(run(file).findings?.[0]?.title).toContain('time');
  });

  it('is not reached when nothing was promised', () => {
    expect(run(popup('Paso 1 de 7'))).toEqual({
      status: 'notReached',
      seq: null,
      explanation: 'No statistic or promise was shown.',
    });
  });

  it("holds the app's own claims against the app's table (DECLARED_CLAIMS)", () => {
    // The retention popup's 90% approval rate has no source the app declares.
    expect(sourcedClaims.run(checkInputOf(popup(APPROVAL))).status).toBe('fail');
    // The landing's quota-review minutes are declared (QUOTA_REVIEW_MINUTES).
    const landing = sourcedClaims.run(checkInputOf(visitJourney(null, ['/yx1'])));
    expect(landing.explanation).toContain('quotaReview.minutes');
  });
});
