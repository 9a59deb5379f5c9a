import type { LoanOrderProfileData, LoanProduct } from '#contracts/events';
import { PATHS } from '#contracts/paths';
import { borrowTexts } from '#contracts/texts';
import type { JourneyFile } from '../journey/format';
import { dateAfter, quoteOf } from '../oracle/loan-oracle';
import { TEST_META } from '../journey/journey-fixtures';
import { createJourneyRecorder, type JourneyRecorder } from '../journey/recorder';
import { SUBMIT_LOAN_PATH } from './facts';

/** Journeys for the review's tests: a borrower who sees an offer and a loan's details, and the screens. */

/** The spec's maximum terms: an 18% tax and a fee that leaves nothing to disburse. */
export const SPEC_PRODUCT: LoanProduct = {
  productId: 'spec-max-terms',
  name: 'Spec',
  minAmount: 1000,
  maxAmount: 3000,
  amountStep: 100,
  terms: [91],
  dailyInterestRate: 0.001,
  dailyFeeRate: 0.0098,
  taxRate: 0.18,
  dailyPenaltyRate: 0.02,
};

/** A valid product within the published terms. */
export const LOW_FEE_PRODUCT: LoanProduct = {
  ...SPEC_PRODUCT,
  productId: 'cuota-flex',
  maxAmount: 30000,
  terms: [91, 120, 180],
  dailyFeeRate: 0.0005,
  taxRate: 0.16,
};

/** The backend's profile of a draft order, priced by the spec's formulas (the money oracle). */
export function profileOf(product: LoanProduct, principal: number, days: number): LoanOrderProfileData {
  const s = { ...quoteOf({ ...product, principal, days }), dueDate: dateAfter('2026-01-15', days) };
  return {
    loanOrderId: 'LO1',
    principal,
    duration: days,
    fee: s.fee,
    tax: s.tax,
    interest: s.interest,
    contractAmount: principal,
    receivedAmount: s.net,
    totalRepayment: s.totalRepay,
    dueDate: s.dueDate,
    bankName: 'BBVA',
    bankAccount: '****7105',
  };
}

/** A recorder whose clock moves a second per entry. */
export function recorder(): JourneyRecorder {
  let now = TEST_META.startedAt.virtual;
  return createJourneyRecorder({ meta: TEST_META, clock: () => (now += 1000) });
}

/**
 * How a fixture borrower confirms the loan. `terms`: the terms checkbox `ticked` by the borrower before the
 * request (the default), `shown` ticked on the screen's snapshot, `cleared` (ticked, then unticked), `after`
 * (ticked only once the request was sent) or `never`. `notice`: the confirmation sheet shows the
 * no-cancellation notice (default true). `requestAt`: the request's page-clock stamp (the runner's requests
 * carry one, the simulator's do not); `screenAfter`: the screen is written after the request, as the runner
 * writes a step's screen when the step ends.
 */
export interface ConfirmOptions {
  terms?: 'ticked' | 'shown' | 'cleared' | 'after' | 'never';
  notice?: boolean;
  requestAt?: number;
  screenAfter?: boolean;
  /** The backend's answer (default 0: accepted). */
  responseCode?: number;
}

/** The rrweb time the confirmation screen starts at (after the loan's events of borrowJourney). */
export const CONFIRM_SCREEN_AT = 1_768_492_800_100;

/** A borrower who confirms a loan (the confirmation screen, the request and its response), as `options` say. */
export function recordConfirmation(r: JourneyRecorder, options: ConfirmOptions = {}, loanOrderId = 'LO1') {
  const terms = options.terms ?? 'ticked';
  const { screen, checkbox } = confirmScreen({
    terms: terms === 'after' ? 'never' : terms,
    notice: options.notice ?? true,
  });
  if (!options.screenAfter) r.record('screen', screen);
  r.record('request', {
    method: 'POST',
    path: SUBMIT_LOAN_PATH,
    payload: { loanOrderId, agreeTerms: true },
    ...(options.requestAt === undefined ? {} : { at: options.requestAt }),
  });
  if (options.screenAfter) r.record('screen', screen);
  r.record('response', { path: SUBMIT_LOAN_PATH, status: 200, code: options.responseCode ?? 0, data: {} });
  if (terms === 'after') r.record('screen', tickScreen(checkbox, CONFIRM_SCREEN_AT + 500));
}

/** A borrower who sees an offer and the details of a 3,000 MXN, 91-day loan; confirms when told. */
export function borrowJourney(
  product: LoanProduct,
  options: { confirm?: boolean | ConfirmOptions; build?: (r: JourneyRecorder) => void } = {},
): JourneyFile {
  const r = recorder();
  let at = 1_768_492_800_000;
  const event = (data: Record<string, unknown>) => r.record('event', { ...data, at: (at += 10) });
  r.record('route', { path: '/' });
  event({ type: 'borrow/offerLoaded', products: [product], availableAmount: 3100, quotaHistory: [] });
  r.record('route', { path: PATHS.toBorrow });
  event({ type: 'order/drafted', loanOrderId: 'LO1', productId: product.productId, amount: 3000, days: 91 });
  r.record('route', { path: PATHS.productDetails });
  event({ type: 'order/profileLoaded', profile: profileOf(product, 3000, 91) });
  options.build?.(r);
  if (options.confirm) recordConfirmation(r, options.confirm === true ? {} : options.confirm);
  return r.toFile();
}

/** A repayment detail of a 3,000 MXN loan two days overdue, with the penalty and total given. */
export function overdueDetail(penaltyInterest: number, totalRepayment: number) {
  return {
    orderId: 'LO1',
    status: 'overdue',
    totalAmount: 3000,
    principal: 3000,
    interest: 273,
    serviceFee: 0,
    penaltyInterest,
    penaltyDeduction: 0,
    totalRepayment,
    repaidAmount: 0,
    unrepayAmount: totalRepayment,
    dueDate: '2026-01-17',
    duration: 91,
    overdueDays: 2,
    minRepayAmount: 100,
    extension: null,
    channels: [],
  };
}

/** An rrweb element tree builder: nodes numbered in the order they are made. */
type NodeBuilder = (id: () => number) => unknown;
const textNode =
  (textContent: string): NodeBuilder =>
  (id) => ({ type: 3, textContent, id: id() });
const element =
  (tagName: string, attributes: Record<string, string>, children: NodeBuilder[]): NodeBuilder =>
  (id) => ({ type: 2, tagName, attributes, childNodes: children.map((child) => child(id)), id: id() });

/** An rrweb full snapshot (one screen record) of a page whose body holds `body`, at the rrweb time `at`. */
function snapshotScreen(body: NodeBuilder[], at: number) {
  let next = 1;
  const id = () => next++;
  const node = { type: 0, id: id(), childNodes: [element('html', {}, [element('body', {}, body)])(id)] };
  return {
    type: 'rrweb',
    step: 3,
    events: [{ type: 2, data: { node, initialOffset: { top: 0, left: 0 } }, timestamp: at }],
  };
}

/** An rrweb full snapshot of the product details with the CAT the app marks for review tools. */
export function detailsScreen(catText: string, catValue: string) {
  return snapshotScreen(
    [
      element('h1', { class: 'nav-bar__title' }, [textNode('Detalles del préstamo')]),
      element('dl', {}, [element('dt', {}, [textNode('IVA de la comisión (16%)')])]),
      element('p', { 'data-claim': 'cat', 'data-value': catValue }, [textNode(catText)]),
    ],
    1_768_492_800_100,
  );
}

/**
 * An rrweb full snapshot of a screen: its nav-bar title (which names the route, texts-registry.ts) and one
 * paragraph per line, at the rrweb time `at` (after the loan's events of borrowJourney by default).
 */
export function textScreen(title: string, lines: readonly string[], at = 1_768_492_800_100) {
  return snapshotScreen(
    [
      element('h1', { class: 'nav-bar__title' }, [textNode(title)]),
      ...lines.map((line) => element('p', {}, [textNode(line)])),
    ],
    at,
  );
}

/** The id of the first node under a serialized tree that `match` accepts. */
function idOf(node: unknown, match: (n: Record<string, unknown>) => boolean): number | null {
  if (typeof node !== 'object' || node === null) return null;
  const n = node as Record<string, unknown>;
  if (match(n) && typeof n.id === 'number') return n.id;
  for (const child of Array.isArray(n.childNodes) ? n.childNodes : []) {
    const found = idOf(child, match);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The loan's confirmation as the app draws it (loan-disclosure.tsx, in its words): the terms card with its
 * checkbox, then (a mutation) the confirmation sheet, with the no-cancellation notice when `notice`. The
 * borrower ticks the box (an rrweb input event) when `terms` is `ticked`; `shown`: it is ticked in the
 * snapshot; `cleared`: ticked, then unticked. Returns the screen and the checkbox's node id.
 */
export function confirmScreen(options: {
  terms: 'ticked' | 'shown' | 'cleared' | 'never';
  notice: boolean;
  at?: number;
}): { screen: { type: 'rrweb'; step: number; events: unknown[] }; checkbox: number } {
  const b = borrowTexts.es;
  const at = options.at ?? CONFIRM_SCREEN_AT;
  const shown: Record<string, string> = options.terms === 'shown' ? { checked: 'true' } : {};
  const screen = snapshotScreen(
    [
      element('div', { class: 'card' }, [
        element('label', { class: 'terms-check' }, [
          element('input', { type: 'checkbox', ...shown }, []),
          element('span', {}, [
            textNode(`${b.termsBefore} `),
            element('a', { href: '#/terms' }, [textNode(b.termsLink)]),
          ]),
        ]),
        element('button', { type: 'button' }, [textNode(b.confirm)]),
      ]),
    ],
    at,
  );
  const tree = screen.events[0]!.data.node;
  const checkbox = idOf(tree, (n) => n.tagName === 'input')!;
  const body = idOf(tree, (n) => n.tagName === 'body')!;
  const input = (checked: boolean, t: number) => ({
    type: 3,
    data: { source: 5, id: checkbox, text: 'on', isChecked: checked },
    timestamp: t,
  });
  const events: unknown[] = [...screen.events];
  if (options.terms === 'ticked' || options.terms === 'cleared') events.push(input(true, at + 10));
  if (options.terms === 'cleared') events.push(input(false, at + 15));
  let next = 1000;
  const sheet = element('div', { role: 'dialog' }, [
    element('h2', {}, [textNode(b.confirmTitle)]),
    ...(options.notice ? [element('p', {}, [element('strong', {}, [textNode(b.confirmNoCancel)])])] : []),
    element('button', { type: 'button' }, [textNode(b.confirmSubmit)]),
  ])(() => next++);
  events.push({
    type: 3,
    data: {
      source: 0,
      adds: [{ parentId: body, nextId: null, node: sheet }],
      removes: [],
      texts: [],
      attributes: [],
    },
    timestamp: at + 20,
  });
  return { screen: { type: 'rrweb', step: screen.step, events }, checkbox };
}

/** A later screen record in which the borrower ticks the checkbox `checkbox` at `at`. */
export function tickScreen(checkbox: number, at: number) {
  return {
    type: 'rrweb',
    step: 5,
    events: [{ type: 3, data: { source: 5, id: checkbox, text: 'on', isChecked: true }, timestamp: at }],
  };
}

/** The carátula lines the product details screen must show before confirmation (SIPRES, RECA, CONDUSEF). */
export const CARATULA_LINES: readonly string[] = [
  'Otorgante: Cuota Financiera, S.A. de C.V., SOFOM, E.N.R. Registro en el SIPRES: folio 7319.',
  'Contrato de adhesión inscrito en el RECA con el número 2345-439-012345/01-01234-0521.',
  'CONDUSEF: teléfono 55 5340 0999, www.condusef.gob.mx.',
];

/** A borrower who sees a screen with these lines (titled `title`) during the loan journey. */
export function screenJourney(
  product: LoanProduct,
  title: string,
  lines: readonly string[],
  options: { confirm?: boolean } = {},
): JourneyFile {
  return borrowJourney(product, {
    build: (r) => r.record('screen', textScreen(title, lines)),
    confirm: options.confirm,
  });
}

/** A borrower who visits routes with no screen record (their lines come from the texts registry), then borrows. */
export function visitJourney(
  product: LoanProduct | null,
  routes: readonly string[],
  options: { confirm?: boolean } = {},
): JourneyFile {
  if (!product) {
    const r = recorder();
    for (const path of routes) r.record('route', { path });
    return r.toFile();
  }
  return borrowJourney(product, {
    build: (r) => {
      for (const path of routes) r.record('route', { path });
      r.record('route', { path: PATHS.productDetails });
    },
    confirm: options.confirm,
  });
}

/** The valid loan confirmed after the product details screen showed a CAT of 12% (not the loan's). */
export function catShownJourney(): JourneyFile {
  return borrowJourney(LOW_FEE_PRODUCT, {
    build: (r) =>
      r.record('screen', detailsScreen('CAT 12.0% sin IVA, para fines informativos y de comparación', '12')),
    confirm: true,
  });
}

/** A check-permission bridge call. */
export function permissionCall(id: string, permission: string, request: boolean) {
  return { id, method: 'checkPermission', params: { permission, request } };
}

/** Freezes a value and everything in it. */
export function deepFreeze<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value !== 'object' || value === null || seen.has(value)) return value;
  seen.add(value);
  for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key], seen);
  return Object.freeze(value);
}
