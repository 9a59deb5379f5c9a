import { useEffect, useRef, useState } from 'react';
import { PhotoButton } from '../../components/ui/photo-button';
import type { DomainEvent, IdentityImage } from '../../domain/events';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { useLoad, type LoadState } from '../../store/use-load';
import { lastEvent, useIntent } from '../../store/use-intent';
import { useSecureScreen } from '../../store/use-secure-screen';
import './application.texts';
import { photoProblem } from './id-card-sides';
import { checkLiveness, checkUploads, prepareSelfie, type CapturePayload } from './identity.effects';
import './identity.texts';
import { previewUrl, releasePreview } from './image-capture';
import { PhotoTips } from './photo-tips';
import { StepFrame } from './step-frame';
import { useFeatureMode } from './use-feature-mode';
import { usePermission } from './use-permission';
import { useStepSave } from './use-step-save';

/** The identity images the backend still lacks, as `/store/has-all-uploaded` answered. */
function pickMissing(events: DomainEvent[]): LoadState<IdentityImage[]> {
  for (const e of events) {
    if (e.type === 'identity/uploadsChecked') return { status: 'loaded', data: e.missing };
    if (e.type === 'identity/uploadsCheckFailed')
      return { status: 'failed', errorCode: e.errorCode, message: e.message };
  }
  return { status: 'loading' };
}

interface FaceView {
  busy: 'preparing' | 'checking' | null;
  percent: number;
  preview: string | null;
  error: string | null;
}

/**
 * Step 3 of the application (`/auth/id_card_facial`): a selfie through the native camera or a browser
 * file input (front camera), checked for liveness right away when the package has liveness on
 * (`featureMode.live` 1; a failure asks for another one); "Next" saves the face
 * (`/store/v2/face-image-save`, which refuses a face that does not match the document; with liveness off
 * it carries no livenessId) and closes the image uploads (`/user/finishUploadAllImg`). A selfie saved on an
 * earlier visit whose uploads were not closed (`/store/has-all-uploaded` says nothing is missing) is not
 * asked for again: "Next" only closes the uploads (decision 0040).
 */
export function IdCardFacialPage() {
  const { t } = useT();
  // The borrower's face: no screenshot, no recent-apps preview (issue 30).
  useSecureScreen();
  const store = useStore<EffectDeps>();
  const native = store.deps.isNative();
  const camera = usePermission('camera');
  const { live } = useFeatureMode();
  const [view, setView] = useState<FaceView>({ busy: null, percent: 0, preview: null, error: null });
  // The selfie that passed the liveness check (or, with liveness off, the one taken); the face save sends
  // the very same image.
  const [passed, setPassed] = useState<{ file: Blob; livenessId?: string } | null>(null);
  const [attempted, setAttempted] = useState(false);
  const { save, pending: submitting, failure } = useStepSave('idCardFacial');
  // Every image already in (the face saved, the uploads not closed): no new selfie is needed.
  const uploads = useLoad(checkUploads, undefined, { key: 'uploads', pick: pickMissing });
  const allUploaded = uploads.state.status === 'loaded' && uploads.state.data.length === 0;
  // The save's failure shows from a tap on "Next" until a new selfie is taken.
  const [showFailure, setShowFailure] = useState(false);
  const preview = useRef<string | null>(null);
  // The image the running capture prepared (sent for the liveness check, or ready to save).
  const sent = useRef<Blob | null>(null);

  useEffect(() => () => releasePreview(preview.current), []);

  const patch = (next: Partial<FaceView>) => setView((v) => ({ ...v, ...next }));

  const capture = useIntent<Omit<CapturePayload, 'image'>, ReturnType<typeof lastEvent>, EffectDeps>(
    live === 1 ? checkLiveness : prepareSelfie,
    lastEvent,
    (last) => {
      const problem = photoProblem(last, t);
      if (problem) return patch({ busy: null, error: problem.error });
      switch (last?.type) {
        case 'identity/livenessChecked':
          if (last.passed && sent.current) {
            setPassed({ file: sent.current, livenessId: last.livenessId });
            patch({ busy: null, error: null });
          } else {
            patch({ busy: null, error: t('identity.face.failed') });
          }
          break;
        case 'identity/livenessFailed':
          patch({ busy: null, error: last.message || t('identity.face.failed') });
          break;
        default:
          // Liveness off: nothing went wrong, so the selfie is ready to be saved as it is.
          if (live === 0 && last === null && sent.current) {
            setPassed({ file: sent.current });
            patch({ busy: null, error: null });
          } else {
            patch({ busy: null });
          }
      }
    },
  );

  const take = (file?: File) =>
    capture.run({
      ...(file ? { file } : { allowed: camera.ensure }),
      onStart: () => {
        sent.current = null;
        setShowFailure(false);
        patch({ busy: 'preparing', percent: 0, error: null });
      },
      onPrepared: (image) => {
        sent.current = image;
        releasePreview(preview.current);
        preview.current = previewUrl(image);
        setPassed(null);
        patch({ busy: live === 1 ? 'checking' : 'preparing', preview: preview.current });
      },
      onProgress: (ratio) => patch({ percent: Math.round(ratio * 100) }),
    });

  // The saved selfie counts until the borrower takes another one.
  const savedBefore = allUploaded && view.preview === null;

  function submit() {
    setAttempted(true);
    setShowFailure(true);
    if (passed) save(passed);
    else if (savedBefore) save(null);
  }
  const submitError = showFailure ? (failure?.message ?? null) : null;

  const missing = attempted && !passed && !savedBefore && view.busy === null && !view.error;

  return (
    <StepFrame step="idCardFacial" title={t('titles.idCardFacial')}>
      {camera.element}
      <p>{t('identity.face.intro')}</p>
      <PhotoTips
        title={t('identity.face.tipsTitle')}
        tips={(['light', 'clear', 'frame'] as const).map((tip) => t(`identity.face.tips.${tip}`))}
      />

      <section className="card" aria-label={t('identity.face.preview')}>
        {view.preview ? (
          <img
            src={view.preview}
            alt={t('identity.face.preview')}
            style={{
              display: 'block',
              width: '12rem',
              height: '12rem',
              margin: '0 auto 0.75rem',
              objectFit: 'cover',
              borderRadius: '50%',
              background: '#f3f4f6',
            }}
          />
        ) : null}
        {view.busy === 'checking' ? (
          <>
            <p style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', marginBottom: '0.25rem' }}>
              <progress
                max={100}
                value={view.percent}
                aria-label={t('identity.face.uploading')}
                style={{ flex: 1 }}
              />
              <span aria-hidden="true">{t('identity.uploadPercent', { percent: view.percent })}</span>
            </p>
            <p role="status">{t('identity.face.checking')}</p>
          </>
        ) : null}
        {passed && view.busy === null ? (
          <p role="status" style={{ color: 'var(--brand-dark)', fontWeight: 600 }}>
            ✓ {t(passed.livenessId === undefined ? 'identity.face.ready' : 'identity.face.passed')}
          </p>
        ) : null}
        {savedBefore && view.busy === null ? (
          <p role="status" style={{ color: 'var(--brand-dark)', fontWeight: 600 }}>
            ✓ {t('identity.face.saved')}
          </p>
        ) : null}
        {view.error ? (
          <p role="alert" className="error-text">
            {view.error}
          </p>
        ) : null}
        {missing ? (
          <p role="alert" className="error-text">
            {t('identity.face.missing')}
          </p>
        ) : null}
        <PhotoButton
          label={
            view.preview || view.error || passed || savedBefore
              ? t('identity.face.retake')
              : t('identity.face.take')
          }
          native={native}
          facing="user"
          ghost={passed !== null}
          disabled={view.busy !== null || submitting}
          onFile={(file) => take(file)}
          onCapture={() => take()}
        />
      </section>

      {submitError ? (
        <p role="alert" className="error-text">
          {submitError}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--block"
        disabled={submitting || view.busy !== null}
        onClick={submit}
      >
        {t('application.next')}
      </button>
    </StepFrame>
  );
}
