/**
 * The lender's registered identity (legal name, address, registration) as texts show it. It comes only
 * from the package configuration (`lender`, spec section 7 GET /store/package-config): the app carries no
 * built-in name or address, so nothing provisional can reach a borrower. When the configuration gives
 * none, a text that names the lender shows its `withoutLender` wording (which points to the contract), or
 * nothing.
 */

/** The lender of the package configuration. */
export interface LenderIdentity {
  /** Denominación social, e.g. '... S.A. de C.V., SOFOM, E.N.R.'. */
  legalName: string;
  /** Domicilio: street, number, colonia, alcaldía or municipio, C.P., city. */
  address: string;
  /** Its registration as legal gives it (e.g. the SIPRES folio), shown as is. */
  registry?: string;
}

/** A text that names the lender, and the wording without it (absent: the text is left out). */
export interface LenderText {
  withLender: string;
  withoutLender?: string;
}

/** A paragraph of a screen that may name the lender. */
export type MaybeLenderText = string | LenderText;

/** The placeholders of the lender's identity. */
const LENDER_PLACEHOLDER = /{{\s*(lender|lenderAddress|lenderRegistry)\s*}}/;

/** True when a template names the lender (`{{lender}}`, `{{lenderAddress}}`, `{{lenderRegistry}}`). */
export function namesLender(template: string): boolean {
  return LENDER_PLACEHOLDER.test(template);
}

/** A usable identity: name and address both present (trimmed); anything less counts as none. */
export function lenderOrNull(lender: Partial<LenderIdentity> | null | undefined): LenderIdentity | null {
  const legalName = lender?.legalName?.trim() ?? '';
  const address = lender?.address?.trim() ?? '';
  if (!legalName || !address) return null;
  const registry = lender?.registry?.trim();
  return registry ? { legalName, address, registry } : { legalName, address };
}

/** The template values of the lender's identity (none without one). */
export function lenderValues(lender: LenderIdentity | null): Record<string, string> {
  if (!lender) return {};
  return {
    lender: lender.legalName,
    lenderAddress: lender.address,
    ...(lender.registry ? { lenderRegistry: lender.registry } : {}),
  };
}

/**
 * The template to show for a text, given the lender in force: the text as written when it does not name
 * the lender or the lender is known (and, for `{{lenderRegistry}}`, has a registry); else its wording
 * without the lender, or null (leave it out). Never a template whose lender placeholders stay unfilled.
 */
export function lenderTemplate(text: MaybeLenderText, lender: LenderIdentity | null): string | null {
  const template = typeof text === 'string' ? text : text.withLender;
  const fallback = typeof text === 'string' ? null : (text.withoutLender ?? null);
  if (!namesLender(template)) return template;
  const known = lender !== null && (!/{{\s*lenderRegistry\s*}}/.test(template) || !!lender.registry);
  if (known) return template;
  return fallback !== null && !namesLender(fallback) ? fallback : null;
}
