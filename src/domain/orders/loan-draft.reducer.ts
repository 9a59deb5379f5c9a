import type { Draft } from 'immer';
import type { DomainEvent, LoanOrderProfileData, LoanProduct, QuotaGrant } from '../events';
import type { DraftChoice } from './loan-quote';

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
      // Another order's profile (the records screen's detail: orders.profiles keeps it) leaves the draft's.
      if (draft.choice !== undefined && draft.choice.loanOrderId !== event.profile.loanOrderId) return;
      draft.profile = { ...event.profile };
      return;
    case 'order/created':
      // The draft was submitted: it is an order now, no longer a quote to confirm.
      draft.profile = null;
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
