import { record } from 'rrweb';
import type { BridgeActivity, BridgeEmulatorControl } from '../../bridge-emulator/emulator';
import {
  categoryOfKey,
  collectScreenPersonal,
  maskAs,
  maskText,
  type PersonalCategory,
} from '../journey/mask';
import type {} from '#contracts/tool-protocol';
import type { ProbedApp, ProbeItem } from './probe-protocol';

/**
 * Runs inside the page (an init script, before the app's own scripts): it watches what a journey
 * records — the app's events and API and bridge traces (`window.__cuotaApp`), hash routes, the emulated
 * phone's own events, and the screen with rrweb, masked as it is recorded — and hands everything to the
 * runner through the `__cuotaScenarioSink` binding, in order, batched per microtask. That binding is the one
 * channel from the page to the journey sink: `flush()` and `checkpoint()` resolve once the runner's sink has
 * handled everything sent so far (a binding call resolves after its Node handler returned, and the calls are
 * handled in the order they were made), so the runner awaits them instead of polling the sink.
 */

/** The page's `window`, typed once by the tool protocol (`__cuotaMock`, `__cuotaProbe`, `__cuotaScenarioSink`). */
const host: Window = window;
const loadId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
let counter = 0;
let buffer: ProbeItem[] = [];
let scheduled = false;
/** The last batch sent: it resolves after every earlier batch was handled too. */
let lastSent: Promise<void> = Promise.resolve();

function virtualNow(): number {
  try {
    return host.__cuotaMock?.clock.now() ?? Date.now();
  } catch {
    return Date.now();
  }
}

function flush(): Promise<void> {
  scheduled = false;
  if (buffer.length > 0 && window.__cuotaScenarioSink) {
    const items = buffer;
    buffer = [];
    lastSent = window.__cuotaScenarioSink({ loadId, items }).catch(() => undefined);
  }
  return lastSent;
}

function push(item: Omit<ProbeItem, 'n' | 'at'>): void {
  counter += 1;
  buffer.push({ ...item, n: counter, at: virtualNow() } as ProbeItem);
  if (!scheduled) {
    scheduled = true;
    queueMicrotask(() => void flush());
  }
}

/** Takes the app's state into the stream (after every event emitted so far) and sends everything. */
function checkpoint(step: number | null): Promise<void> {
  push({ kind: 'checkpoint', data: { step, state: app?.store.getState() } });
  return flush();
}

window.__cuotaProbe = { flush, checkpoint, loadId };
window.addEventListener('pagehide', () => void flush());

// ---- personal values seen on screen: masked where they appear, whatever the element ----

let personal: Array<[string, string]> = [];
let personalDirty = true;
let app: ProbedApp | undefined;

function personalValues(): Array<[string, string]> {
  if (!personalDirty) return personal;
  personalDirty = false;
  const found = new Map<string, string>();
  const state = app?.store.getState();
  collectScreenPersonal(state, found);
  const mobile = state?.session.mobile;
  if (mobile) {
    try {
      collectScreenPersonal(host.__cuotaMock?.world.findUser(mobile), found);
    } catch {
      // The world may be mid-reset: the state's values still apply.
    }
  }

  // Longest first, so a full name is replaced before a part of it.
  personal = [...found].sort((a, b) => b[0].length - a[0].length);
  return personal;
}

/** Text as the reviewer may see it: the borrower's known personal values, then anything that looks personal. */
function maskScreenText(text: string): string {
  let out = text;
  for (const [value, masked] of personalValues())
    if (out.includes(value)) out = out.split(value).join(masked);
  // The codes the mock world texted, read afresh (its SMS notice shows one before any event): a login or
  // deletion code is a secret too (decision 0077), and six digits pass the pattern mask below.
  for (const { code } of host.__cuotaMock?.world.outbox ?? [])
    if (out.includes(code)) out = out.split(code).join('*'.repeat(code.length));
  return maskText(out);
}

function fieldCategory(element: HTMLElement): PersonalCategory | null {
  const input = element as HTMLInputElement;
  const keys = [
    input.name,
    input.id,
    input.autocomplete,
    element.getAttribute('aria-label') ?? '',
    ...Array.from(input.labels ?? []).map((l) => l.textContent ?? ''),
  ];
  for (const key of keys) {
    const category = key ? categoryOfKey(key.replace(/[^A-Za-z]/g, '')) : null;
    if (category) return category;
  }
  return null;
}

function maskInput(text: string, element: HTMLElement): string {
  const category = fieldCategory(element);
  if (category) return maskAs(category, text);
  const input = element as HTMLInputElement;
  // Amounts, searches and phone-like fields: the pattern pass finds what is personal in them.
  if (
    ['number', 'search', 'tel'].includes(input.type) ||
    ['numeric', 'decimal', 'tel'].includes(input.inputMode)
  )
    return maskScreenText(text);
  // Free text may hold anything personal (a relative's name typed by the borrower): keep only its shape.
  return maskAs('name', text);
}

// ---- the app ----

function attach(next: ProbedApp): void {
  app = next;
  personalDirty = true;
  push({
    kind: 'attach',
    data: { state: next.store.getState(), log: next.store.log(), route: location.hash },
  });
  // The store announces each state right before its event; a state with no event after it is a reset.
  let stateWithoutEvent = false;
  let first = true;
  next.store.state$.subscribe((state) => {
    if (first) {
      first = false;
      return;
    }
    stateWithoutEvent = true;
    queueMicrotask(() => {
      if (!stateWithoutEvent) return;
      stateWithoutEvent = false;
      personalDirty = true;
      push({ kind: 'reset', data: { state } });
    });
  });
  next.store.events$.subscribe((event) => {
    stateWithoutEvent = false;
    personalDirty = true;
    push({ kind: 'event', data: event });
  });
  next.onTrace((trace) => push({ kind: 'trace', data: trace }));
}

// The app assigns window.__cuotaApp once, right after it is created: catch that moment.
let current: ProbedApp | undefined;
Object.defineProperty(window, '__cuotaApp', {
  configurable: true,
  enumerable: true,
  get: () => current,
  set(value: ProbedApp | undefined) {
    current = value;
    if (value) attach(value);
  },
});

window.addEventListener('hashchange', () => push({ kind: 'route', data: { hash: location.hash } }));

// ---- the emulated phone's own side (its events and native actions; calls come from the app's traces) ----

const bridge = (window as Window & { __cuotaBridge?: BridgeEmulatorControl }).__cuotaBridge;
bridge?.subscribe((activity: BridgeActivity) => {
  if (activity.kind === 'call' || activity.kind === 'reply') return;
  push({ kind: 'bridge', data: activity });
});

// ---- the screen ----

function startScreen(): void {
  record({
    emit: (event) => push({ kind: 'rrweb', data: event }),
    maskTextSelector: '*',
    maskTextFn: (text) => maskScreenText(text),
    maskInputOptions: {
      text: true,
      tel: true,
      email: true,
      number: true,
      search: true,
      textarea: true,
      password: true,
      select: true,
      date: true,
    },
    maskInputFn: maskInput,
    slimDOMOptions: 'all',
    inlineImages: false,
    recordCanvas: false,
    collectFonts: false,
    sampling: { mousemove: false, mouseInteraction: true, scroll: 250, input: 'last' },
  });
}

// Only the top frame: rrweb opens a blank iframe of its own, where this script would start again.
if (window.top === window) {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', startScreen, { once: true });
  else startScreen();
}
