import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DateField, formatDayMonthYear } from '../../components/ui/date-field';
import { PhotoButton } from '../../components/ui/photo-button';
import type { DocumentIdentity } from '../../domain/events';
import { SCREEN_PATHS, withQuery } from '../../domain/paths';
import { navigateByProgress } from '../../domain/progress';
import { validityRange } from '../../domain/validation/calendar';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { submitStep } from './application.effects';
import './application.texts';
import {
  CAPTURE_CANCELLED,
  documentSubmission,
  recognizeDocument,
  uploadDocumentSide,
} from './identity.effects';
import './identity.texts';
import { previewUrl, releasePreview } from './image-capture';
import { PhotoTips } from './photo-tips';
import { StepFrame } from './step-frame';
import { usePermission } from './use-permission';
import { useStepDraft } from './use-step-draft';

type Side = 'curpFront' | 'curpBack';
const SIDES: readonly Side[] = ['curpFront', 'curpBack'];

/**
 * The uploaded sides, kept in the draft so a reload does not ask for the photos again, and the document's
 * validity the borrower picked ('' until picked: what the OCR read is used then).
 */
const EMPTY = { frontFileId: '', frontUrl: '', backFileId: '', backUrl: '', validUntil: '' };
const KEYS: Record<Side, { fileId: 'frontFileId' | 'backFileId'; url: 'frontUrl' | 'backUrl' }> = {
  curpFront: { fileId: 'frontFileId', url: 'frontUrl' },
  curpBack: { fileId: 'backFileId', url: 'backUrl' },
};

interface SideView {
  busy: 'preparing' | 'uploading' | null;
  percent: number;
  /** Thumbnail of the photo just taken (a blob URL), when the browser can make one. */
  preview: string | null;
  error: string | null;
  /** The backend could not use this photo: ask for it again. */
  reupload: boolean;
}
const IDLE: SideView = { busy: null, percent: 0, preview: null, error: null, reupload: false };

/** Where the reading (OCR) of one pair of uploaded sides stands. */
type Reading =
  | { key: string; status: 'reading' }
  | { key: string; status: 'done'; identity: DocumentIdentity }
  | { key: string; status: 'failed'; message: string; retake: boolean };
const pairKey = (frontFileId: string, backFileId: string) => `${frontFileId}|${backFileId}`;

// Failures where the photos are fine and only the connection failed: retry, do not retake.
const TRANSIENT = new Set(['NETWORK_ERROR', 'TIMEOUT', 'UNKNOWN', 'RESPONSE_SHAPE', 'ABORTED']);

/** dd-mm-yyyy of an ISO date, as the forms show dates. */
const showDate = (iso: string) => iso.split('-').reverse().join('-');

/** Today in the phone's time zone, as an ISO date. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Step 2 of the application (`/auth/id_card_authentication`): photos of the front and back of the INE,
 * through the native camera or a browser file input; each is checked (20 MB), compressed and uploaded
 * with its own progress bar; then the document is read (OCR) and the personal form is prefilled. The
 * INE's validity ("vigencia") is confirmed with the valid-period picker of spec sections 5 and 9 (today to
 * 50 years ahead), prefilled with what the OCR read; an expired reading is not offered. "Next" confirms
 * what was read, with the validity (`/store/finish-ocr`).
 */
export function IdCardAuthenticationPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const store = useStore<EffectDeps>();
  const native = store.deps.isNative();
  const camera = usePermission('camera');
  const { values, update } = useStepDraft('idCardAuthentication', EMPTY);
  const [sides, setSides] = useState<Record<Side, SideView>>({ curpFront: IDLE, curpBack: IDLE });
  const [ocr, setOcr] = useState<Reading | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [today] = useState(localToday);
  const submittingRef = useRef(false);
  const busyRef = useRef<Record<Side, boolean>>({ curpFront: false, curpBack: false });
  // The pair of uploads last sent to OCR, so a re-render never sends the same pair again.
  const started = useRef<string | null>(null);
  const previews = useRef<Record<Side, string | null>>({ curpFront: null, curpBack: null });

  useEffect(() => {
    const made = previews.current;
    return () => SIDES.forEach((side) => releasePreview(made[side]));
  }, []);

  const setSide = useCallback((side: Side, patch: Partial<SideView>) => {
    setSides((all) => ({ ...all, [side]: { ...all[side], ...patch } }));
  }, []);

  const read = useCallback(
    async (frontFileId: string, backFileId: string) => {
      const key = pairKey(frontFileId, backFileId);
      started.current = key;
      const events = await store.run(recognizeDocument, { frontFileId, backFileId });
      const last = events.at(-1);
      if (last?.type === 'identity/documentRecognized')
        setOcr({ key, status: 'done', identity: last.identity });
      else if (last?.type === 'identity/documentRecognitionFailed')
        setOcr({ key, status: 'failed', message: last.message, retake: !TRANSIENT.has(last.errorCode) });
    },
    [store],
  );

  // Both sides are up (now, or restored from the draft after a reload): read them.
  useEffect(() => {
    const { frontFileId, backFileId } = values;
    if (frontFileId && backFileId && started.current !== pairKey(frontFileId, backFileId))
      void read(frontFileId, backFileId);
  }, [values, read]);

  const currentKey =
    values.frontFileId && values.backFileId ? pairKey(values.frontFileId, values.backFileId) : null;
  // A result about another pair of photos (one side was replaced since) does not count.
  const ocrNow = ocr !== null && ocr.key === currentKey ? ocr : null;
  const reading = currentKey !== null && (ocrNow === null || ocrNow.status === 'reading');
  const identity = ocrNow?.status === 'done' ? ocrNow.identity : null;
  const ocrError = ocrNow?.status === 'failed' ? ocrNow : null;

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

  function readAgain() {
    if (!currentKey) return;
    setOcr({ key: currentKey, status: 'reading' });
    void read(values.frontFileId, values.backFileId);
  }

  async function take(side: Side, file?: File) {
    if (busyRef.current[side]) return;
    busyRef.current[side] = true;
    try {
      if (!file && !(await camera.ensure())) return;
      setSide(side, { busy: 'preparing', percent: 0, error: null });
      const events = await store.run(uploadDocumentSide, {
        image: side,
        ...(file ? { file } : {}),
        onPrepared: (prepared) => {
          releasePreview(previews.current[side]);
          const url = previewUrl(prepared);
          previews.current[side] = url;
          setSide(side, { busy: 'uploading', preview: url });
        },
        onProgress: (ratio) => setSide(side, { percent: Math.round(ratio * 100) }),
      });
      const last = events.at(-1);
      const keys = KEYS[side];
      switch (last?.type) {
        case 'identity/imageUploaded':
          setSide(side, { busy: null, percent: 100, error: null, reupload: false });
          // A new photo is a new reading: a validity picked for the old one does not carry over.
          update({ [keys.fileId]: last.fileId, [keys.url]: last.url, validUntil: '' });
          break;
        case 'identity/imageRejected':
          setSide(side, { busy: null, error: t(`identity.rejected.${last.reason}`) });
          break;
        case 'identity/captureFailed':
          setSide(side, { busy: null, error: last.errorCode === CAPTURE_CANCELLED ? null : last.message });
          break;
        case 'identity/imageUploadFailed':
          // The photo shown did not go up: this side is pending again.
          setSide(side, { busy: null, error: last.message, reupload: !TRANSIENT.has(last.errorCode) });
          update({ [keys.fileId]: '', [keys.url]: '' });
          break;
        default:
          setSide(side, { busy: null });
      }
    } finally {
      busyRef.current[side] = false;
    }
  }

  async function submit() {
    if (submittingRef.current) return;
    setAttempted(true);
    setSubmitError(null);
    if (!values.frontFileId || !values.backFileId) {
      setSubmitError(t('application.fixErrors'));
      return;
    }
    if (!identity || SIDES.some((side) => sides[side].busy !== null)) {
      if (reading) setSubmitError(t('identity.document.wait'));
      return;
    }
    if (validUntil === '') {
      setSubmitError(t('application.fixErrors'));
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    try {
      const events = await store.run(submitStep, documentSubmission({ ...identity, validUntil }));
      const last = events.at(-1);
      if (last?.type === 'application/stepCompleted') {
        navigateByProgress(
          last.progress,
          {},
          (screen, query) => void navigate(withQuery(SCREEN_PATHS[screen], query)),
        );
      } else if (last?.type === 'application/stepFailed') {
        setSubmitError(last.message);
      }
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }

  const anyBusy = SIDES.some((side) => sides[side].busy !== null);

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

      {SIDES.map((side) => {
        const view = sides[side];
        const keys = KEYS[side];
        const done = values[keys.fileId] !== '' && view.busy === null;
        const thumbnail = view.preview ?? (values[keys.url] || null);
        const missing = attempted && !values[keys.fileId] && view.busy === null && !view.error;
        const label = (key: string) => t(`identity.document.sides.${side}.${key}`);
        return (
          <section key={side} className="card" aria-labelledby={`${side}-title`}>
            <h2
              id={`${side}-title`}
              style={{
                fontSize: '1.05rem',
                margin: '0 0 0.25rem',
                display: 'flex',
                flexWrap: 'wrap',
                gap: '0 0.5rem',
                justifyContent: 'space-between',
              }}
            >
              <span>{label('title')}</span>
              <span
                className={done ? undefined : 'notice'}
                style={done ? { color: 'var(--brand-dark)' } : undefined}
              >
                {done ? `✓ ${t('identity.document.done')}` : t('identity.document.pending')}
              </span>
            </h2>
            <p className="notice" style={{ marginTop: 0 }}>
              {label('hint')}
            </p>
            {thumbnail ? (
              <img
                src={thumbnail}
                alt={label('preview')}
                style={{
                  display: 'block',
                  width: '100%',
                  maxHeight: '12rem',
                  objectFit: 'contain',
                  borderRadius: '0.5rem',
                  background: '#f3f4f6',
                  marginBottom: '0.75rem',
                }}
              />
            ) : null}
            {view.busy === 'preparing' ? <p role="status">{t('identity.document.preparing')}</p> : null}
            {view.busy === 'uploading' ? (
              <p style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
                <progress
                  max={100}
                  value={view.percent}
                  aria-label={label('uploading')}
                  style={{ flex: 1 }}
                />
                <span aria-hidden="true">{t('identity.uploadPercent', { percent: view.percent })}</span>
              </p>
            ) : null}
            {view.error ? (
              <p role="alert" className="error-text">
                {view.error} {view.reupload ? t('identity.document.reuploadSide') : null}
              </p>
            ) : null}
            {missing ? (
              <p role="alert" className="error-text">
                {label('missing')}
              </p>
            ) : null}
            <PhotoButton
              label={
                values[keys.fileId] || view.error || (ocrError?.retake ?? false)
                  ? label('retake')
                  : label('take')
              }
              native={native}
              facing="environment"
              ghost={done && !(ocrError?.retake ?? false)}
              disabled={view.busy !== null || submitting}
              onFile={(file) => void take(side, file)}
              onCapture={() => void take(side)}
            />
          </section>
        );
      })}

      {reading ? <p role="status">{t('identity.document.reading')}</p> : null}
      {ocrError ? (
        <div role="alert" className="card" style={{ borderLeft: '4px solid var(--error)' }}>
          <p style={{ margin: '0 0 0.25rem', fontWeight: 600 }}>{t('identity.document.recognitionFailed')}</p>
          <p className="error-text" style={{ margin: '0 0 0.5rem' }}>
            {ocrError.message}
          </p>
          {ocrError.retake ? (
            <p style={{ margin: 0 }}>{t('identity.document.reupload')}</p>
          ) : (
            <button type="button" className="btn btn--block btn--ghost" onClick={readAgain}>
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
      <button
        type="button"
        className="btn btn--block"
        disabled={submitting || anyBusy}
        onClick={() => void submit()}
      >
        {t('application.next')}
      </button>
    </StepFrame>
  );
}
