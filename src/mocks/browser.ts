import { setupWorker } from 'msw/browser';
import * as z from 'zod/mini';
import type { DeleteBlocker, Language } from '../domain/events';
import { createHandlers } from './handlers';
import { createMockRuntime, type MockWorldOptions } from './runtime';
import { showSmsNotice } from './sms-notice';
import { holdBeforeUnloadUntilPageHide } from './unload-guard';
import { worldEditor } from './world/edits';
import { isNetworkProfileName } from './world/faults';
import type { MockApplication } from './world/application-file';
import type { MockFeedback } from './world/feedback-desk';
import type { LoanBook } from './world/loan-ledger';
import type { CodePurpose, WorldSnapshot } from './world/records';
import type { WorldConfig } from './world/world-config';
import type { MockWorld } from './world/world';
import type { MockControl } from '../contracts/tool-protocol';

export type { MockControl };

/**
 * The mock backend in the browser (dev server, `--mode mock` builds, e2e tests, the simulator). The app
 * loads this file only through a dynamic import guarded by `__CUOTA_MOCKS__`.
 */

export interface StartMockWorldOptions extends MockWorldOptions {
  /** Extra latency for every answer (ms), to see spinners. */
  latencyMs?: number;
  /** Show incoming SMS on the page (default true). */
  smsNotice?: boolean;
}

/** Starts the service worker with a world and exposes `window.__cuotaMock`. */
export async function startMockWorld(options: StartMockWorldOptions = {}): Promise<MockControl> {
  const { latencyMs, smsNotice = true, ...worldOptions } = options;
  // In the browser the clock follows real time, so a person sees codes expire; tools can still advance it.
  const runtime = createMockRuntime({ clock: { running: true }, ...worldOptions });
  const worker = setupWorker(...createHandlers(runtime, latencyMs === undefined ? {} : { latencyMs }));
  // A tapped mailto: link must not stop the worker (MSW hears beforeunload as the page closing).
  holdBeforeUnloadUntilPageHide();
  await worker.start({
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });

  // A real backend outlives a WebView reload: keep this tab's world in sessionStorage.
  const identity = JSON.stringify({
    preset: worldOptions.preset ?? 'new-borrower',
    seed: worldOptions.seed ?? 1,
  });
  const saved = readSavedWorld(identity);
  if (saved) runtime.restore(saved);

  let unbind = () => {};
  const bind = (world: MockWorld) => {
    unbind();
    let saveScheduled = false;
    const save = () => {
      if (saveScheduled) return;
      saveScheduled = true;
      setTimeout(() => {
        saveScheduled = false;
        writeSavedWorld(identity, world);
      }, 0);
    };
    save();
    unbind = world.subscribe((change) => {
      if (change.type !== 'clockMoved') save();
      if (smsNotice && change.type === 'smsSent') showSmsNotice(change.sms);
    });
  };
  bind(runtime.world);
  // The world's clock keeps running: save its time too when the page goes away.
  window.addEventListener('pagehide', () => writeSavedWorld(identity, runtime.world));
  runtime.onReset(bind);

  // The phone's network profile is the device's, not the world's: it outlives a reload of the web view.
  const savedProfile = readSession(NETWORK_PROFILE_KEY);
  if (isNetworkProfileName(savedProfile))
    runtime.faults.setProfile(savedProfile, { seed: runtime.world.seed });
  runtime.faults.onProfile((profile) => writeSession(NETWORK_PROFILE_KEY, profile.name));

  const control: MockControl = {
    get world() {
      return runtime.world;
    },
    get clock() {
      return runtime.world.clock;
    },
    faults: runtime.faults,
    presets: runtime.presets,
    get edit() {
      return worldEditor(runtime.world);
    },
    reset: (resetOptions) => runtime.reset(resetOptions),
    onTraffic: (listener) => runtime.onTraffic(listener),
    stop: () => {
      unbind();
      worker.stop();
    },
  };
  window.__cuotaMock = control;
  return control;
}

const SAVED_WORLD_KEY = 'cuota-mock:world';
const NETWORK_PROFILE_KEY = 'cuota-mock:network';

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Without sessionStorage a reload simply starts online.
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** An object checked no deeper than the string key the world files it under (decision 0078). */
const keyedBy = <T>(key: string) => z.custom<T>((value) => isObject(value) && typeof value[key] === 'string');
const oneOf = <T extends string>(list: readonly T[]) =>
  z.custom<T>((value) => typeof value === 'string' && (list as readonly string[]).includes(value));
const purpose = oneOf<CodePurpose>(['login', 'deleteUser']);
const num = z.number();
const str = z.string();

/**
 * The kept world as `snapshotOf` writes it: every table and the records restoreWorld files, loose (a field
 * this schema does not name is kept). A borrower's application file and loan book, a thread's contents and
 * the configuration's values are checked as objects only (decision 0078).
 */
const WorldSnapshotSchema = z.looseObject({
  seed: num,
  restores: z.optional(num),
  now: num,
  users: z.array(
    z.looseObject({
      userId: str,
      mobile: str,
      name: z.optional(str),
      progress: num,
      createdAt: num,
      blocked: z.optional(z.boolean()),
      profile: z.optional(
        z.looseObject({
          firstName: str,
          lastName: str,
          email: str,
          birthday: str,
          gender: z.union([z.literal(1), z.literal(2)]),
        }),
      ),
      deleteBlockers: z.array(oneOf<DeleteBlocker>(['unpaidLoan', 'pendingApplication'])),
      application: z.optional(z.custom<MockApplication>(isObject)),
      loans: z.optional(z.custom<LoanBook>(isObject)),
      adRefreshes: z.optional(z.looseObject({ day: str, count: num })),
    }),
  ),
  tokens: z.array(
    z.looseObject({
      token: str,
      mobile: str,
      issuedAt: num,
      expired: z.boolean(),
      replaced: z.optional(z.boolean()),
    }),
  ),
  codes: z.array(z.looseObject({ mobile: str, purpose, code: str, sentAt: num, expiresAt: num })),
  outbox: z.array(
    z.looseObject({
      mobile: str,
      text: str,
      code: str,
      purpose,
      lang: oneOf<Language>(['es', 'en']),
      at: num,
    }),
  ),
  config: z.custom<WorldConfig>(isObject),
  feedback: z.optional(
    z.looseObject({
      nextFeedback: num,
      nextUpload: num,
      feedbacks: z.array(keyedBy<MockFeedback>('feedbackId')),
      uploads: z.array(
        z.looseObject({
          fileId: str,
          userId: str,
          name: str,
          type: str,
          size: num,
          purpose: oneOf<'credential' | 'message'>(['credential', 'message']),
          createdAt: num,
        }),
      ),
    }),
  ),
  deletedNumbers: z.optional(z.array(z.looseObject({ mobile: str, deletedAt: num }))),
}) satisfies z.ZodMiniType<WorldSnapshot>;

const SavedWorldSchema = z.object({ identity: str, snapshot: z.unknown() });

/**
 * The world this tab kept for the same preset and seed; null for none, another setup's, or a malformed one
 * (a stale or edited entry: dropped with a warning naming the key, never its contents; the preset starts).
 */
function readSavedWorld(identity: string): WorldSnapshot | null {
  const raw = readSession(SAVED_WORLD_KEY);
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const saved = SavedWorldSchema.safeParse(json);
  if (saved.success && saved.data.identity !== identity) return null;
  const snapshot = saved.success ? WorldSnapshotSchema.safeParse(saved.data.snapshot) : undefined;
  if (snapshot?.success) return snapshot.data;
  console.warn(
    `[mock] dropped a malformed ${SAVED_WORLD_KEY} from sessionStorage; the world starts from its preset`,
  );
  return null;
}

function writeSavedWorld(identity: string, world: MockWorld): void {
  try {
    window.sessionStorage.setItem(SAVED_WORLD_KEY, JSON.stringify({ identity, snapshot: world.snapshot() }));
  } catch {
    // A full sessionStorage only costs the world's memory across reloads.
  }
}
