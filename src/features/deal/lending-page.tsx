import { useT } from '../../i18n/i18n';
import { DealWaitPage } from './deal-wait';

/**
 * /deal/lending: the approved loan being paid out. Polls the last order: once paid out it opens the
 * repayment detail (status-to-screen helper); a failed payout goes home, which explains it.
 */
export function LendingPage() {
  const { t } = useT();
  return (
    <DealWaitPage status="disbursing" title={t('titles.lending')} cardTitle={t('deal.lendingTitle')}>
      <p>{t('deal.lendingBody')}</p>
    </DealWaitPage>
  );
}
