import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ENDPOINT_LIST, type EndpointName } from '../../../src/api/contracts/endpoints';
import { changeLoading, getLoadingCount } from '../../../src/api/loading';
import type { App } from '../../../src/app/bootstrap';
import type { SessionErrorCode } from '../../../src/domain/events';
import { selectIsLoggedIn } from '../../../src/domain/session/session.selectors';
import en from '../../../src/i18n/en.json';
import es from '../../../src/i18n/es.json';
import { mockErrorMessage, type MockErrorKey } from '../../../src/mocks/handlers/mock-errors';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../../src/mocks/presets/registered-borrower';
import type { MockTraffic } from '../../../src/mocks/handlers/wire';
import type { MockWorldOptions } from '../../../src/mocks/runtime';
import type { installMockServer } from '../../../src/mocks/server';
import { fault, type Fault } from '../../../src/mocks/world/faults';
import {
  createMemoryStorage,
  createStoredValues,
  type StoredValues,
} from '../../../src/storage/stored-values';
import { failureMessage } from '../../../src/store/failure';
import { currentPath, renderApp, type RenderOptions } from '../render-app';

/**
 * The fault matrix (issue 8, resilience): every endpoint of spec section 7 (ENDPOINT_LIST) times every
 * fault column below. Each endpoint has a trigger: the screen and user action that calls it, or for
 * background calls the effect the real app bootstrap runs. Each cell checks: no unhandled rejection, the
 * spinner hidden, a message in the user's language, what the user typed still there, the session outcome.
 */

export type Language = 'es' | 'en';
const TEXTS = { es, en } as const;

/** A trigger's context: the rendered app and what the trigger typed (checked after the failure). */
export interface TriggerContext {
  app: App;
  storedValues: StoredValues;
  user: UserEvent;
  language: Language;
  runtime: ReturnType<typeof installMockServer>;
  /** Picks the text of the cell's language. */
  t: (es: string, en: string) => string;
  /** Form fields the trigger filled: each must still hold its value after the failure. */
  typed: Array<{ field: () => HTMLElement; value: unknown }>;
  /** Every request the mock backend answered in this cell, in order. */
  traffic: MockTraffic[];
  /** Waits until the backend has answered this endpoint (a call the screen makes on arrival) and the app is idle. */
  answered: (endpoint: EndpointName) => Promise<void>;
  /** A client-level trigger's outcome (the rejection of the call). */
  outcome?: { error: unknown };
}

/** Where a trigger's failure is told to the borrower. */
export type MessagePlace =
  /** On the screen (inline or as a toast). */
  | 'screen'
  /** Background calls whose failure the app records in a `...Failed` event instead of interrupting. */
  | { event: string; why: string }
  /** Calls whose failure the app absorbs on purpose (the screen works without them). */
  | { silent: string }
  /** Endpoints the app does not call: the typed rejection and its borrower-facing message are checked. */
  | 'client';

/** The screen + user action (or effect) that calls one endpoint. */
export interface Trigger {
  endpoint: EndpointName;
  /** How the endpoint is reached, for the test name. */
  how: string;
  /** The mock world of the cell (default: the test file's). */
  world?: MockWorldOptions;
  /** Logged in as the preset borrower at this progress code; absent = logged out. */
  progress?: number;
  /** Where the app starts (a function when the path names something of the cell's world). */
  path: string | ((ctx: { runtime: ReturnType<typeof installMockServer> }) => string);
  /** Extra render options (a bridge, native mode). */
  render?: (ctx: {
    storedValues: StoredValues;
    runtime: ReturnType<typeof installMockServer>;
  }) => Partial<RenderOptions>;
  /** The call happens while the screen opens: the fault is armed before rendering. */
  onOpen?: boolean;
  /** Waits until the screen is ready for the action (faults are armed after it, unless onOpen). */
  ready?: (ctx: TriggerContext) => Promise<void>;
  /** The user action that calls the endpoint (fill, submit...). */
  act?: (ctx: TriggerContext) => Promise<void>;
  message: MessagePlace;
  /** After a failure that does not end the session: what shows the screen went on without the call. */
  recovers?: (ctx: TriggerContext) => Promise<void>;
  /** Test-only global stubs (FormData/File of Node for uploads); undone after the cell. */
  stubs?: () => void | Promise<void>;
}

/** One fault column. */
export interface FaultColumn {
  id: string;
  fault: (language: Language, endpointIndex: number) => Fault;
  /** What the borrower must read, in their language. */
  message: (language: Language) => string;
  /** The session code, for the four session columns. */
  session?: SessionErrorCode;
  /** The 60 s client time-out, driven by fake timers. */
  timeout?: boolean;
}

/** A backend message for an error code the app does not know, as the backend words it per `lang`. */
export const UNKNOWN_CODE = 99_999;
const unknownMessage = (language: Language) =>
  language === 'es'
    ? 'Servicio temporalmente no disponible (99999)'
    : 'Service temporarily unavailable (99999)';

const SESSION_KEYS: Record<SessionErrorCode, MockErrorKey> = {
  10010301: 'USER_CANNOT_LOG_IN',
  100103: 'INVALID_TOKEN',
  10010303: 'TOKEN_EXPIRED',
  10010304: 'OTHER_DEVICE',
};

/** The three malformed bodies: not JSON (nothing to decrypt/parse), not an envelope, data off contract. */
export const MALFORMED: ReadonlyArray<{ name: string; fault: () => Fault }> = [
  { name: 'not JSON', fault: fault.notJson },
  { name: 'not an envelope', fault: () => fault.http(200, JSON.stringify({ status: 'ok', result: [1, 2] })) },
  { name: 'data off contract', fault: fault.wrongShape },
];

const sessionColumn = (code: SessionErrorCode): FaultColumn => ({
  id: `session ${code}`,
  fault: (language) => fault.error(code, mockErrorMessage(SESSION_KEYS[code], language)),
  message: (language) => mockErrorMessage(SESSION_KEYS[code], language),
  session: code,
});

/** The columns: network error, time-out, HTTP 500, malformed body, unknown code, the four session codes. */
export const FAULT_COLUMNS: readonly FaultColumn[] = [
  { id: 'network error', fault: fault.networkError, message: (l) => TEXTS[l].errors.network },
  { id: 'time-out 60 s', fault: fault.timeout, message: (l) => TEXTS[l].errors.timeout, timeout: true },
  { id: 'HTTP 500', fault: () => fault.http500(), message: (l) => TEXTS[l].errors.server },
  {
    id: 'malformed body',
    // Each endpoint gets one of the three malformed bodies, in turn, so all three are covered.
    fault: (_l, index) => MALFORMED[index % MALFORMED.length]!.fault(),
    message: (l) => TEXTS[l].errors.shape,
  },
  {
    id: `unknown code ${UNKNOWN_CODE}`,
    fault: (l) => fault.error(UNKNOWN_CODE, unknownMessage(l)),
    message: unknownMessage,
  },
  sessionColumn(10010301),
  sessionColumn(100103),
  sessionColumn(10010303),
  sessionColumn(10010304),
];

/** Texts that must never reach a borrower of the other language (or anyone: raw technical messages). */
function foreignTexts(language: Language): string[] {
  const other = TEXTS[language === 'es' ? 'en' : 'es'].errors;
  return [
    other.network,
    other.timeout,
    other.shape,
    other.unknown,
    other.server,
    ...Object.values(other.session),
  ];
}
const TECHNICAL = [
  /HTTP \d{3}/,
  /\bError \d+/,
  /does not match/,
  /Network Error/,
  /\[object Object\]/,
  /\bundefined\b/,
  /No response within/,
];

// ---- unhandled rejections ----

/** Node's process (the app's tsconfig has no Node types): its 'unhandledRejection' event. */
export const nodeProcess = (
  globalThis as unknown as {
    process: {
      on(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
      off(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
    };
  }
).process;

const unhandled: unknown[] = [];
let listening = false;
function listenForUnhandled() {
  if (listening) return;
  listening = true;
  // With this listener Vitest no longer reports the rejection itself: each cell asserts the list is empty.
  nodeProcess.on('unhandledRejection', (reason) => unhandled.push(reason));
}

// ---- toasts seen during a cell (they disappear after 2.5 s) ----

function recordToasts(): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes)
        if (node instanceof HTMLElement && node.classList.contains('toast'))
          texts.push(node.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { texts, stop: () => observer.disconnect() };
}

/** Visible text outside the toast host (stale toasts of an earlier cell may still be there). */
function screenText(): string {
  const clone = document.body.cloneNode(true) as HTMLElement;
  clone.querySelectorAll('.toast-host').forEach((el) => el.remove());
  return clone.textContent ?? '';
}

const spinner = (language: Language) =>
  screen.queryByRole('progressbar', { name: TEXTS[language].app.loading });

/** A device value the native app wrote: no session code removes it (decision 0014). */
const MARKER = 'fault-matrix-afid';
/** The marker that tells clearAll (10010301) from clearUserData: an app-own key only clearAll removes. */
const APP_MARKER = 'cuota:fault-matrix';

async function flush() {
  // Let pending promise callbacks and their rejections surface.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs one cell. */
export async function runCell(
  runtime: ReturnType<typeof installMockServer>,
  trigger: Trigger,
  column: FaultColumn,
  endpointIndex: number,
  language: Language = 'es',
): Promise<void> {
  listenForUnhandled();
  unhandled.length = 0;
  if (getLoadingCount() !== 0) changeLoading(-getLoadingCount());
  if (trigger.world) runtime.reset(trigger.world);
  await trigger.stubs?.();
  if (column.timeout) vi.useFakeTimers({ shouldAdvanceTime: true });
  const toasts = recordToasts();
  const traffic: MockTraffic[] = [];
  const offTraffic = runtime.onTraffic((entry) => traffic.push(entry));
  try {
    let ruleId = -1;
    const arm = () => {
      ruleId = runtime.faults.add(trigger.endpoint, column.fault(language, endpointIndex));
    };
    const hits = () => runtime.faults.list().find((rule) => rule.id === ruleId)?.hits ?? 0;

    const memory = createMemoryStorage();
    const storedValues = createStoredValues(memory);
    storedValues.set('afid', MARKER);
    memory.setItem(APP_MARKER, '1');
    const loggedIn = trigger.progress !== undefined;
    if (trigger.onOpen) arm();
    const path = typeof trigger.path === 'function' ? trigger.path({ runtime }) : trigger.path;
    const view = await renderApp(path, {
      storedValues,
      language,
      isNative: () => false,
      ...(loggedIn
        ? { session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: trigger.progress! } }
        : {}),
      ...trigger.render?.({ storedValues, runtime }),
    });
    const ctx: TriggerContext = {
      app: view.app,
      storedValues,
      // No pause between keystrokes (and no timers of its own, so it works under fake timers too).
      user: userEvent.setup({ delay: null }),
      language,
      runtime,
      t: (es, en) => (language === 'es' ? es : en),
      typed: [],
      traffic,
      answered: async (endpoint) => {
        await waitFor(() => {
          expect(traffic.some((entry) => entry.name === endpoint)).toBe(true);
          expect(getLoadingCount()).toBe(0);
        });
        await flush();
      },
    };
    await trigger.ready?.(ctx);
    if (!trigger.onOpen) arm();
    await trigger.act?.(ctx);

    // The trigger really called the endpoint.
    await waitFor(() => expect(hits(), `${trigger.endpoint} was not called`).toBeGreaterThan(0));
    if (column.timeout) {
      await waitFor(() => expect(runtime.faults.heldCount()).toBeGreaterThan(0));
      // Nothing before the 60 s: the spinner (if any) is still honest about the call in flight.
      await act(() => vi.advanceTimersByTimeAsync(59_000));
      expect(ctx.outcome).toBeUndefined();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    }

    // A message in the borrower's language.
    const expected = column.message(language);
    const place = trigger.message;
    if (place === 'client') {
      await waitFor(() => expect(ctx.outcome).toBeDefined());
      expect(failureMessage(ctx.outcome!.error).message).toBe(expected);
    } else if (place === 'screen' || (column.session && loggedIn)) {
      // Ending a session is always told (the session rules' toast), even for background calls.
      await waitFor(() => expect([...toasts.texts, screenText()].join('\n')).toContain(expected));
    } else if ('event' in place) {
      await waitFor(() =>
        expect(view.app.store.log()).toContainEqual(
          expect.objectContaining({ type: place.event, message: expected }),
        ),
      );
    }

    if (!column.session) await trigger.recovers?.(ctx);

    // The spinner is hidden (the loading count is back to zero) and the screen is not blocked.
    await waitFor(() => {
      expect(getLoadingCount()).toBe(0);
      expect(spinner(language)).toBeNull();
    });

    // No text of the other language, no raw technical message.
    const seen = [...toasts.texts, screenText()].join('\n');
    for (const text of foreignTexts(language)) expect(seen).not.toContain(text);
    for (const pattern of TECHNICAL) expect(seen).not.toMatch(pattern);

    // The session outcome.
    const state = view.app.store.getState();
    if (column.session && loggedIn) {
      await waitFor(() => expect(currentPath()).toBe('/user/login'));
      expect(selectIsLoggedIn(view.app.store.getState())).toBe(false);
      expect(storedValues.get('token')).toBeNull();
      // 10010301 clears all of the borrower's data, the app's own keys too; the other three only the user's.
      // The phone's and the native app's settings stay either way.
      expect(memory.getItem(APP_MARKER)).toBe(column.session === 10010301 ? null : '1');
      expect(storedValues.get('afid')).toBe(MARKER);
    } else {
      expect(selectIsLoggedIn(state)).toBe(loggedIn);
      expect(storedValues.get('token') !== null).toBe(loggedIn);
      expect(storedValues.get('afid')).toBe(MARKER);
      if (loggedIn) expect(currentPath()).not.toBe('/user/login');
      // What the borrower typed is still there.
      for (const { field, value } of ctx.typed) {
        if (typeof value === 'boolean') expect(field()).toHaveProperty('checked', value);
        else expect((field() as HTMLInputElement).value).toEqual(value);
      }
    }

    await flush();
    expect(unhandled, 'unhandled rejections').toEqual([]);
  } finally {
    toasts.stop();
    offTraffic();
    runtime.faults.clear();
    if (column.timeout) vi.useRealTimers();
    if (trigger.stubs) vi.unstubAllGlobals();
  }
}

/** Names a cell's endpoint: `name (METHOD /path)`. */
export function endpointTitle(endpoint: { name: string; method: string; path: string }): string {
  return `${endpoint.name} (${endpoint.method} ${endpoint.path})`;
}

/** Session progress helper for triggers. */
export const REGISTERED = { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN };

/**
 * Declares the cells of a group of triggers in the calling test file: one `describe` per endpoint, one
 * named test per fault column.
 */
export function describeMatrix(
  runtime: ReturnType<typeof installMockServer>,
  triggers: readonly Trigger[],
  options: { language?: Language; columns?: readonly FaultColumn[] } = {},
): void {
  const language = options.language ?? 'es';
  const columns = options.columns ?? FAULT_COLUMNS;
  const rows = triggers.map((trigger) => {
    const index = ENDPOINT_LIST.findIndex((e) => e.name === trigger.endpoint);
    return [`${endpointTitle(ENDPOINT_LIST[index]!)} via ${trigger.how}`, trigger, index] as const;
  });
  describe.each(rows)('%s', (_title, trigger, index) => {
    const cells = columns.map((column) => {
      const variant = column.id === 'malformed body' ? ` (${MALFORMED[index % MALFORMED.length]!.name})` : '';
      return [`${column.id}${variant} [${language}]`, column] as const;
    });
    it.each(cells)('%s', (_name, column) => runCell(runtime, trigger, column, index, language));
  });
}

// ---- uploads: jsdom's FormData and File cannot be read by Node's Request, which MSW builds from the
// XHR body, so uploads use Node's classes (as src/api/client.test.ts and the screen tests do).

let nodeClasses: { FormData: typeof FormData; File: typeof File } | undefined;

async function loadNodeClasses() {
  if (nodeClasses) return nodeClasses;
  const form = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  const NodeBlob = (await new Response('x').blob()).constructor as typeof Blob;
  const NodeFile = class extends NodeBlob {
    readonly name: string;
    readonly lastModified = 0;
    constructor(parts: BlobPart[], name: string, options?: FilePropertyBag) {
      super(parts, options);
      this.name = name;
    }
  } as unknown as typeof File;
  nodeClasses = { FormData: form.constructor as typeof FormData, File: NodeFile };
  return nodeClasses;
}

/** Stubs FormData (and File, for the native camera's answer) with Node's classes. */
export async function stubNodeUploads(): Promise<void> {
  const classes = await loadNodeClasses();
  vi.stubGlobal('FormData', classes.FormData);
  vi.stubGlobal('File', classes.File);
}

// The PNG signature and a little more: enough for the backend's image check.
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
/** A PNG file of Node's class (call after stubNodeUploads). */
export function png(name: string): File {
  return new nodeClasses!.File([PNG], name, { type: 'image/png' });
}
/** The same PNG as a data URL (the native camera's answer). */
export const PNG_DATA_URL = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;
