import { useEffect, useRef, useState } from 'react';
import { photoOf, type LivenessCheck, type PhotoAttempt } from '../../domain/application/application.reducer';
import type { AppState } from '../../domain/state';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { useIntent } from '../../store/use-intent';
import { useLoad } from '../../store/use-load';
import { useSecureScreen } from '../../store/use-secure-screen';
import './application.texts';
import { freshAttempt, photoProblem } from './id-card-sides';
import { checkLiveness, checkUploads, prepareSelfie, type CapturePayload } from './identity.effects';
import './identity.texts';
import { previewUrl, releasePreview } from './image-capture';
import { useFeatureMode } from './use-feature-mode';
import { usePermission } from './use-permission';
import { useStepSave } from './use-step-save';

/** The identity images the backend still lacks, as the state holds `/store/has-all-uploaded`'s answer. */
export const selectMissingUploads = (state: AppState) => state.application.missingUploads ?? null;

export interface FaceView {
  busy: 'preparing' | 'checking' | null;
  percent: number;
  preview: string | null;
  error: string | null;
}

/** The selfie that passed the liveness check (or, with liveness off, the one taken): the save sends it. */
type Passed = { file: Blob; livenessId?: string } | null;

/**
 * The selfie's capture: taken (camera or file), prepared, and with liveness on (`featureMode.live` 1) checked
 * right away; what the run came to is the state's (`application.photoAttempts`, `application.liveness`) and
 * the run's outcome (the failure's message).
 */
function useSelfieCapture(ensureCamera: () => Promise<boolean>, onNewSelfie: () => void) {
  const { t } = useT();
  const store = useStore<EffectDeps>();
  const { live } = useFeatureMode();
  const [view, setView] = useState<FaceView>({ busy: null, percent: 0, preview: null, error: null });
  const [passed, setPassed] = useState<Passed>(null);
  const patch = (next: Partial<FaceView>) => setView((v) => ({ ...v, ...next }));
  const preview = useRef<string | null>(null);
  // The image the running capture prepared (sent for the liveness check, or ready to save).
  const sent = useRef<Blob | null>(null);
  // The face's attempt and liveness check in the state when the running capture started: what the run
  // leaves there is different objects.
  const before = useRef<{ photo?: PhotoAttempt; liveness?: LivenessCheck }>({});
  useEffect(() => () => releasePreview(preview.current), []);

  const done = (state: AppState, message: string) => {
    const attempt = freshAttempt(state, 'face', before.current.photo);
    const problem = photoProblem(attempt, message, t);
    if (problem) return patch({ busy: null, error: problem.error });
    const check = state.application.liveness;
    const liveness = check !== before.current.liveness ? check : undefined;
    if (liveness?.result === 'checked' && liveness.passed && sent.current) {
      setPassed({ file: sent.current, livenessId: liveness.livenessId });
      patch({ busy: null, error: null });
    } else if (liveness?.result === 'checked') patch({ busy: null, error: t('identity.face.failed') });
    else if (liveness?.result === 'failed')
      patch({ busy: null, error: message || t('identity.face.failed') });
    else if (live === 0 && attempt === null && sent.current) {
      // Liveness off: nothing went wrong, so the selfie is ready to be saved as it is.
      setPassed({ file: sent.current });
      patch({ busy: null, error: null });
    } else patch({ busy: null });
  };
  const capture = useIntent<Omit<CapturePayload, 'image'>, EffectDeps>(
    live === 1 ? checkLiveness : prepareSelfie,
    {
      onDone: (outcome, state) => done(state, outcome.message ?? ''),
    },
  );

  const take = (file?: File) => {
    const { application } = store.getState();
    before.current = { photo: photoOf(application, 'face'), liveness: application.liveness };
    void capture.run({
      ...(file ? { file } : { allowed: ensureCamera }),
      onStart: () => {
        sent.current = null;
        onNewSelfie();
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
  };
  return { view, passed, take };
}

/**
 * The face step's model: the selfie's capture, whether a selfie saved on an earlier visit counts
 * (`/store/has-all-uploaded` says nothing is missing, as the state holds it), and "Next".
 */
export function useFaceStepModel() {
  // The borrower's face: no screenshot, no recent-apps preview (issue 30).
  useSecureScreen();
  const native = useStore<EffectDeps>().deps.isNative();
  const camera = usePermission('camera');
  const [attempted, setAttempted] = useState(false);
  // The save's failure shows from a tap on "Next" until a new selfie is taken.
  const [showFailure, setShowFailure] = useState(false);
  const { view, passed, take } = useSelfieCapture(camera.ensure, () => setShowFailure(false));
  const { save, pending: submitting, failure } = useStepSave('idCardFacial');
  // Every image already in (the face saved, the uploads not closed): no new selfie is needed.
  const uploads = useLoad(checkUploads, undefined, { key: 'uploads', select: selectMissingUploads });
  const allUploaded = uploads.state.status === 'loaded' && uploads.state.data.length === 0;
  // The saved selfie counts until the borrower takes another one.
  const savedBefore = allUploaded && view.preview === null;

  function submit() {
    setAttempted(true);
    setShowFailure(true);
    if (passed) save(passed);
    else if (savedBefore) save(null);
  }
  return {
    camera,
    native,
    view,
    passed,
    savedBefore,
    submitting,
    take,
    submit,
    submitError: showFailure ? (failure?.message ?? null) : null,
    missing: attempted && !passed && !savedBefore && view.busy === null && !view.error,
  };
}

export type FaceStepModel = ReturnType<typeof useFaceStepModel>;
