import { useT } from '../../i18n/i18n';
import { BottomSheet } from '../../components/ui/bottom-sheet';
import type { RetentionVariant } from './application.texts';

/**
 * The retention popup of spec section 2, shown when the borrower tries to leave a step. It shows no
 * statistic and promises nothing the app cannot back (decision 0049): the spec's 90% approval rate has no
 * source, and a quota increase is only possible (the quota policy, declared in src/domain/claim-sources.ts).
 * The text is kept in application.texts.ts, and the shown variant is recorded by the `data-claim` attribute.
 */
export function RetentionPopup({
  open,
  variant,
  onStay,
  onLeave,
}: {
  open: boolean;
  variant: RetentionVariant;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useT();
  return (
    <BottomSheet
      open={open}
      title={t('application.retention.title')}
      onClose={onStay}
      closeLabel={t('app.close')}
      footer={
        <>
          <button type="button" className="btn btn--block" onClick={onStay}>
            {t('application.retention.stay')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--block"
            style={{ marginTop: '0.5rem' }}
            onClick={onLeave}
          >
            {t('application.retention.leave')}
          </button>
        </>
      }
    >
      <p data-claim={`retention.${variant}`}>{t(`application.retention.variants.${variant}`)}</p>
    </BottomSheet>
  );
}
