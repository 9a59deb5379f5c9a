import { DateField, formatDayMonthYear } from '../../components/ui/date-field';
import type { DocumentIdentity } from '../../domain/events';
import { useT } from '../../i18n/i18n';
import './application.texts';
import { DocumentSideCard, SIDES } from './id-card-sides';
import './identity.texts';
import { PhotoTips } from './photo-tips';
import { StepFrame } from './step-frame';
import { useDocumentStepModel, type DocumentStepModel } from './use-document-step-model';

/** dd-mm-yyyy of an ISO date, as the forms show dates. */
const showDate = (iso: string) => iso.split('-').reverse().join('-');

/**
 * Step 2 of the application (`/auth/id_card_authentication`): photos of the front and back of the INE,
 * through the native camera or a browser file input; each is checked (20 MB), compressed and uploaded
 * with its own progress bar (id-card-sides.tsx); then the document is read (OCR) and the personal form is
 * prefilled. The INE's validity ("vigencia") is confirmed with the valid-period picker of spec sections 5
 * and 9 (today to 50 years ahead), prefilled with what the OCR read; an expired reading is not offered.
 * "Next" confirms what was read, with the validity (`/store/finish-ocr`). The model is
 * use-document-step-model.ts.
 */
export function IdCardAuthenticationPage() {
  const { t } = useT();
  const model = useDocumentStepModel();
  const { sides, reading } = model;
  return (
    <StepFrame step="idCardAuthentication" title={t('titles.idCardAuthentication')}>
      {model.camera.element}
      <p>{t('identity.document.intro')}</p>
      <PhotoTips
        title={t('identity.document.tipsTitle')}
        tips={(['light', 'glare', 'frame', 'sharp'] as const).map((tip) =>
          t(`identity.document.tips.${tip}`),
        )}
      />
      {SIDES.map((side) => (
        <DocumentSideCard
          key={side}
          side={side}
          view={sides[side].view}
          draft={model.values}
          attempted={model.attempted}
          retake={reading.error?.retake ?? false}
          native={model.native}
          disabled={model.submitting}
          onTake={(file) => sides[side].take(file)}
        />
      ))}
      {reading.isReading ? <p role="status">{t('identity.document.reading')}</p> : null}
      <ReadingFailure model={model} />
      {reading.identity ? <RecognizedCard model={model} identity={reading.identity} /> : null}
      {model.submitError ? (
        <p role="alert" className="error-text">
          {model.submitError}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--block"
        disabled={model.submitting || model.anyBusy}
        onClick={model.submit}
      >
        {t('application.next')}
      </button>
    </StepFrame>
  );
}

/** The reading failed: its message, and either "take the photos again" or a retry of the reading. */
function ReadingFailure({ model }: { model: DocumentStepModel }) {
  const { t } = useT();
  const { error, retry } = model.reading;
  if (!error) return null;
  return (
    <div role="alert" className="card" style={{ borderLeft: '4px solid var(--error)' }}>
      <p style={{ margin: '0 0 0.25rem', fontWeight: 600 }}>{t('identity.document.recognitionFailed')}</p>
      <p className="error-text" style={{ margin: '0 0 0.5rem' }}>
        {error.message}
      </p>
      {error.retake ? (
        <p style={{ margin: 0 }}>{t('identity.document.reupload')}</p>
      ) : (
        <button type="button" className="btn btn--block btn--ghost" onClick={retry}>
          {t('identity.document.retryReading')}
        </button>
      )}
    </div>
  );
}

/** What the reading found (name, CURP, birthday), and the validity to confirm with the picker. */
function RecognizedCard({ model, identity }: { model: DocumentStepModel; identity: DocumentIdentity }) {
  const { t } = useT();
  const { range, validUntil, readExpired, readInRange } = model.validity;
  return (
    <div className="card">
      <h2 style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>{t('identity.document.recognized')}</h2>
      <dl style={{ margin: 0 }}>
        <dt className="notice">{t('identity.document.name')}</dt>
        <dd style={{ margin: '0 0 0.5rem' }}>
          {[identity.firstName, identity.middleName, identity.lastName].filter(Boolean).join(' ')}
        </dd>
        <dt className="notice">{t('identity.document.curp')}</dt>
        <dd style={{ margin: '0 0 0.5rem' }}>{identity.curp}</dd>
        <dt className="notice">{t('identity.document.birthday')}</dt>
        <dd style={{ margin: 0 }}>{showDate(identity.birthday)}</dd>
      </dl>
      <p className="notice">{t('identity.document.recognizedHint')}</p>
      {readExpired ? (
        <p role="alert" className="error-text">
          {t('identity.document.validUntilExpired', { date: formatDayMonthYear(identity.validUntil ?? '') })}
        </p>
      ) : null}
      <DateField
        label={t('identity.document.validUntil')}
        value={validUntil}
        min={range.min}
        max={range.max}
        initial={range.min}
        required
        error={model.attempted && validUntil === '' ? t('identity.document.validUntilRequired') : undefined}
        onChange={model.pickValidity}
      />
      <p className="notice" style={{ marginBottom: 0 }}>
        {t(readInRange ? 'identity.document.validUntilRead' : 'identity.document.validUntilHint')}
      </p>
    </div>
  );
}
