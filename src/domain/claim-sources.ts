/**
 * Every statistic or promise the app shows a borrower, with where it comes from (docs/decisions/0049). A
 * compliance reviewer flags a statistic or a promise shown without a declared source: a claim a text makes
 * that is not in this list is either reworded (no figure, no guarantee) or added here with its source.
 *
 * `es` and `en` match the claim as shown (figures filled in), in Spanish and English; `source` says what
 * backs it: a package-configuration field, a spec section, a module of the app. The review tools read this
 * list through `#contracts/claim-sources`.
 *
 * Claims the app deliberately does NOT make (decision 0049): the spec's retention popup "90% of applications
 * like yours are approved" (no data backs it), "you are one step from your loan" and "your quota will keep
 * rising" (guarantees nobody gives), "fast and safe loans" (home) and "the money arrives in a few minutes"
 * (no payout time is published).
 */

/** One statistic or promise the app shows, and its source. */
export interface DeclaredClaim {
  id: string;
  kind: 'statistic' | 'promise';
  /** Matches the claim as shown in Spanish. */
  es: RegExp;
  /** Matches the claim as shown in English. */
  en: RegExp;
  /** Where the figure or the promise comes from. */
  source: string;
}

export const DECLARED_CLAIMS: readonly DeclaredClaim[] = [
  {
    id: 'quota.mayGrow',
    kind: 'promise',
    es: /tu cupo puede aumentar/i,
    en: /your quota may grow/i,
    source:
      'Quota policy: spec section 9 ("quota advertised to grow by about 400 to 1000 after repayment; up to 5,000 for on-time repayment"), published as a possibility only, subject to evaluation and not guaranteed (src/domain/product-terms.ts, reading of the quota claim). Shown in the retention popup (spec section 2, variant c) and the FAQ.',
  },
  {
    id: 'quota.grewOnTime',
    kind: 'statistic',
    es: /Tu cupo creció el .+ por pagar a tiempo/i,
    en: /Your quota grew on .+ for paying on time/i,
    source:
      "The borrower's own quota history from the backend (GET /store/get-quota/list, grant reason onTimeRepayment), shown on /borrow/to_borrow only when the history has such a grant.",
  },
  {
    id: 'quotaReview.minutes',
    kind: 'promise',
    es: /revisión de tu cupo (?:en|toma de|tarda de) \d+ a \d+ minutos/i,
    en: /(?:quota review(?:ed)?|review of your quota) (?:in|takes) \d+ to \d+ minutes/i,
    source:
      'Spec section 9 ("quota review 10 to 60 minutes") and section 4; the figures are QUOTA_REVIEW_MINUTES in src/domain/product-terms.ts.',
  },
  {
    id: 'loanReview.workingDay',
    kind: 'promise',
    es: /(?:lo revisamos en máximo \d+ día hábil|Revisamos tu solicitud en un plazo de 24 horas \(\d+ día hábil\))/i,
    en: /(?:we review it within \d+ working day|We review your application within 24 hours \(\d+ working day\))/i,
    source:
      'Spec section 4 ("reviewed within 24 hours, audit result within 1 working day") and section 9; LOAN_REVIEW_WORKING_DAYS in src/domain/product-terms.ts.',
  },
  {
    id: 'unapprovedData.deleted',
    kind: 'promise',
    es: /(?:borramos tus datos a los \d+ días|se eliminan después de \d+ días)/i,
    en: /(?:we delete your data after \d+ days|is deleted after \d+ days)/i,
    source:
      'Spec section 9 ("unapproved user data deleted after 1 week") and the privacy notice (src/features/legal/privacy-policy.document.ts); UNAPPROVED_DATA_RETENTION_DAYS in src/domain/product-terms.ts.',
  },
  {
    id: 'privacy.answerWithin',
    kind: 'promise',
    es: /Te responderemos en un máximo de \d+ días hábiles/i,
    en: /We answer within \d+ working days/i,
    source:
      'The privacy law (LFPDPPP): a request on personal data (access, rectification, cancellation, opposition) is answered within 20 working days; stated in the privacy notice (src/features/legal/privacy-policy.document.ts).',
  },
  {
    id: 'customerService.hours',
    kind: 'promise',
    es: /Te atendemos de \d{1,2}:\d{2} a \d{1,2}:\d{2}/i,
    en: /We are available from \d{1,2}:\d{2} to \d{1,2}:\d{2}/i,
    source:
      'The package configuration\'s customerServiceHours (GET /store/package-config, spec section 7), else spec section 9 ("customer service 9:00 to 18:00").',
  },
  {
    id: 'privacy.noContactsSmsCallLog',
    kind: 'promise',
    es: /No leemos tus contactos, SMS ni registro de llamadas/i,
    en: /We do not read your contacts, SMS or call log/i,
    source:
      'NEVER_COLLECTED (src/domain/config/never-collected.ts): the app never requests or uploads contacts, SMS or the call log, whatever the package configuration switches on; stated in the privacy notice.',
  },
  {
    id: 'collection.noThirdParties',
    kind: 'promise',
    es: /Nunca contactamos a tus contactos ni a terceros para cobrarte/i,
    en: /We never contact your contacts or anyone else to collect from you/i,
    source:
      "The lender's collection policy as the /pop notice states it (spec section 2 notice pages), which CONDUSEF's collection rules require (debt collectors may not expose debtors or contact third parties; ../shared/reference/compliance.md). What the app can back: it never reads the phone's contacts (NEVER_COLLECTED, src/domain/config/never-collected.ts).",
  },
  {
    id: 'payments.noUpfrontPayment',
    kind: 'promise',
    es: /nunca te pedirá un pago por adelantado/i,
    en: /never ask you for an upfront payment/i,
    source:
      'The product flow of spec sections 4 and 7: no call takes a payment before the payout; the only payments are the repayment and the extension fee of a disbursed loan (cashier, /repay).',
  },
  {
    id: 'payments.noPersonalAccounts',
    kind: 'promise',
    es: /nunca te pediremos depósitos a cuentas personales/i,
    en: /we never ask for deposits to personal accounts/i,
    source:
      'Spec section 7 repayment calls: a payment goes only to the reference or CLABE the cashier call returns for the loan (src/features/repay/cashier-page.tsx).',
  },
  {
    id: 'login.codeNeverAsked',
    kind: 'promise',
    es: /nadie de Cuota te lo pedirá/i,
    en: /nobody from Cuota will ask you for it/i,
    source:
      'Spec section 7 login calls: the SMS code is entered only on the login screen; no customer-service flow (feedback, FAQ, spec section 2) asks for it.',
  },
  {
    id: 'cost.representativeCat',
    kind: 'statistic',
    es: /CAT (?:representativo (?:de )?)?\d+(?:\.\d+)?% sin IVA/i,
    en: /(?:representative )?CAT (?:\(total annual cost\) |of )?\d+(?:\.\d+)?% without VAT/i,
    source:
      "Computed, not asserted: the CAT (compliance.md method, src/domain/loan-math.ts) of REPRESENTATIVE_EXAMPLE in src/domain/product-terms.ts (3,000 MXN at the shortest tenure with the maximum published rates); on /borrow/product_details, the CAT of the loan's own cash flows.",
  },
];
