import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';

/** A load that failed: what went wrong (and a heading when the screen has one), and a retry. */
export function RetryCard({
  title,
  message,
  onRetry,
}: {
  title?: string;
  message: ReactNode;
  onRetry: () => void;
}) {
  const { t } = useT();
  return (
    <div className="card" role="alert">
      {title ? <h2 className="uc-section-title">{title}</h2> : null}
      <p className="error-text">{message}</p>
      <button type="button" className="btn btn--block" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
