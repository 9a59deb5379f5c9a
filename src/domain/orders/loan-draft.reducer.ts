import type { Draft } from 'immer';
import type { DomainEvent, LoanOrderProfileData, LoanProduct, QuotaGrant } from '../events';

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
}

/** A fresh slice: nothing offered, no draft. */
export function initialLoanDraftState(): LoanDraftState {
  return { products: null, profile: null };
}

/** Folds one event into the slice; ignores unrelated events. */
export function loanDraftReducer(draft: Draft<LoanDraftState>, event: DomainEvent): void {
  switch (event.type) {
    case 'borrow/offerLoaded':
      draft.products = event.products.map((p) => ({ ...p, terms: [...p.terms] }));
      draft.quotaHistory = event.quotaHistory.map((g) => ({ ...g }));
      return;
    case 'order/profileLoaded':
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
      delete draft.quotaHistory;
      return;
    default:
      return;
  }
}

/** The stored quote of a draft (its profile and the product it was drafted with), or null. */
export function selectDraftQuote(
  state: { loanDraft: LoanDraftState },
  loanOrderId: string,
  productId: string,
): { product: LoanProduct; profile: LoanOrderProfileData } | null {
  const { products, profile } = state.loanDraft;
  if (profile === null || profile.loanOrderId !== loanOrderId) return null;
  const product = products?.find((p) => p.productId === productId);
  return product ? { product, profile } : null;
}
