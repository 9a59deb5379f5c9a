/**
 * The rules the compliance review's verdicts rest on, in one table (decision 0048): every checklist item and
 * every finding carries one of these as its `citation`, so a reviewer can name the rule behind a verdict.
 * Short and defensible: the law or policy and the part of it, not a quotation.
 */
export const CITATIONS = {
  /** The loan's full cost disclosed before it is contracted. */
  costDisclosure:
    'LTOSF art. 8; CONDUSEF disposiciones de transparencia (información previa a la contratación)',
  /** The CAT: how it is computed and where it must be shown. */
  cat: 'Banxico Circular 21/2009 (método del CAT); LTOSF art. 8',
  /** Mexico's VAT on a commission, and a loan that pays out. */
  netAndTax: 'Ley del IVA art. 1 (16%; 8% región fronteriza por decreto); LTOSF art. 8 (monto a recibir)',
  /** Claims that mislead about the product's terms. */
  misleading: 'LPC art. 32 / CONDUSEF disposiciones de transparencia (publicidad engañosa)',
  /** The permissions a loan app may ask for, and with what explanation. */
  permissions:
    'Google Play: política de préstamos personales (permisos prohibidos); LFPDPPP (consentimiento)',
  /** The privacy notice before personal data is collected. */
  privacyNotice: 'LFPDPPP (aviso de privacidad al recabar los datos)',
  /** A session that ends, and local data that goes with it. */
  sessionData: 'LFPDPPP (medidas de seguridad); Google Play: política de datos de usuario',
  /** The penalty of an overdue loan, and how it is collected. */
  penalties: 'LTOSF art. 8 (intereses moratorios); CONDUSEF/Código civil: cobranza',
  /** A statistic or promise in an advertisement needs a source. */
  sourcedClaims: 'CONDUSEF disposiciones de transparencia (publicidad: información comprobable); LPC art. 32',
  /** Every per-day or per-month rate with its yearly equivalent. */
  yearlyEquivalent:
    'Banxico/CONDUSEF disposiciones de transparencia (tasas expresadas en términos anuales); LTOSF art. 8',
  /** A headline rate or cost claim against the loan's real cost. */
  headlineCost: 'LTOSF art. 8 (CAT en publicidad); Banxico Circular 21/2009; LPC art. 32',
  /** The carátula: SIPRES, RECA, ordinary and default rates, commissions, CAT, CONDUSEF contact. */
  caratula:
    'LTOSF art. 8 / CONDUSEF disposiciones de transparencia (carátula: SIPRES, RECA, tasas, comisiones, CAT)',
  /** Google Play's disclosure rules for personal loans (repayment period, APR, total-cost example). */
  playLoans: 'Google Play: política de préstamos personales',
  /** A journey whose record was changed, or that holds personal data. */
  journeyIntegrity: 'Decision 0033 (journeys signed and hash-chained): evidence of the review',
  maskedRecording: 'LFPDPPP (medidas de seguridad: datos personales en grabaciones)',
  /** Device-data upload of contacts, SMS, call log or location. */
  sensitiveUploads:
    'Google Play: política de préstamos personales; CONDUSEF: alerta sobre apps de cobranza abusiva',
  /** The backend's figures are binding and must be the loan math's. */
  backendFigures: 'LTOSF art. 8; decision 0015 (cifras del backend vinculantes)',
} as const;

/** The name of a rule in the table. */
export type CitationKey = keyof typeof CITATIONS;

/** The same findings with a citation where they have none. */
export function cited<F extends { citation?: string }>(findings: readonly F[], key: CitationKey): F[] {
  return findings.map((f) => (f.citation ? f : { ...f, citation: CITATIONS[key] }));
}
