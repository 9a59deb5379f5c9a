import { useState } from 'react';
import { DateField, formatDayMonthYear } from '../../components/ui/date-field';
import type { DocumentIdentity, DomainEvent } from '../../domain/events';
import { validityRange } from '../../domain/validation/calendar';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { useLoad, type LoadState } from '../../store/use-load';
import { useSecureScreen } from '../../store/use-secure-screen';
import './application.texts';
import { localToday } from './field-checks';
import { DocumentSideCard, EMPTY_DOCUMENT, SIDES, TRANSIENT, useSideUpload } from './id-card-sides';
import { recognizeDocument } from './identity.effects';
import './identity.texts';
import { PhotoTips } from './photo-tips';
import { StepFrame } from './step-frame';
import { usePermission } from './use-permission';
import { useStepDraft } from './use-step-draft';
import { useStepSave } from './use-step-save';

/** dd-mm-yyyy of an ISO date, as the forms show dates. */
const showDate = (iso: string) => iso.split('-').reverse().join('-');

/** What the reading (OCR) of the uploaded pair came to. */
function pickReading(events: DomainEvent[]): LoadState<DocumentIdentity> {
  for (const e of events) {
    if (e.type === 'identity/documentRecognized') return { status: 'loaded', data: e.identity };
    if (e.type === 'identity/documentRecognitionFailed')
      return { status: 'failed', errorCode: e.errorCode, message: e.message };
  }
  return { status: 'loading' };
}

/**
 * Step 2 of the application (`/auth/id_card_authentication`): photos of the front and back of the INE,
 * through the native camera or a browser file input; each is checked (20 MB), compressed and uploaded
 * with its own progress bar (id-card-sides.tsx); then the document is read (OCR) and the personal form is
 * prefilled. The INE's validity ("vigencia") is confirmed with the valid-period picker of spec sections 5
 * and 9 (today to 50 years ahead), prefilled with what the OCR read; an expired reading is not offered.
 * "Next" confirms what was read, with the validity (`/store/finish-ocr`).
 */
export function IdCardAuthenticationPage() {
  const { t } = useT();
  // The INE's photos and numbers: no screenshot, no recent-apps preview (issue 30).
  useSecureScreen();
  const store = useStore<EffectDeps>();
  const native = store.deps.isNative();
  const camera = usePermission('camera');
  const { values, update, flush } = useStepDraft('idCardAuthentication', EMPTY_DOCUMENT);
  const front = useSideUpload('curpFront', update, camera.ensure);
  const back = useSideUpload('curpBack', update, camera.ensure);
  const sides = { curpFront: front, curpBack: back };
  const [attempted, setAttempted] = useState(false);
  const [notReady, setNotReady] = useState<string | null>(null);
  const { save, pending: submitting, failure } = useStepSave('idCardAuthentication', flush);
  const [today] = useState(localToday);

  // Both sides are up (now, or restored from the draft after a reload): read them; a new pair reads again.
  const { frontFileId, backFileId } = values;
  const currentKey = frontFileId && backFileId ? `${frontFileId}|${backFileId}` : null;
  const reading = useLoad(
    recognizeDocument,
    { frontFileId, backFileId },
    {
      key: currentKey ?? '',
      pick: pickReading,
      enabled: currentKey !== null,
    },
  );
  // A result about another pair of photos (one side was replaced since) does not count.
  const ocrNow = currentKey !== null && !reading.pending ? reading.state : null;
  const identity = ocrNow?.status === 'loaded' ? ocrNow.data : null;
  const ocrError =
    ocrNow?.status === 'failed'
      ? { message: ocrNow.message, retake: !TRANSIENT.has(ocrNow.errorCode) }
      : null;
  const isReading = currentKey !== null && (reading.pending || ocrNow?.status === 'loading');

  // The validity: the borrower's pick, else what the OCR read when the picker offers it (today to 50 years
  // ahead). A reading in the past is an expired document: shown, never prefilled.
  const validity = validityRange(today);
  const inValidity = (iso: string | undefined): iso is string =>
    iso !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(iso) && iso >= validity.min && iso <= validity.max;
  const readValidUntil = identity?.validUntil;
  const readExpired =
    readValidUntil !== undefined &&
    /^\d{4}-\d{2}-\d{2}$/.test(readValidUntil) &&
    readValidUntil < validity.min;
  const validUntil = inValidity(values.validUntil)
    ? values.validUntil
    : inValidity(readValidUntil)
      ? readValidUntil
      : '';
  const anyBusy = SIDES.some((side) => sides[side].view.busy !== null);

  function submit() {
    setAttempted(true);
    const problem =
      !frontFileId || !backFileId
        ? 'application.fixErrors'
        : !identity || anyBusy
          ? isReading
            ? 'identity.document.wait'
            : null
          : validUntil === ''
            ? 'application.fixErrors'
            : null;
    setNotReady(problem === null ? null : t(problem));
    if (frontFileId && backFileId && identity && !anyBusy && validUntil !== '')
      save({ ...identity, validUntil });
  }
  const submitError = notReady ?? failure?.message ?? null;

  return (
    <StepFrame step="idCardAuthentication" title={t('titles.idCardAuthentication')}>
      {camera.element}
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
          draft={values}
          attempted={attempted}
          retake={ocrError?.retake ?? false}
          native={native}
          disabled={submitting}
          onTake={(file) => sides[side].take(file)}
        />
      ))}

      {isReading ? <p role="status">{t('identity.document.reading')}</p> : null}
      {ocrError ? (
        <div role="alert" className="card" style={{ borderLeft: '4px solid var(--error)' }}>
          <p style={{ margin: '0 0 0.25rem', fontWeight: 600 }}>{t('identity.document.recognitionFailed')}</p>
          <p className="error-text" style={{ margin: '0 0 0.5rem' }}>
            {ocrError.message}
          </p>
          {ocrError.retake ? (
            <p style={{ margin: 0 }}>{t('identity.document.reupload')}</p>
          ) : (
            <button type="button" className="btn btn--block btn--ghost" onClick={() => reading.reload()}>
              {t('identity.document.retryReading')}
            </button>
          )}
        </div>
      ) : null}
      {identity ? (
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
              {t('identity.document.validUntilExpired', { date: formatDayMonthYear(readValidUntil ?? '') })}
            </p>
          ) : null}
          <DateField
            label={t('identity.document.validUntil')}
            value={validUntil}
            min={validity.min}
            max={validity.max}
            initial={validity.min}
            required
            error={attempted && validUntil === '' ? t('identity.document.validUntilRequired') : undefined}
            onChange={(iso) => update({ validUntil: iso })}
          />
          <p className="notice" style={{ marginBottom: 0 }}>
            {t(
              inValidity(readValidUntil)
                ? 'identity.document.validUntilRead'
                : 'identity.document.validUntilHint',
            )}
          </p>
        </div>
      ) : null}

      {submitError ? (
        <p role="alert" className="error-text">
          {submitError}
        </p>
      ) : null}
      <button type="button" className="btn btn--block" disabled={submitting || anyBusy} onClick={submit}>
        {t('application.next')}
      </button>
    </StepFrame>
  );
}
