import type { Draft } from 'immer';
import type { DomainEvent, LoanOrderProfileData, LoanProduct, QuotaGrant } from '../events';
import { draftQuote, type DraftChoice, type DraftQuote } from './loan-quote';

/**
 * The quote of the borrower's latest draft loan order, as the backend last stated it: the products on
 * offer (borrow/offerLoaded) and the draft's profile (order/profileLoaded). It lets the confirmation
 * screen show the cost the borrower already saw at once after a reload, while it asks the backend again.
 */
export interface LoanDraftState {
  /** The products last offered, or null before any offer. */
  products: LoanProduct[] | null;
  /** The backend's profile of the latest draft whose profile loaded, or null (none yet, or it was submitted). A
   * reader matches its `loanOrderId` against the draft it shows. */
  profile: LoanOrderProfileData | null;
  /**
   * The quota's grants that came with the last offer (the home screen shows the latest growth); absent until
   * an offer came, so states and logs of earlier builds stay as they were.
   */
  quotaHistory?: QuotaGrant[];
  /** The quota available with the last offer (null: none granted); absent until an offer came (issue 32). */
  availableAmount?: number | null;
  /** The loan chosen for the latest draft (order/drafted); absent until one was drafted (issue 32). */
  choice?: DraftChoice;
  /**
   * The quote of that draft, computed once when its profile arrived (decision 0057); absent before, once
   * submitted, or when its product is no longer offered.
   */
  quote?: DraftQuote;
}

/** A fresh slice: nothing offered, no draft. */
export function initialLoanDraftState(): LoanDraftState {
  return { products: null, profile: null };
}

/** Removes what a session added beyond the initial slice (the fields later builds added are optional). */
export function clearLoanDraftExtras(draft: Draft<LoanDraftState>): void {
  delete draft.quotaHistory;
  delete draft.availableAmount;
  delete draft.choice;
  delete draft.quote;
}

/** The profile of the chosen draft: its quote, computed once here (another order's profile leaves it). */
function foldQuote(draft: Draft<LoanDraftState>, profile: LoanOrderProfileData): void {
  const choice = draft.choice;
  if (choice === undefined || choice.loanOrderId !== profile.loanOrderId) return;
  const product = draft.products?.find((p) => p.productId === choice.productId);
  if (product === undefined) delete draft.quote;
  else draft.quote = draftQuote({ ...choice }, { ...product, terms: [...product.terms] }, profile);
}

/** Folds one event into the slice; ignores unrelated events. */
export function loanDraftReducer(draft: Draft<LoanDraftState>, event: DomainEvent): void {
  switch (event.type) {
    case 'borrow/offerLoaded':
      draft.products = event.products.map((p) => ({ ...p, terms: [...p.terms] }));
      draft.quotaHistory = event.quotaHistory.map((g) => ({ ...g }));
      draft.availableAmount = event.availableAmount;
      return;
    case 'order/drafted': {
      const { loanOrderId, productId, amount, days } = event;
      draft.choice = { loanOrderId, productId, amount, days };
      return;
    }
    case 'order/profileLoaded':
      draft.profile = { ...event.profile };
      foldQuote(draft, event.profile);
      return;
    case 'order/created':
      // The draft was submitted: it is an order now, no longer a quote to confirm.
      draft.profile = null;
      delete draft.quote;
      return;
    case 'session/loggedOut':
    case 'session/expired':
      draft.products = null;
      draft.profile = null;
      clearLoanDraftExtras(draft);
      return;
    default:
      return;
  }
}

/** What the to-borrow screen offers, as the last offer said; null before any offer. */
export function selectOffer(state: { loanDraft: LoanDraftState }): {
  products: LoanProduct[];
  availableAmount: number | null;
  quotaHistory: QuotaGrant[];
} | null {
  const { products, availableAmount, quotaHistory } = state.loanDraft;
  if (products === null) return null;
  return { products, availableAmount: availableAmount ?? null, quotaHistory: quotaHistory ?? [] };
}

/** The stored quote of a draft drafted with that product, or null. */
export function selectDraftQuote(
  state: { loanDraft: LoanDraftState },
  loanOrderId: string,
  productId: string,
): DraftQuote | null {
  const quote = state.loanDraft.quote;
  return quote !== undefined && quote.loanOrderId === loanOrderId && quote.productId === productId
    ? quote
    : null;
}
