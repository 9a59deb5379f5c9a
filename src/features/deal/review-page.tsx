import { useT } from '../../i18n/i18n';
import { DealWaitPage } from './deal-wait';

/**
 * /deal/review: the loan under review (reviewed within 24 hours). Polls the last order and moves on with
 * it: payout -> deal/lending, rejection -> deal/reject, anything else -> its screen or home.
 */
export function ReviewPage() {
  const { t } = useT();
  return (
    <DealWaitPage status="assessing" title={t('titles.review')} cardTitle={t('deal.reviewTitle')}>
      <p>{t('deal.reviewBody')}</p>
      <p className="notice">{t('deal.reviewNoCancel')}</p>
    </DealWaitPage>
  );
}
