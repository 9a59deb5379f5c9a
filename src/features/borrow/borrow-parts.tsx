import { Link } from 'react-router-dom';
import type { DomainEvent, LoanProduct, QuotaGrant } from '../../domain/events';
import { PATHS } from '../../domain/paths';
import { t as translate, useT } from '../../i18n/i18n';
import type { LoadState } from '../../store/use-load';
import './borrow.texts';

/** What may be borrowed, as the last offer said. */
export interface Offer {
  products: LoanProduct[];
  availableAmount: number | null;
  quotaHistory: QuotaGrant[];
}

/** The offer a load emitted, or its failure. */
export function pickOffer(events: DomainEvent[]): LoadState<Offer> {
  for (const e of events) {
    if (e.type === 'borrow/offerLoaded')
      return {
        status: 'loaded',
        data: { products: e.products, availableAmount: e.availableAmount, quotaHistory: e.quotaHistory },
      };
    if (e.type === 'borrow/offerFailed')
      return { status: 'failed', errorCode: e.errorCode, message: e.message };
  }
  return { status: 'failed', errorCode: 'UNKNOWN', message: translate('errors.unknown') };
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
