import type { Draft } from 'immer';
import type {
  ApplicationStep,
  DocumentIdentity,
  DomainEvent,
  IdentityImage,
  ImageRejection,
  StepLeaveAction,
} from '../events';
import { APPLICATION_STEPS, stepsCompletedAt } from '../progress';

/** What the borrower already filed (`application/filedLoaded`) that the bank-card step prefills. */
export interface FiledPrefill {
  holderName: string;
  nationalId: string;
  cardType: string;
}

/**
 * How the last attempt at one identity photo ended, as its event said (the failure's message is the intent's
 * outcome): uploaded, refused before any upload, not taken, or not uploaded. `image` is the event's, kept as a
 * value and only compared with another event's: a journey masks it (an `image` field), and the state folded
 * from masked events must equal the masked state (the journey replay, decision 0006).
 */
export type PhotoAttempt = { image: string } & (
  | { result: 'uploaded'; fileId: string; url: string }
  | { result: 'rejected'; reason: ImageRejection }
  | { result: 'captureFailed'; errorCode: string }
  | { result: 'uploadFailed'; errorCode: string }
);

/** The selfie's last liveness check: its answer, or its failure's code. */
export type LivenessCheck =
  { result: 'checked'; livenessId: string; passed: boolean } | { result: 'failed'; errorCode: string };

/** The application slice: the backend's progress code and the profile steps done. */
export interface ApplicationState {
  /** Progress code of spec section 4, or null before it is known. */
  progress: number | null;
  /** Completed steps, always in the order of APPLICATION_STEPS. */
  completedSteps: ApplicationStep[];
  updatedAt: number | null;
  // The steps' facts below are optional (absent in the initial state; older snapshots lack them). Personal
  // ones are masked at rest by field name (src/store/at-rest.ts) and go when their step is saved or the
  // session ends (issue 32).
  /** The bank-card step's prefill; dropped once that step is saved. */
  filed?: FiledPrefill;
  /** What the document reading (OCR) of the uploaded pair last found; dropped once the step is saved. */
  documentReading?: DocumentIdentity;
  /** The identity images the backend still lacks (`/store/has-all-uploaded`); none: all are in. */
  missingUploads?: IdentityImage[];
  /** The last attempt at each identity photo, one per image. */
  photoAttempts?: PhotoAttempt[];
  /** The selfie's last liveness check. */
  liveness?: LivenessCheck;
  /** Where the native app sent the borrower who last left a step (`getBackUrls`). */
  stepLeft?: { step: ApplicationStep; action: StepLeaveAction; at: number };
}

/** A fresh application slice: nothing known. */
export function initialApplicationState(): ApplicationState {
  return { progress: null, completedSteps: [], updatedAt: null };
}

/** Empties the slice, the optional facts included (a session end, another borrower). */
export function resetApplicationState(draft: Draft<ApplicationState>): void {
  Object.assign(draft, initialApplicationState());
  delete draft.filed;
  delete draft.documentReading;
  delete draft.missingUploads;
  delete draft.photoAttempts;
  delete draft.liveness;
  delete draft.stepLeft;
}

function loadProgress(draft: Draft<ApplicationState>, progress: number, at: number): void {
  // Polls repeat the same code: skip the array rebuild then (replay speed).
  if (draft.progress !== progress) {
    draft.progress = progress;
    // The backend is the authority: its code says which steps are done.
    const steps = stepsCompletedAt(progress);
    const current = draft.completedSteps;
    if (steps.length !== current.length || steps.some((step, i) => current[i] !== step))
      draft.completedSteps = steps;
  }
  draft.updatedAt = at;
}

/** A saved step's facts are filed with the backend: the slice no longer keeps them. */
function dropFactsOf(draft: Draft<ApplicationState>, step: ApplicationStep): void {
  // The photos go whole: their `image` may be masked (a replayed journey), so none is told apart here.
  if (step === 'idCardAuthentication') {
    delete draft.documentReading;
    delete draft.photoAttempts;
  } else if (step === 'idCardFacial') {
    delete draft.photoAttempts;
    delete draft.liveness;
    delete draft.missingUploads;
  } else if (step === 'addBankCard') {
    delete draft.filed;
  }
}

function completeStep(draft: Draft<ApplicationState>, step: ApplicationStep, progress: number, at: number) {
  if (!draft.completedSteps.includes(step)) {
    const done = new Set<ApplicationStep>(draft.completedSteps);
    done.add(step);
    draft.completedSteps = APPLICATION_STEPS.filter((s) => done.has(s));
  }
  draft.progress = progress;
  draft.updatedAt = at;
  dropFactsOf(draft, step);
}

/** The last attempt at `image` the slice holds. */
export function photoOf(state: ApplicationState, image: IdentityImage): PhotoAttempt | undefined {
  return state.photoAttempts?.find((attempt) => attempt.image === image);
}

function setPhoto(draft: Draft<ApplicationState>, attempt: PhotoAttempt): void {
  const photos = (draft.photoAttempts ??= []);
  const at = photos.findIndex((p) => p.image === attempt.image);
  if (at === -1) photos.push(attempt);
  else photos[at] = attempt;
}

/** The identity steps' events: the photos, the reading and the uploads the backend holds. */
function identityReducer(draft: Draft<ApplicationState>, event: DomainEvent): void {
  switch (event.type) {
    case 'identity/imageUploaded':
      return setPhoto(draft, {
        image: event.image,
        result: 'uploaded',
        fileId: event.fileId,
        url: event.url,
      });
    case 'identity/imageRejected':
      return setPhoto(draft, { image: event.image, result: 'rejected', reason: event.reason });
    case 'identity/captureFailed':
      return setPhoto(draft, { image: event.image, result: 'captureFailed', errorCode: event.errorCode });
    case 'identity/imageUploadFailed':
      return setPhoto(draft, { image: event.image, result: 'uploadFailed', errorCode: event.errorCode });
    case 'identity/livenessChecked':
      draft.liveness = { result: 'checked', livenessId: event.livenessId, passed: event.passed };
      return;
    case 'identity/livenessFailed':
      draft.liveness = { result: 'failed', errorCode: event.errorCode };
      return;
    case 'identity/documentRecognized':
      draft.documentReading = { ...event.identity };
      return;
    case 'identity/uploadsChecked':
      draft.missingUploads = [...event.missing];
      return;
    default:
      return;
  }
}

/** Folds one event into the application slice; ignores unrelated events. */
export function applicationReducer(draft: Draft<ApplicationState>, event: DomainEvent): void {
  switch (event.type) {
    case 'application/progressLoaded':
      loadProgress(draft, event.progress, event.at);
      return;
    case 'session/userInfoLoaded':
      if (typeof event.user.progress === 'number') loadProgress(draft, event.user.progress, event.at);
      return;
    case 'application/stepCompleted':
      completeStep(draft, event.step, event.progress, event.at);
      return;
    case 'application/filedLoaded':
      draft.filed = { holderName: event.holderName, nationalId: event.nationalId, cardType: event.cardType };
      return;
    case 'application/stepLeft':
      draft.stepLeft = { step: event.step, action: event.action, at: event.at };
      return;
    case 'session/loggedOut':
    case 'session/expired':
      resetApplicationState(draft);
      return;
    default:
      identityReducer(draft, event);
  }
}
