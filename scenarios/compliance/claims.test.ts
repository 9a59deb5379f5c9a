import { describe, expect, it } from 'vitest';
import { claimsInText } from './claims';

const topics = (line: string) => claimsInText(line).map((c) => [c.topic, c.value]);

describe('claims in visible text', () => {
  it("reads the spec's disagreeing help texts", () => {
    expect(topics('Préstamos de $1,000 hasta $60,000 MXN')).toEqual([
      ['minAmount', 1000],
      ['maxAmount', 60000],
    ]);
    expect(topics('Pide hasta $30,000')).toEqual([['maxAmount', 30000]]);
    expect(topics('Montos de $1,000 a $50,000')).toEqual([
      ['minAmount', 1000],
      ['maxAmount', 50000],
    ]);
    expect(topics('Plazos de 91 a 365 días')).toEqual([
      ['minTenure', 91],
      ['maxTenure', 365],
    ]);
    expect(topics('Plazo máximo 180 días')).toEqual([['maxTenure', 180]]);
    expect(topics('Interés ordinario de hasta 36% anual')).toEqual([['interestRate', 0.36]]);
    expect(topics('Tasa de interés desde 1% diario')).toEqual([['interestRate', 3.6]]);
    expect(topics('Comisión de hasta 0.98% diario más 18% de impuesto')).toEqual([
      ['feeRate', 0.0098],
      ['taxRate', 0.18],
    ]);
    expect(topics('No hay prórroga para este préstamo')).toEqual([['extension', false]]);
    expect(topics('¡Felicidades! El 90% de las solicitudes como la tuya son aprobadas.')).toEqual([
      ['approvalRate', 0.9],
    ]);
    expect(topics('CAT 70.9% sin IVA, para fines informativos y de comparación')).toEqual([['cat', 70.9]]);
    expect(topics('Si no pagas a tiempo se cobra una penalización del 2% diario')).toEqual([
      ['penaltyRate', 0.02],
    ]);
  });

  it('reads a yearly figure in brackets after a per-day rate as that rate, not as interest (decision 0049)', () => {
    expect(topics('Comisión por apertura: 0.05% diario (18.25% anual)')).toEqual([['feeRate', 0.0005]]);
    expect(topics('Moratorio: 2% del monto por día de atraso (730% anual)')).toEqual([['penaltyRate', 0.02]]);
    expect(topics('Late fee: 2% per day (730% a year)')).toEqual([['penaltyRate', 0.02]]);
    // An example's amount is not the start of a tenure range.
    expect(topics('Ejemplo: por $3,000 a 91 días recibes $2,950.00 y pagas $3,136.50.')).toEqual([]);
    // A yearly rate of its own is still interest, and the CAT beside it is the CAT.
    expect(topics('Interés ordinario de hasta 36% anual (costo total: CAT 70.9% sin IVA)')).toEqual([
      ['interestRate', 0.36],
      ['cat', 70.9],
    ]);
  });

  it('finds nothing in text without claims', () => {
    expect(claimsInText('Iniciar sesión con tu número de celular')).toEqual([]);
  });
});
