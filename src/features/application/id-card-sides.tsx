import { useEffect, useRef, useState } from 'react';
import { PhotoButton } from '../../components/ui/photo-button';
import { photoOf, type PhotoAttempt } from '../../domain/application/application.reducer';
import type { IdentityImage } from '../../domain/events';
import type { AppState } from '../../domain/state';
import { useT, type KeysUnder, type TFunction } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { useIntent } from '../../store/use-intent';
import { CAPTURE_CANCELLED, uploadDocumentSide, type CapturePayload } from './identity.effects';
import './identity.texts';
import { previewUrl, releasePreview } from './image-capture';

export type Side = 'curpFront' | 'curpBack';
export const SIDES: readonly Side[] = ['curpFront', 'curpBack'];

/**
 * The uploaded sides, kept in the draft so a reload does not ask for the photos again, and the document's
 * validity the borrower picked ('' until picked: what the OCR read is used then).
 */
export const EMPTY_DOCUMENT = { frontFileId: '', frontUrl: '', backFileId: '', backUrl: '', validUntil: '' };
type DocumentDraft = typeof EMPTY_DOCUMENT;
export const SIDE_KEYS: Record<Side, { fileId: 'frontFileId' | 'backFileId'; url: 'frontUrl' | 'backUrl' }> =
  {
    curpFront: { fileId: 'frontFileId', url: 'frontUrl' },
    curpBack: { fileId: 'backFileId', url: 'backUrl' },
  };

// Failures where the photos are fine and only the connection failed: retry, do not retake.
export const TRANSIENT = new Set(['NETWORK_ERROR', 'TIMEOUT', 'UNKNOWN', 'RESPONSE_SHAPE', 'ABORTED']);

/**
 * What to say about a photo that was refused (size, type) or could not be taken: its message (the failure's,
 * from the run's outcome), or none when the borrower closed the camera. Null for any other attempt.
 */
export function photoProblem(
  attempt: PhotoAttempt | null,
  message: string,
  t: TFunction,
): { error: string | null } | null {
  if (attempt?.result === 'rejected') return { error: t(`identity.rejected.${attempt.reason}`) };
  if (attempt?.result === 'captureFailed')
    return { error: attempt.errorCode === CAPTURE_CANCELLED ? null : message };
  return null;
}

/**
 * The attempt at `image` a run left in the state: null when the state holds the same attempt as when the run
 * started (the run ended with no photo: the camera was not allowed, or the selfie is ready as it is).
 */
export function freshAttempt(
  state: AppState,
  image: IdentityImage,
  before: PhotoAttempt | undefined,
): PhotoAttempt | null {
  const after = photoOf(state.application, image);
  return after !== undefined && after !== before ? after : null;
}

export interface SideView {
  busy: 'preparing' | 'uploading' | null;
  percent: number;
  /** Thumbnail of the photo just taken (a blob URL), when the browser can make one. */
  preview: string | null;
  error: string | null;
  /** The backend could not use this photo: ask for it again. */
  reupload: boolean;
  /** A photo went up in this visit (said once by the card's status line; a restored side is not news). */
  uploaded: boolean;
}
const IDLE: SideView = {
  busy: null,
  percent: 0,
  preview: null,
  error: null,
  reupload: false,
  uploaded: false,
};

/**
 * One side of the document: its photo (a picked file, or the native camera after its permission) checked,
 * compressed and uploaded with its own progress, once at a time; the uploaded file goes into the draft.
 */
export function useSideUpload(
  side: Side,
  update: (patch: Partial<DocumentDraft>) => void,
  ensureCamera: () => Promise<boolean>,
) {
  const { t } = useT();
  const [view, setView] = useState<SideView>(IDLE);
  const patch = (next: Partial<SideView>) => setView((v) => ({ ...v, ...next }));
  const preview = useRef<string | null>(null);
  useEffect(() => () => releasePreview(preview.current), []);

  const keys = SIDE_KEYS[side];
  const store = useStore<EffectDeps>();
  // The side's attempt in the state when the running upload started: what it leaves is the next one.
  const before = useRef<PhotoAttempt | undefined>(undefined);
  const upload = useIntent<CapturePayload & { image: Side }, EffectDeps>(uploadDocumentSide, {
    key: side,
    onDone: (outcome, state) => {
      const attempt = freshAttempt(state, side, before.current);
      const problem = photoProblem(attempt, outcome.message ?? '', t);
      if (problem) return patch({ busy: null, error: problem.error });
      if (attempt?.result === 'uploaded') {
        patch({ busy: null, percent: 100, error: null, reupload: false, uploaded: true });
        // A new photo is a new reading: a validity picked for the old one does not carry over.
        update({ [keys.fileId]: attempt.fileId, [keys.url]: attempt.url, validUntil: '' });
      } else if (attempt?.result === 'uploadFailed') {
        // The photo shown did not go up: this side is pending again.
        patch({ busy: null, error: outcome.message ?? '', reupload: !TRANSIENT.has(attempt.errorCode) });
        update({ [keys.fileId]: '', [keys.url]: '' });
      } else {
        patch({ busy: null });
      }
    },
  });

  const take = (file?: File) => {
    before.current = photoOf(store.getState().application, side);
    void upload.run({
      image: side,
      ...(file ? { file } : { allowed: ensureCamera }),
      onStart: () => patch({ busy: 'preparing', percent: 0, error: null, uploaded: false }),
      onPrepared: (prepared) => {
        releasePreview(preview.current);
        preview.current = previewUrl(prepared);
        patch({ busy: 'uploading', preview: preview.current });
      },
      onProgress: (ratio) => patch({ percent: Math.round(ratio * 100) }),
    });
  };
  return { view, take };
}

/** One side's card: what it is, whether it is done, its thumbnail, progress, error and the photo button. */
export function DocumentSideCard({
  side,
  view,
  draft,
  attempted,
  retake,
  native,
  disabled,
  onTake,
}: {
  side: Side;
  view: SideView;
  draft: DocumentDraft;
  attempted: boolean;
  /** The document reading asks for new photos. */
  retake: boolean;
  native: boolean;
  disabled: boolean;
  onTake: (file?: File) => void;
}) {
  const { t } = useT();
  const keys = SIDE_KEYS[side];
  const done = draft[keys.fileId] !== '' && view.busy === null;
  const thumbnail = view.preview ?? (draft[keys.url] || null);
  const missing = attempted && !draft[keys.fileId] && view.busy === null && !view.error;
  const label = (key: KeysUnder<'identity.document.sides.curpFront'>) =>
    t(`identity.document.sides.${side}.${key}`);
  return (
    <section className="card" aria-labelledby={`${side}-title`}>
      <h2 id={`${side}-title`} style={TITLE_STYLE}>
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
      {thumbnail ? <img src={thumbnail} alt={label('preview')} style={THUMBNAIL_STYLE} /> : null}
      {view.busy === 'preparing' ? <p role="status">{t('identity.document.preparing')}</p> : null}
      {/* Always there, so that a screen reader hears the upload end (politely, once); the title shows it. */}
      <p role="status" className="visually-hidden">
        {done && view.uploaded ? label('uploaded') : null}
      </p>
      {view.busy === 'uploading' ? (
        <p style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <progress max={100} value={view.percent} aria-label={label('uploading')} style={{ flex: 1 }} />
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
        label={draft[keys.fileId] || view.error || retake ? label('retake') : label('take')}
        native={native}
        facing="environment"
        ghost={done && !retake}
        disabled={view.busy !== null || disabled}
        onFile={(file) => onTake(file)}
        onCapture={() => onTake()}
      />
    </section>
  );
}

const TITLE_STYLE = {
  fontSize: '1.05rem',
  margin: '0 0 0.25rem',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0 0.5rem',
  justifyContent: 'space-between',
} as const;

const THUMBNAIL_STYLE = {
  display: 'block',
  width: '100%',
  maxHeight: '12rem',
  objectFit: 'contain',
  borderRadius: '0.5rem',
  background: '#f3f4f6',
  marginBottom: '0.75rem',
} as const;
