import type { RrwebInFrame } from '#contracts/tool-protocol';
import rrwebWorkerUrl from './rrweb-in-frame.ts?worker&url';
import type { ScreenMasker } from './screen-mask';

/**
 * Records what the borrower sees in the app's frame with rrweb, into `screen` entries of the journey
 * (`{ type: 'rrweb', step: null, events }`, as the headless runner writes them). rrweb records the
 * document of the realm it runs in, so its bundle is loaded into the frame by a script element.
 */

/** rrweb events gathered into one screen entry. */
export interface ScreenBatcher {
  push(event: unknown): void;
  /** Writes the events gathered so far as one entry (nothing when there are none). */
  flush(): void;
  pending(): number;
}

/** Gathers rrweb events and writes them in batches: when asked, and at the latest every `maxEvents`. */
export function createScreenBatcher(options: {
  maxEvents: number;
  write: (events: unknown[]) => void;
}): ScreenBatcher {
  let events: unknown[] = [];
  const flush = () => {
    if (events.length === 0) return;
    const batch = events;
    events = [];
    options.write(batch);
  };
  return {
    push(event) {
      events.push(event);
      if (events.length >= options.maxEvents) flush();
    },
    flush,
    pending: () => events.length,
  };
}

/** The URL of the rrweb bundle the frame loads (the dev server serves the module itself). */
function rrwebScriptUrl(): { url: string; module: boolean } {
  if (import.meta.env.DEV) {
    // Not a literal: the build must not copy the source file as an asset.
    const file = './rrweb-in-frame' + '.ts';
    return { url: new URL(file, import.meta.url).href, module: true };
  }
  return { url: new URL(rrwebWorkerUrl, window.location.href).href, module: false };
}

/** Loads rrweb into the frame's window (once per document). */
export function loadRrwebInto(win: Window): Promise<RrwebInFrame> {
  const frame = win;
  if (frame.__cuotaRrweb) return Promise.resolve(frame.__cuotaRrweb);
  return new Promise((resolve, reject) => {
    const { url, module } = rrwebScriptUrl();
    const script = frame.document.createElement('script');
    if (module) script.type = 'module';
    script.src = url;
    script.onload = () => {
      if (frame.__cuotaRrweb) resolve(frame.__cuotaRrweb);
      else reject(new Error('the screen recorder did not start in the frame'));
    };
    script.onerror = () => reject(new Error(`the screen recorder could not load from ${url}`));
    (frame.document.head ?? frame.document.documentElement).appendChild(script);
  });
}

/** Options of startScreenRecording. */
export interface ScreenRecordingOptions {
  /** Masking of texts and input values; null records them as they are (internal QA). */
  masker: ScreenMasker | null;
  /** Every rrweb event, in order. */
  emit: (event: unknown) => void;
  /** Recording could not start (the frame refused the script): why. */
  onError?: (message: string) => void;
}

/** A screen recording in progress. */
export interface ScreenRecording {
  /** True once rrweb records (the first full snapshot was emitted). */
  started(): boolean;
  /** Emits a fresh full snapshot (after a route change: each screen can then be drawn on its own). */
  fullSnapshot(): void;
  stop(): void;
}

/** Starts rrweb in the frame; events arrive through `emit` once its script has loaded. */
export function startScreenRecording(win: Window, options: ScreenRecordingOptions): ScreenRecording {
  let stopped = false;
  let stopRecord: (() => void) | undefined;
  let rrweb: RrwebInFrame | undefined;
  const masker = options.masker;
  loadRrwebInto(win)
    .then((loaded) => {
      if (stopped) return;
      rrweb = loaded;
      stopRecord =
        loaded.record({
          emit: (event) => options.emit(event),
          slimDOMOptions: 'all',
          inlineImages: false,
          recordCanvas: false,
          collectFonts: false,
          sampling: { mousemove: false, mouseInteraction: true, scroll: 250, input: 'last' },
          ...(masker
            ? {
                maskAllInputs: true,
                maskTextSelector: '*',
                maskTextFn: (text: string) => masker.text(text),
                maskInputFn: (text: string, element: HTMLElement) => masker.input(text, element),
              }
            : {}),
        }) ?? undefined;
    })
    .catch((error: unknown) => options.onError?.(error instanceof Error ? error.message : String(error)));
  return {
    started: () => rrweb !== undefined && !stopped,
    fullSnapshot() {
      if (!rrweb || stopped) return;
      try {
        rrweb.record.takeFullSnapshot(true);
      } catch {
        // The frame navigated away: the next document starts its own recording.
      }
    },
    stop() {
      stopped = true;
      stopRecord?.();
    },
  };
}
