import { useCallback, useEffect, useRef, useState } from 'react';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { uploadFeedbackImage, type ImagePurpose } from './feedback.effects';
import { MAX_IMAGE_BYTES } from './feedback-format';

/** One picked image and where its upload stands. */
export interface PickedImage {
  key: number;
  name: string;
  /** Object URL of the local file, for the thumbnail (null where the browser has none). */
  previewUrl: string | null;
  status: 'uploading' | 'done' | 'failed';
  /** 0..1 */
  progress: number;
  fileId: string | null;
  url: string | null;
  error: string | null;
}

/** Why a picked file was not added. */
export type Rejection = { reason: 'tooLarge' | 'notImage' | 'tooMany'; name: string };

function objectUrl(file: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * The images of a form: each picked file is checked (an image, at most 20 MB, at most `limit` in all)
 * and uploaded at once with its own progress; failed ones can be retried or removed.
 */
export function useImageUploads(purpose: ImagePurpose, limit: number) {
  const store = useStore<EffectDeps>();
  const [images, setImages] = useState<PickedImage[]>([]);
  const current = useRef<PickedImage[]>([]);
  const files = useRef(new Map<number, Blob>());
  const aborts = useRef(new Map<number, AbortController>());
  const pending = useRef(new Map<number, Promise<void>>());
  const nextKey = useRef(1);

  const update = useCallback((key: number, patch: Partial<PickedImage>) => {
    current.current = current.current.map((img) => (img.key === key ? { ...img, ...patch } : img));
    setImages(current.current);
  }, []);

  const start = useCallback(
    (key: number) => {
      const file = files.current.get(key);
      if (!file) return;
      const controller = new AbortController();
      aborts.current.set(key, controller);
      update(key, { status: 'uploading', progress: 0, error: null });
      const task = store
        .run(uploadFeedbackImage, {
          file,
          purpose,
          signal: controller.signal,
          onProgress: (ratio) => {
            // The last bytes leaving is not the server's answer: hold at 99% until it comes.
            if (!controller.signal.aborted) update(key, { progress: Math.min(ratio, 0.99) });
          },
        })
        .then((events) => {
          if (controller.signal.aborted) return;
          const done = events.find((e) => e.type === 'feedback/imageUploaded');
          const failed = events.find((e) => e.type === 'feedback/imageUploadFailed');
          if (done?.type === 'feedback/imageUploaded') {
            update(key, { status: 'done', progress: 1, fileId: done.fileId, url: done.url });
          } else {
            update(key, {
              status: 'failed',
              error: failed?.type === 'feedback/imageUploadFailed' ? failed.message : null,
            });
          }
        })
        .finally(() => {
          pending.current.delete(key);
          aborts.current.delete(key);
        });
      pending.current.set(key, task);
    },
    [purpose, store, update],
  );

  /** Checks and adds files; returns the ones refused and why. */
  const add = useCallback(
    (picked: readonly File[]): Rejection[] => {
      const rejections: Rejection[] = [];
      const added: PickedImage[] = [];
      for (const file of picked) {
        if (!file.type.startsWith('image/')) rejections.push({ reason: 'notImage', name: file.name });
        else if (file.size > MAX_IMAGE_BYTES) rejections.push({ reason: 'tooLarge', name: file.name });
        else if (current.current.length + added.length >= limit)
          rejections.push({ reason: 'tooMany', name: file.name });
        else {
          const key = nextKey.current++;
          files.current.set(key, file);
          added.push({
            key,
            name: file.name,
            previewUrl: objectUrl(file),
            status: 'uploading',
            progress: 0,
            fileId: null,
            url: null,
            error: null,
          });
        }
      }
      if (added.length > 0) {
        current.current = [...current.current, ...added];
        setImages(current.current);
        for (const img of added) start(img.key);
      }
      return rejections;
    },
    [limit, start],
  );

  /** Removes an image (stopping its upload). */
  const remove = useCallback((key: number) => {
    aborts.current.get(key)?.abort();
    const img = current.current.find((i) => i.key === key);
    if (img?.previewUrl) URL.revokeObjectURL(img.previewUrl);
    files.current.delete(key);
    current.current = current.current.filter((i) => i.key !== key);
    setImages(current.current);
  }, []);

  /** Uploads a failed image again. */
  const retry = useCallback((key: number) => start(key), [start]);

  /** Waits for the uploads in flight; resolves with every image's final state. */
  const settle = useCallback(async (): Promise<PickedImage[]> => {
    while (pending.current.size > 0) await Promise.all([...pending.current.values()]);
    return current.current;
  }, []);

  useEffect(
    () => () => {
      for (const controller of aborts.current.values()) controller.abort();
      for (const img of current.current) if (img.previewUrl) URL.revokeObjectURL(img.previewUrl);
    },
    [],
  );

  return { images, add, remove, retry, settle };
}
