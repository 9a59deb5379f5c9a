// Texts that must never reach a borrower from the production build: the provisional lender identity the
// app once carried, the mock world's fictitious lender (it comes from the package configuration, never
// from the app), and the development-only notice that says the configuration gives no lender.
// Checked against the production bundle by size-budget.mjs and against the production sources by
// tests/unit/placeholder-texts.test.ts.

/** @type {readonly string[]} */
export const PLACEHOLDER_TEXTS = [
  // The former built-in placeholder identity (src/domain/product-terms.ts).
  'Cuota Créditos Digitales',
  'Insurgentes Sur 1602',
  // The mock world's lender (src/mocks/world/world-config.ts, MOCK_LENDER).
  'Soluciones de Crédito Ameyalli',
  'Calle Río Lerma 232',
  // The mock world's contract registration (MOCK_CONTRACT_REGISTRY): the real RECA comes from the configuration.
  '15284-439-041276/01-02331-0626',
  // The development notice (src/components/ui/lender-missing-notice.tsx).
  'Solo en desarrollo: la configuración del paquete',
  'Development only: the package configuration',
];

/** The placeholder texts found in a piece of code (none: an empty list). */
export function placeholdersIn(code) {
  return PLACEHOLDER_TEXTS.filter((text) => code.includes(text));
}
