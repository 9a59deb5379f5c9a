import { Link } from 'react-router-dom';
import type { LoanProduct, QuotaGrant } from '../../domain/events';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import './borrow.texts';

/** What may be borrowed, as the last offer said (`loanDraft`, selectOffer). */
export interface Offer {
  products: LoanProduct[];
  availableAmount: number | null;
  quotaHistory: QuotaGrant[];
}

/** The loading line of a borrowing screen. */
export function Loading() {
  const { t } = useT();
  return (
    <p className="notice" role="status">
      {t('borrow.loading')}
    </p>
  );
}

/** A failed load: why, and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="card" role="alert">
      <p className="error-text">{message}</p>
      <button type="button" className="btn btn--ghost" onClick={onRetry}>
        {t('borrow.retry')}
      </button>
    </div>
  );
}

/** No draft to show (the link lacks it, or its product is no longer offered): choose again. */
export function MissingOrder() {
  const { t } = useT();
  return (
    <div className="card" role="alert">
      <p>{t('borrow.missingOrder')}</p>
      <Link className="btn btn--block" to={PATHS.toBorrow}>
        {t('borrow.chooseAgain')}
      </Link>
    </div>
  );
}
