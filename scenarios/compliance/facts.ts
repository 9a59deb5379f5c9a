import type { DomainEvent, Language, LoanOrderProfileData, LoanProduct } from '#contracts/events';
import { isRecord, type JourneyFile } from '../journey/format';
import { extractScreens, type ScreenView } from './screen-text';
import { routeOfTitle } from './texts-registry';

/**
 * The journey's facts the checks read: events, requests and responses, bridge calls, routes and screens,
 * each with its step (entry seq), gathered once from the file. Read-only: no check changes them.
 */

/** A value and everything in it, read-only (what a check receives). */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? readonly DeepReadonly<U>[]
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;

/** The endpoint that submits a loan (the borrower's confirmation). */
export const SUBMIT_LOAN_PATH = '/store/single/loan-order/submit';

/** One request the app sent. */
export interface RequestFact {
  seq: number;
  path: string;
  payload: unknown;
  id: unknown;
}

/** An event of the journey with its step. */
export interface EventFact<E = DomainEvent> {
  seq: number;
  event: E;
}

interface MutableFacts {
  file: DeepReadonly<JourneyFile>;
  language: Language;
  events: EventFact[];
  requests: RequestFact[];
  responses: { seq: number; path: string | null; code: number | null }[];
  bridgeCalls: { seq: number; method: string; params: Record<string, unknown> }[];
  /** Known route changes: route entries and screen titles, by seq. */
  routes: { seq: number; route: string; source: 'route' | 'screen' }[];
  screens: ScreenView[];
}

/** What the checks know of a journey. */
export type Facts = DeepReadonly<MutableFacts>;

function routeOf(data: unknown): string | null {
  if (!isRecord(data)) return null;
  const raw = typeof data.path === 'string' ? data.path : typeof data.hash === 'string' ? data.hash : null;
  if (raw === null) return null;
  const path = raw.replace(/^#/, '').split('?')[0] ?? '';
  return path === '' ? '/' : path;
}

function responseCode(d: Record<string, unknown>): number | null {
  if (typeof d.code === 'number') return d.code;
  return isRecord(d.error) && typeof d.error.code === 'number' ? d.error.code : null;
}

/** Gathers the facts of a journey (the file is only read). */
export function collectFacts(file: DeepReadonly<JourneyFile>): Facts {
  const facts: MutableFacts = {
    file,
    language: file.meta.locale === 'en' ? 'en' : 'es',
    events: [],
    requests: [],
    responses: [],
    bridgeCalls: [],
    routes: [],
    screens: [],
  };
  const pathById = new Map<unknown, string>();
  for (const entry of file.entries) {
    const d: unknown = entry.data;
    const seq = entry.seq;
    if (!isRecord(d)) continue;
    if (entry.kind === 'event' && typeof d.type === 'string')
      facts.events.push({ seq, event: d as unknown as DomainEvent });
    else if (entry.kind === 'request' && typeof d.path === 'string') {
      facts.requests.push({ seq, path: d.path, payload: d.payload, id: d.id });
      if (d.id !== undefined) pathById.set(d.id, d.path);
    } else if (entry.kind === 'response') {
      const path = typeof d.path === 'string' ? d.path : (pathById.get(d.id) ?? null);
      facts.responses.push({ seq, path, code: responseCode(d) });
    } else if (entry.kind === 'bridge-call' && typeof d.method === 'string')
      facts.bridgeCalls.push({ seq, method: d.method, params: isRecord(d.params) ? d.params : {} });
    else if (entry.kind === 'route') {
      const route = routeOf(d);
      if (route) facts.routes.push({ seq, route, source: 'route' });
    }
  }
  facts.screens = extractScreens(file.entries);
  for (const screen of facts.screens) {
    for (const { title } of screen.titles) {
      const route = routeOfTitle(title);
      if (route) facts.routes.push({ seq: screen.seq, route, source: 'screen' });
    }
  }
  facts.routes.sort((a, b) => a.seq - b.seq);
  return facts;
}

/** The last known route at or before a step. */
export function routeAt(facts: Facts, seq: number): string | null {
  let route: string | null = null;
  for (const r of facts.routes) {
    if (r.seq > seq) break;
    route = r.route;
  }
  return route;
}

/** The journey's events of one type, with their steps. */
export function eventsOfType<T extends DomainEvent['type']>(
  facts: Pick<Facts, 'events'>,
  type: T,
): readonly EventFact<DeepReadonly<Extract<DomainEvent, { type: T }>>>[] {
  return facts.events.filter((e) => e.event.type === type) as unknown as EventFact<
    DeepReadonly<Extract<DomainEvent, { type: T }>>
  >[];
}

/** The product a loan was drafted from (the last offer at or before the step that holds it). */
export function productFor(
  facts: Facts,
  seq: number,
  productId: string | null,
): DeepReadonly<LoanProduct> | null {
  const offers = eventsOfType(facts, 'borrow/offerLoaded').filter((o) => o.seq <= seq);
  for (const offer of [...offers].reverse()) {
    const product = offer.event.products.find((p) => productId === null || p.productId === productId);
    if (product) return product;
  }
  return null;
}

/** The product id of a drafted order, if the journey saw the draft. */
export function draftProductId(facts: Facts, loanOrderId: string): string | null {
  const draft = eventsOfType(facts, 'order/drafted').find((d) => d.event.loanOrderId === loanOrderId);
  return draft?.event.productId ?? null;
}

/** The last loan figures (order profile) shown at or before a step. */
export function lastProfileBefore(
  facts: Facts,
  seq: number,
): { seq: number; profile: DeepReadonly<LoanOrderProfileData> } | null {
  const profiles = eventsOfType(facts, 'order/profileLoaded').filter((p) => p.seq <= seq);
  const last = profiles.at(-1);
  return last ? { seq: last.seq, profile: last.event.profile } : null;
}

/** The (first) loan confirmation request, if the borrower confirmed. */
export function submitRequest(facts: Facts): DeepReadonly<RequestFact> | undefined {
  return facts.requests.find((r) => r.path === SUBMIT_LOAN_PATH);
}

/** Every loan confirmation request of the journey, in order (a borrower may take several loans). */
export function submitRequests(facts: Facts): readonly DeepReadonly<RequestFact>[] {
  return facts.requests.filter((r) => r.path === SUBMIT_LOAN_PATH);
}

/** The page-clock time an entry was stamped with (`data.at`: events, the runner's requests), or null. */
export function entryTime(facts: Facts, seq: number): number | null {
  const data = facts.file.entries[seq]?.data;
  return isRecord(data) && typeof data.at === 'number' ? data.at : null;
}

/**
 * Whether what a screen entry recorded at rrweb time `at` happened before the entry `seq`. A screen written
 * before that entry holds only what came before it (the simulator writes the screen before each entry). The
 * runner writes a step's screen when the step ends, so the first screen after the entry also holds what led
 * up to it: that part counts when its time is not after the entry's own stamp (`data.at`, the same page
 * clock); without a stamp nothing in it counts. Later screens came after.
 */
export function seenBefore(facts: Facts, screenSeq: number, at: number, seq: number): boolean {
  if (screenSeq < seq) return true;
  const next = facts.screens.find((s) => s.seq > seq);
  if (!next || screenSeq !== next.seq) return false;
  const stamp = entryTime(facts, seq);
  return stamp !== null && at <= stamp;
}
