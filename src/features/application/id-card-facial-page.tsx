import { PhotoButton } from '../../components/ui/photo-button';
import { useT } from '../../i18n/i18n';
import './application.texts';
import './identity.texts';
import { PhotoTips } from './photo-tips';
import { StepFrame } from './step-frame';
import { useFaceStepModel, type FaceStepModel } from './use-face-step-model';

/**
 * Step 3 of the application (`/auth/id_card_facial`): a selfie through the native camera or a browser
 * file input (front camera), checked for liveness right away when the package has liveness on
 * (`featureMode.live` 1; a failure asks for another one); "Next" saves the face
 * (`/store/v2/face-image-save`, which refuses a face that does not match the document; with liveness off
 * it carries no livenessId) and closes the image uploads (`/user/finishUploadAllImg`). A selfie saved on an
 * earlier visit whose uploads were not closed (`/store/has-all-uploaded` says nothing is missing) is not
 * asked for again: "Next" only closes the uploads (decision 0040). The model is use-face-step-model.ts.
 */
export function IdCardFacialPage() {
  const { t } = useT();
  const model = useFaceStepModel();
  const { view, passed, savedBefore } = model;
  return (
    <StepFrame step="idCardFacial" title={t('titles.idCardFacial')}>
      {model.camera.element}
      <p>{t('identity.face.intro')}</p>
      <PhotoTips
        title={t('identity.face.tipsTitle')}
        tips={(['light', 'clear', 'frame'] as const).map((tip) => t(`identity.face.tips.${tip}`))}
      />
      <section className="card" aria-label={t('identity.face.preview')}>
        {view.preview ? (
          <img src={view.preview} alt={t('identity.face.preview')} style={PREVIEW_STYLE} />
        ) : null}
        <FaceStatus model={model} />
        <PhotoButton
          label={
            view.preview || view.error || passed || savedBefore
              ? t('identity.face.retake')
              : t('identity.face.take')
          }
          native={model.native}
          facing="user"
          ghost={passed !== null}
          disabled={view.busy !== null || model.submitting}
          onFile={(file) => model.take(file)}
          onCapture={() => model.take()}
        />
      </section>
      {model.submitError ? (
        <p role="alert" className="error-text">
          {model.submitError}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--block"
        disabled={model.submitting || view.busy !== null}
        onClick={model.submit}
      >
        {t('application.next')}
      </button>
    </StepFrame>
  );
}

/** Where the selfie stands: the check's progress, ready, saved before, its error, or missing. */
function FaceStatus({ model }: { model: FaceStepModel }) {
  const { t } = useT();
  const { view, passed, savedBefore } = model;
  return (
    <>
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
        <p role="status" style={DONE_STYLE}>
          ✓ {t(passed.livenessId === undefined ? 'identity.face.ready' : 'identity.face.passed')}
        </p>
      ) : null}
      {savedBefore && view.busy === null ? (
        <p role="status" style={DONE_STYLE}>
          ✓ {t('identity.face.saved')}
        </p>
      ) : null}
      {view.error ? (
        <p role="alert" className="error-text">
          {view.error}
        </p>
      ) : null}
      {model.missing ? (
        <p role="alert" className="error-text">
          {t('identity.face.missing')}
        </p>
      ) : null}
    </>
  );
}

const DONE_STYLE = { color: 'var(--brand-dark)', fontWeight: 600 } as const;

const PREVIEW_STYLE = {
  display: 'block',
  width: '12rem',
  height: '12rem',
  margin: '0 auto 0.75rem',
  objectFit: 'cover',
  borderRadius: '50%',
  background: '#f3f4f6',
} as const;
