import type { LoanDraftState } from './loan-draft.reducer';
import { draftQuote, type DraftChoice, type DraftQuote } from './loan-quote';
import type { LoanOrderProfileData, LoanProduct } from '../events';

/** The quote last computed for a draft's profile, with the choice and product it was computed from. */
const computed = new WeakMap<
  LoanOrderProfileData,
  { choice: DraftChoice; product: LoanProduct; quote: DraftQuote }
>();

/**
 * The quote of the latest draft, from what the loan-draft slice folded (its choice, the products on offer and
 * the draft's profile), or null: another draft or product, no draft, no offer, no profile, or submitted. It is
 * computed once per profile, choice and product (the state's objects are immutable: a new one is a new fact),
 * and lives outside the state: the loan maths stays out of the app start, which every route loads, and out of
 * the stored snapshot (decision 0057). The confirmation screen shows it; the borrow effect records its
 * mismatches (order/quoteMismatch) from it.
 */
export function selectDraftQuote(
  state: { loanDraft: LoanDraftState },
  loanOrderId: string,
  productId: string,
): DraftQuote | null {
  const { choice, products, profile } = state.loanDraft;
  if (choice === undefined || profile === null) return null;
  if (choice.loanOrderId !== loanOrderId || choice.productId !== productId) return null;
  if (profile.loanOrderId !== choice.loanOrderId) return null;
  const product = products?.find((p) => p.productId === choice.productId);
  if (product === undefined) return null;
  const kept = computed.get(profile);
  if (kept && kept.choice === choice && kept.product === product) return kept.quote;
  const quote = draftQuote(choice, product, profile);
  computed.set(profile, { choice, product, quote });
  return quote;
}
