import { useId, useState, type ChangeEvent } from 'react';
import { useT } from '../../i18n/i18n';
import type { PickedImage, Rejection } from './use-image-uploads';

/** One picked image: its thumbnail, its upload's progress, done or failed (with a retry), and remove. */
function Thumb({
  img,
  index,
  onRetry,
  onRemove,
}: {
  img: PickedImage;
  index: number;
  onRetry: (key: number) => void;
  onRemove: (key: number) => void;
}) {
  const { t } = useT();
  return (
    <li className="fb-thumb">
      {img.previewUrl ? (
        <img className="fb-thumb__img" src={img.previewUrl} alt={t('feedback.add.image', { index })} />
      ) : (
        <span className="fb-thumb__img fb-thumb__img--empty">{t('feedback.add.image', { index })}</span>
      )}
      {img.status === 'uploading' ? (
        <progress
          className="fb-progress"
          max={100}
          value={Math.round(img.progress * 100)}
          aria-label={t('feedback.add.uploading', { index })}
        />
      ) : null}
      {img.status === 'done' ? (
        <span className="fb-thumb__ok">{t('feedback.add.uploaded', { index })}</span>
      ) : null}
      {img.status === 'failed' ? (
        <>
          <span className="fb-thumb__error" role="alert">
            {t('feedback.add.uploadFailed', { index, message: img.error ?? '' })}
          </span>
          <button type="button" className="btn btn--ghost fb-thumb__retry" onClick={() => onRetry(img.key)}>
            {t('feedback.add.retryUpload', { index })}
          </button>
        </>
      ) : null}
      <button
        type="button"
        className="fb-thumb__remove"
        aria-label={t('feedback.add.remove', { index })}
        onClick={() => onRemove(img.key)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** The files the rules refused, each named with why, and the field's own error. */
function PickErrors({
  rejections,
  limit,
  error,
}: {
  rejections: readonly Rejection[];
  limit: number;
  error?: string | undefined;
}) {
  const { t } = useT();
  if (rejections.length === 0 && !error) return null;
  return (
    <ul className="fb-errors" role="alert">
      {rejections.map((r, i) => (
        <li key={i} className="field__error">
          {r.reason === 'tooLarge'
            ? t('feedback.add.tooLarge', { name: r.name })
            : r.reason === 'notImage'
              ? t('feedback.add.notImage', { name: r.name })
              : t('feedback.add.tooMany', { limit, name: r.name })}
        </li>
      ))}
      {error ? <li className="field__error">{error}</li> : null}
    </ul>
  );
}

/**
 * Picks images from the phone (a file input, `image/*`), shows each as a thumbnail with its upload
 * progress, a remove button and, when the upload failed, a retry button. Files the rules refuse are named
 * in a message and not added.
 */
export function ImagePicker({
  label,
  limit,
  images,
  onAdd,
  onRemove,
  onRetry,
  error,
}: {
  label: string;
  limit: number;
  images: readonly PickedImage[];
  onAdd: (files: File[]) => Rejection[];
  onRemove: (key: number) => void;
  onRetry: (key: number) => void;
  error?: string | undefined;
}) {
  const { t } = useT();
  const id = useId();
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const full = images.length >= limit;

  function pick(e: ChangeEvent<HTMLInputElement>) {
    const picked = e.target.files ? Array.from(e.target.files) : [];
    // Let the same file be picked again after it was removed.
    e.target.value = '';
    if (picked.length > 0) setRejections(onAdd(picked));
  }

  const remove = (key: number) => {
    setRejections([]);
    onRemove(key);
  };

  return (
    <fieldset className="fb-fieldset" aria-describedby={`${id}-hint`}>
      <legend className="field__label">{label}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('feedback.add.imagesHint', { limit })}
      </p>
      {images.length > 0 ? (
        <ul className="fb-thumbs">
          {images.map((img, i) => (
            <Thumb key={img.key} img={img} index={i + 1} onRetry={onRetry} onRemove={remove} />
          ))}
        </ul>
      ) : null}
      <label className={`btn btn--ghost fb-pick${full ? ' fb-pick--disabled' : ''}`}>
        {t('feedback.add.addImage')}
        <input
          className="visually-hidden"
          type="file"
          accept="image/*"
          multiple
          disabled={full}
          onChange={pick}
        />
      </label>
      <PickErrors rejections={rejections} limit={limit} error={error} />
    </fieldset>
  );
}
