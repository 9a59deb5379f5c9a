/** The product's money rules: loan math, published terms, the quote of a loan, money formatting (decision 0032). */
export { extensionFee, overduePenalty, summarizeLoan, OVERDUE_DAILY_RATE } from '../domain/loan-math';
export { formatMoney, formatWholeMoney } from '../domain/money';
export {
  offerBeyondPublishedTerms,
  withTerms,
  PENALTY_DAILY_RATE,
  REPRESENTATIVE_EXAMPLE,
} from '../domain/product-terms';
export { profileCat, quoteLoan, productLoanTerms } from '../domain/orders/loan-quote';
