import { defer, from, type Observable } from 'rxjs';
import { concatMap } from 'rxjs/operators';
import type { UploadProgress } from '../../api/client';
import { isBridgeError } from '../../bridge/errors';
import type { CaptureMode } from '../../bridge/contract';
import type { DocumentIdentity, IdentityImage, UnstampedEvent } from '../../domain/events';
import { STATES } from '../../domain/options/states';
import { t } from '../../i18n/i18n';
import { draftsOf } from '../../storage/drafts';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage } from '../../store/failure';
import type { Effect } from '../../store/store';
import { capturedImageFile, checkImageFile, compressImage } from './image-capture';

/** One identity photo to take and send: the picked file (browser) or, without one, the native camera. */
export interface CapturePayload {
  image: IdentityImage;
  /** The file the borrower picked in a browser; absent inside the native app (the camera is asked). */
  file?: Blob;
  /** Without a file: whether the camera may be used (the permission, asked with its rationale); no means nothing happens. */
  allowed?: () => Promise<boolean>;
  /** The photo is being taken or prepared (after the permission, before the checks). */
  onStart?: () => void;
  /** Receives the image exactly as it is about to be sent (for the thumbnail and the face save). */
  onPrepared?: (file: Blob) => void;
  /** Upload progress, 0..1. */
  onProgress?: (ratio: number) => void;
}

/** How the native camera is asked for each image; `url` is where the picture is going. */
const CAPTURE: Record<IdentityImage, { mode: CaptureMode; url: string; name: string }> = {
  curpFront: { mode: 'idCardFront', url: '/user/upload/curp/front', name: 'ine-frente' },
  curpBack: { mode: 'idCardBack', url: '/user/upload/curp/back', name: 'ine-reverso' },
  face: { mode: 'face', url: '/store/liveness/detection', name: 'selfie' },
};

/** The native side's code when the borrower closes the camera without a picture. */
export const CAPTURE_CANCELLED = 'CANCELLED';

function captureFailure(error: unknown): { errorCode: string; message: string } {
  if (isBridgeError(error)) {
    if (error.code === 'REJECTED' && String(error.nativeCode ?? '').toUpperCase() === CAPTURE_CANCELLED)
      return { errorCode: CAPTURE_CANCELLED, message: '' };
    return { errorCode: error.code, message: t('identity.captureFailed') };
  }
  // The camera answered with something that is not base64.
  return { errorCode: 'BAD_IMAGE', message: t('identity.captureFailed') };
}

/**
 * The photo to send, checked and compressed, or the event that says why there is none, or null when the
 * camera may not be used.
 */
async function prepareImage(
  deps: EffectDeps,
  payload: CapturePayload,
): Promise<{ file: Blob } | { event: UnstampedEvent } | null> {
  const { image } = payload;
  let file = payload.file;
  if (!file && payload.allowed && !(await payload.allowed())) return null;
  payload.onStart?.();
  if (!file) {
    const capture = CAPTURE[image];
    try {
      const shot = await deps.bridge.call('setCaptureMode', { mode: capture.mode, url: capture.url });
      file = capturedImageFile(shot.image, shot.mime, capture.name);
    } catch (error) {
      return { event: { type: 'identity/captureFailed', image, ...captureFailure(error) } };
    }
  }
  const checked = checkImageFile(file);
  if (!checked.ok) return { event: { type: 'identity/imageRejected', image, reason: checked.reason } };
  const prepared = await compressImage(file);
  payload.onPrepared?.(prepared);
  return { file: prepared };
}

const progressTo = (onProgress: CapturePayload['onProgress']) => (p: UploadProgress) => {
  if (p.ratio !== undefined) onProgress?.(p.ratio);
};

function events(run: () => Promise<UnstampedEvent[]>): Observable<UnstampedEvent> {
  return defer(run).pipe(concatMap((list) => from(list)));
}

/**
 * One side of the identity document: camera or picked file, 20 MB check, compression, upload to
 * `/user/upload/curp/front|back`. Ends in identity/imageUploaded, or identity/imageRejected,
 * identity/captureFailed or identity/imageUploadFailed.
 */
export const uploadDocumentSide: Effect<CapturePayload & { image: 'curpFront' | 'curpBack' }, EffectDeps> = (
  payload,
  { deps },
) =>
  events(async () => {
    const prepared = await prepareImage(deps, payload);
    if (prepared === null) return [];
    if ('event' in prepared) return [prepared.event];
    const { image } = payload;
    try {
      const upload = image === 'curpFront' ? deps.api.user.uploadCurpFront : deps.api.user.uploadCurpBack;
      // Silent: the side's own progress bar shows the upload, not the page-blocking spinner.
      const result = await upload(
        { file: prepared.file },
        { silent: true, onUploadProgress: progressTo(payload.onProgress) },
      );
      return [{ type: 'identity/imageUploaded', image, fileId: result.fileId, url: result.url }];
    } catch (error) {
      return [{ type: 'identity/imageUploadFailed', image, ...failureMessage(error) }];
    }
  });

/** Compares state names ignoring case, accents and punctuation. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Names printed on documents that differ from the option labels.
const STATE_ALIASES: Readonly<Record<string, string>> = {
  cdmx: '09',
  'distrito federal': '09',
  df: '09',
  mexico: '15',
  edomex: '15',
  'edo mex': '15',
  'estado de mexico': '15',
  coahuila: '05',
  'coahuila de zaragoza': '05',
  michoacan: '16',
  'michoacan de ocampo': '16',
  veracruz: '30',
  'veracruz de ignacio de la llave': '30',
};

/** The state option (INEGI code) of a state as the document prints it (a name or a code), or ''. */
export function stateOptionOf(printed: string | undefined): string {
  if (!printed) return '';
  const wanted = plain(printed);
  if (!wanted) return '';
  const alias = STATE_ALIASES[wanted];
  if (alias) return alias;
  const code = printed.trim().toUpperCase();
  const match = STATES.find(
    (s) =>
      plain(s.label.es) === wanted ||
      plain(s.label.en) === wanted ||
      s.inegi === code ||
      s.curp === code ||
      s.iso === code,
  );
  return match?.value ?? '';
}

/** The city option of a printed city within a state option, or ''. */
function cityOptionOf(stateValue: string, printed: string | undefined): string {
  if (!stateValue || !printed) return '';
  const wanted = plain(printed);
  const state = STATES.find((s) => s.value === stateValue);
  return state?.cities.find((c) => c.value === printed.trim() || plain(c.label.es) === wanted)?.value ?? '';
}

/**
 * The personal step's draft prefilled with what the document says (the next form opens filled in):
 * names, birthday (ISO), gender ('1' male, '2' female), CURP, state, city, postal code and address.
 * Fields the document does not give keep what the borrower typed.
 */
export function personalDraftFromOcr(
  identity: DocumentIdentity,
  existing: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const state = stateOptionOf(identity.state);
  const city = cityOptionOf(state, identity.city);
  const given: Record<string, string> = {
    firstName: identity.firstName.trim(),
    middleName: identity.middleName?.trim() ?? '',
    lastName: identity.lastName.trim(),
    inputBirthday: identity.birthday,
    gender: String(identity.gender),
    nationalId: identity.curp,
    state,
    city,
    pinCode: identity.pinCode?.trim() ?? '',
    address: identity.address?.trim() ?? '',
  };
  const next: Record<string, unknown> = { ...existing };
  for (const [key, value] of Object.entries(given)) if (value !== '') next[key] = value;
  // A city from another state would be wrong once the state changes.
  if (state && !city && next.state !== existing.state) next.city = '';
  return next;
}

/**
 * Reads both uploaded sides (`/store/certificate/ocr`) and prefills the personal step's draft with the
 * result. Ends in identity/documentRecognized or identity/documentRecognitionFailed; a reading that comes
 * after the session ended prefills nothing (decision 0061: the drafts are the next borrower's by then).
 */
export const recognizeDocument: Effect<{ frontFileId: string; backFileId: string }, EffectDeps> = (
  ids,
  { deps, current },
) =>
  events(async () => {
    try {
      const identity = await deps.api.store.ocrCertificate(ids);
      if (!current()) return [];
      const drafts = draftsOf(deps.storage);
      drafts.write('personalInfomation', personalDraftFromOcr(identity, drafts.read('personalInfomation')));
      drafts.flush('personalInfomation');
      return [{ type: 'identity/documentRecognized', identity }];
    } catch (error) {
      return [{ type: 'identity/documentRecognitionFailed', ...failureMessage(error) }];
    }
  });

/**
 * The selfie: camera or picked file, checks, compression, then `/store/liveness/detection`. Ends in
 * identity/livenessChecked (which may say `passed: false`), or identity/imageRejected,
 * identity/captureFailed or identity/livenessFailed.
 */
export const checkLiveness: Effect<Omit<CapturePayload, 'image'>, EffectDeps> = (payload, { deps }) =>
  events(async () => {
    const prepared = await prepareImage(deps, { ...payload, image: 'face' });
    if (prepared === null) return [];
    if ('event' in prepared) return [prepared.event];
    try {
      const result = await deps.api.store.detectLiveness(
        { file: prepared.file },
        { silent: true, onUploadProgress: progressTo(payload.onProgress) },
      );
      return [
        {
          type: 'identity/livenessChecked',
          livenessId: result.livenessId,
          passed: result.passed,
          score: result.score,
        },
      ];
    } catch (error) {
      return [{ type: 'identity/livenessFailed', ...failureMessage(error) }];
    }
  });

/**
 * Which identity images the backend already holds (`/store/has-all-uploaded`), asked when the face step
 * opens: a selfie saved on an earlier visit whose uploads were not closed (the app was closed, the network
 * dropped before `/user/finishUploadAllImg`) is not taken again. Ends in identity/uploadsChecked or
 * identity/uploadsCheckFailed.
 */
export const checkUploads: Effect<void, EffectDeps> = (_, { deps }) =>
  events(async () => {
    try {
      const { missing } = await deps.api.store.hasAllUploaded({ silent: true });
      return [{ type: 'identity/uploadsChecked', missing: [...missing] }];
    } catch (error) {
      return [{ type: 'identity/uploadsCheckFailed', ...failureMessage(error) }];
    }
  });

/**
 * The selfie when the package has liveness detection off (`featureMode.live` 0): camera or picked file,
 * checks and compression, and no `/store/liveness/detection` call; the face save sends it without a
 * livenessId. Emits identity/imageRejected or identity/captureFailed, or nothing once the selfie is ready
 * (`onPrepared` receives it).
 */
export const prepareSelfie: Effect<Omit<CapturePayload, 'image'>, EffectDeps> = (payload, { deps }) =>
  events(async () => {
    const prepared = await prepareImage(deps, { ...payload, image: 'face' });
    return prepared !== null && 'event' in prepared ? [prepared.event] : [];
  });
