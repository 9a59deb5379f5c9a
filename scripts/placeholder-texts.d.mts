/** Texts that must never reach a borrower from the production build (placeholder identity, mock lender, dev notice). */
export const PLACEHOLDER_TEXTS: readonly string[];

/** The placeholder texts found in a piece of code (none: an empty list). */
export function placeholdersIn(code: string): string[];
