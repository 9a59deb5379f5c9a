import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FeedbackState } from '../../domain/feedback/feedback.reducer';
import type { EffectDeps } from '../../store/effect-deps';
import type { Outcome, Store } from '../../store/store';
import { useAppState, useStore } from '../../store/use-app-state';
import { intentKey, startIntent } from '../../store/use-intent';
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

/** A picked file the form keeps: its upload is the intent of `clientId`, its file id is read from the state. */
interface Picked {
  key: number;
  clientId: string;
  name: string;
  previewUrl: string | null;
  file: Blob;
}

function objectUrl(file: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

let clients = 0;
/** A new client id for one picked image: unique in this app run, and apart from ids of earlier runs. */
function newClientId(): string {
  clients += 1;
  return `img-${Date.now().toString(36)}-${clients}`;
}

const uploadKey = (clientId: string) => intentKey(uploadFeedbackImage, clientId);

/** Every intent's outcome, as state: re-renders when one changes. */
function useOutcomes(store: Store<EffectDeps>): Readonly<Record<string, Outcome>> {
  const subscribe = useCallback((listener: () => void) => store.subscribeOutcomes(listener), [store]);
  const get = useCallback(() => store.outcomes(), [store]);
  return useSyncExternalStore(subscribe, get, get);
}

/**
 * Where one picked image's upload stands: its intent's outcome says running, done or failed (with the
 * failure's message), and a done upload's file id and URL are read from the feedback slice.
 */
function imageOf(
  picked: Picked,
  outcome: Outcome | null,
  feedback: Pick<FeedbackState, 'uploads' | 'uploadsByClient'>,
  progress: number,
): PickedImage {
  const base = { key: picked.key, name: picked.name, previewUrl: picked.previewUrl };
  if (outcome === null || outcome.status === 'running')
    return { ...base, status: 'uploading', progress, fileId: null, url: null, error: null };
  const fileId = feedback.uploadsByClient?.[picked.clientId];
  if (outcome.status === 'done' && fileId !== undefined)
    return {
      ...base,
      status: 'done',
      progress: 1,
      fileId,
      url: feedback.uploads[fileId]?.url ?? null,
      error: null,
    };
  return { ...base, status: 'failed', progress, fileId: null, url: null, error: outcome.message };
}

/** The checks of picked files (an image, at most 20 MB, at most `room` more): the ones kept and the refused. */
function checkFiles(picked: readonly File[], room: number): { kept: File[]; rejections: Rejection[] } {
  const kept: File[] = [];
  const rejections: Rejection[] = [];
  for (const file of picked) {
    if (!file.type.startsWith('image/')) rejections.push({ reason: 'notImage', name: file.name });
    else if (file.size > MAX_IMAGE_BYTES) rejections.push({ reason: 'tooLarge', name: file.name });
    else if (kept.length >= room) rejections.push({ reason: 'tooMany', name: file.name });
    else kept.push(file);
  }
  return { kept, rejections };
}

/**
 * The upload runs: each picked image's upload is an intent keyed by its client id (the store's guard, one
 * run of an image at a time), with its own abort and progress; `settle` waits for the runs in flight.
 */
function useUploadRuns(store: Store<EffectDeps>, purpose: ImagePurpose) {
  const [progress, setProgress] = useState<Readonly<Record<string, number>>>({});
  const aborts = useRef(new Map<string, AbortController>());
  const inFlight = useRef(new Map<string, Promise<unknown>>());

  const start = useCallback(
    (picked: Picked) => {
      const { clientId, file } = picked;
      const controller = new AbortController();
      aborts.current.set(clientId, controller);
      setProgress((p) => ({ ...p, [clientId]: 0 }));
      const onProgress = (ratio: number) => {
        // The last bytes leaving is not the server's answer: hold at 99% until it comes.
        if (!controller.signal.aborted) setProgress((p) => ({ ...p, [clientId]: Math.min(ratio, 0.99) }));
      };
      const payload = { file, purpose, clientId, signal: controller.signal, onProgress };
      const run = startIntent(store, uploadFeedbackImage, payload, clientId).finally(() => {
        inFlight.current.delete(clientId);
        aborts.current.delete(clientId);
      });
      inFlight.current.set(clientId, run);
    },
    [purpose, store],
  );

  const abort = useCallback((clientId: string) => aborts.current.get(clientId)?.abort(), []);

  const settle = useCallback(async () => {
    while (inFlight.current.size > 0) await Promise.all([...inFlight.current.values()]);
  }, []);

  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return { progress, start, abort, settle };
}

/** The picked images, as state and as a ref for the handlers; their previews are freed when the form goes. */
function usePickedList() {
  const [picked, setPicked] = useState<Picked[]>([]);
  const current = useRef<Picked[]>([]);
  const setList = useCallback((list: Picked[]) => {
    current.current = list;
    setPicked(list);
  }, []);
  useEffect(
    () => () => {
      for (const img of current.current) if (img.previewUrl) URL.revokeObjectURL(img.previewUrl);
    },
    [],
  );
  return { picked, current, setList };
}

/**
 * The images of a form: each picked file is checked (an image, at most 20 MB, at most `limit` in all)
 * and uploaded at once with its own progress; failed ones can be retried or removed. An image's status
 * is its upload intent's outcome, and its file id is read from the state.
 */
export function useImageUploads(purpose: ImagePurpose, limit: number) {
  const store = useStore<EffectDeps>();
  const { picked, current, setList } = usePickedList();
  const nextKey = useRef(1);
  const { progress, start, abort, settle: settleRuns } = useUploadRuns(store, purpose);
  const outcomes = useOutcomes(store);
  const uploads = useAppState((s) => s.feedback.uploads);
  const uploadsByClient = useAppState((s) => s.feedback.uploadsByClient);

  const images = picked.map((p) =>
    imageOf(
      p,
      outcomes[uploadKey(p.clientId)] ?? null,
      { uploads, uploadsByClient },
      progress[p.clientId] ?? 0,
    ),
  );

  /** Checks and adds files; returns the ones refused and why. */
  const add = useCallback(
    (files: readonly File[]): Rejection[] => {
      const { kept, rejections } = checkFiles(files, limit - current.current.length);
      const added = kept.map((file) => ({
        key: nextKey.current++,
        clientId: newClientId(),
        name: file.name,
        previewUrl: objectUrl(file),
        file,
      }));
      if (added.length > 0) {
        setList([...current.current, ...added]);
        for (const p of added) start(p);
      }
      return rejections;
    },
    [limit, start, setList, current],
  );

  /** Removes an image (stopping its upload). */
  const remove = useCallback(
    (key: number) => {
      const img = current.current.find((i) => i.key === key);
      if (!img) return;
      abort(img.clientId);
      if (img.previewUrl) URL.revokeObjectURL(img.previewUrl);
      setList(current.current.filter((i) => i.key !== key));
    },
    [abort, setList, current],
  );

  /** Uploads a failed image again. */
  const retry = useCallback(
    (key: number) => {
      const img = current.current.find((i) => i.key === key);
      if (img) start(img);
    },
    [start, current],
  );

  /** Waits for the uploads in flight; resolves with every image's final state, read from the state. */
  const settle = useCallback(async (): Promise<PickedImage[]> => {
    await settleRuns();
    const state = store.getState().feedback;
    return current.current.map((p) => imageOf(p, store.outcome(uploadKey(p.clientId)), state, 1));
  }, [settleRuns, store, current]);

  return { images, add, remove, retry, settle };
}
