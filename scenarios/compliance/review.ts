import type { DomainEvent, LoanOrderProfileData, LoanProduct, Language } from '../../src/domain/events';
import {
  MX_IVA_BORDER_RATE,
  MX_IVA_RATE,
  OVERDUE_DAILY_RATE,
  catClosedForm,
  overduePenalty,
  toCents,
  type RateResult,
} from '../../src/domain/loan-math';
import { quoteLoan } from '../../src/domain/orders/loan-quote';
import { PATHS } from '../../src/domain/paths';
import { createInitialState, reduce, type AppState } from '../../src/domain/state';
import { Immer } from 'immer';
import { isCheckpointNote, type JourneyEntry, type JourneyFile } from '../journey/format';
import { backendFigureFindings } from './backend-figures';
import { verifyJourney, type VerifyResult } from '../journey/verify';
import {
  claimsInText,
  dedupeClaims,
  findContradictions,
  markedClaim,
  offerClaims,
  profileClaims,
  scopeOfRoute,
  topicName,
  type Claim,
  type ClaimTopic,
  type Contradiction,
} from './claims';
import { extractScreens, type ScreenView } from './screen-text';
import {
  PRIVACY_LINK_TEXTS,
  ROUTES_LINKING_PRIVACY,
  permissionRationales,
  routeOfTitle,
  routeTextLines,
} from './texts-registry';

/**
 * The compliance review of a recorded journey: the reviewer's checklist of compliance.md run over the
 * journey's own data (events, requests and responses, bridge calls, routes and screens), with the app's loan
 * math. Pure: the CLI, the simulator's Review tab and the tests call `reviewJourney`.
 */

/** The outcome of one checklist item. */
export type ItemStatus = 'pass' | 'fail' | 'notReached';

/** One item of the checklist. */
export interface ChecklistItem {
  id: number;
  title: string;
  status: ItemStatus;
  /** The journey step (entry seq) the item refers to, or null. */
  seq: number | null;
  explanation: string;
}

/** The CAT shown against the CAT recomputed from the journey's own cash flows (item 2). */
export interface CatComparison {
  status: 'match' | 'mismatch' | 'notShown' | 'notComputable' | 'notReached';
  /** The cash flows used: what the borrower receives before tax, what they repay, and when. */
  flows: {
    principal: number;
    fee: number;
    tax: number;
    net: number;
    netBeforeTax: number;
    repay: number;
    days: number;
  } | null;
  recomputed: RateResult | null;
  /** The CAT in percent as shown (null: "not computable" was shown), with where. */
  shown: { percent: number | null; text: string; seq: number; source: Claim['source'] } | null;
  seq: number | null;
  explanation: string;
}

/** A finding a reviewer must see (a critical permission request, a tampered journey, an unverifiable claim). */
export interface Finding {
  severity: 'critical' | 'warning';
  seq: number | null;
  title: string;
  detail: string;
}

/** The whole review. */
export interface ComplianceReview {
  journey: {
    scenarioId: string | null;
    locale: Language;
    masked: boolean;
    entries: number;
    startedAt: number;
    head: string;
  };
  integrity: VerifyResult;
  items: ChecklistItem[];
  cat: CatComparison;
  claims: Claim[];
  contradictions: Contradiction[];
  findings: Finding[];
  summary: { pass: number; fail: number; notReached: number; critical: number };
}

/** The checklist of compliance.md, in its order. */
export const CHECKLIST: readonly string[] = [
  'Amount, term, rate, fees, tax, net disbursed, total to repay, due date and CAT are shown before the borrower confirms the loan; terms accepted before confirmation',
  'The CAT shown matches the CAT recomputed from the journey’s own cash flows',
  'Net disbursed is positive; tax rate is the Mexican one',
  'No claim shown contradicts another claim or the product’s actual terms (amount, tenure, rate, extension)',
  'Each permission request is preceded by a rationale; contacts, SMS, call log or precise location flagged',
  'The privacy notice was reachable before the first personal data was sent',
  'Logout and account deletion clear local data; session-expiry codes end the session',
  'Overdue and penalty amounts shown match the loan math',
];

/** Permissions whose request is a critical finding (compliance.md: contacts, SMS, call log, precise location). */
export const CRITICAL_PERMISSIONS: readonly string[] = ['contacts', 'sms', 'callLog', 'location'];

/** Endpoints whose request carries the borrower's personal data. */
export const PERSONAL_DATA_PATHS: readonly string[] = [
  '/security/login',
  '/security/getVerifyCode',
  '/security/existsByMobile',
  '/store/user-basic-info/save',
  '/store/additional-info/save',
  '/store/user-emergency-contact/save',
  '/store/user-bank-card',
  '/store/bank-card/validate',
  '/store/certificate/ocr',
  '/store/face-image-save',
  '/store/v2/face-image-save',
  '/store/liveness/detection',
  '/user/upload/curp/front',
  '/user/upload/curp/back',
  '/user/saveFaceImage',
];

/** The endpoint that submits a loan (the borrower's confirmation). */
export const SUBMIT_LOAN_PATH = '/store/single/loan-order/submit';

/** The session codes of spec section 8 that must end the session. */
const SESSION_CODES = [10010301, 10010303, 10010304, 100103];

// ---- the journey's facts ----

interface RequestFact {
  seq: number;
  path: string;
  payload: unknown;
  id: unknown;
}

interface Facts {
  file: JourneyFile;
  language: Language;
  events: { seq: number; event: DomainEvent }[];
  requests: RequestFact[];
  responses: { seq: number; path: string | null; code: number | null }[];
  bridgeCalls: { seq: number; method: string; params: Record<string, unknown> }[];
  /** Known route changes: route entries and screen titles, by seq. */
  routes: { seq: number; route: string; source: 'route' | 'screen' }[];
  screens: ScreenView[];
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function routeOf(data: unknown): string | null {
  if (!isRecord(data)) return null;
  const raw = typeof data.path === 'string' ? data.path : typeof data.hash === 'string' ? data.hash : null;
  if (raw === null) return null;
  const path = raw.replace(/^#/, '').split('?')[0] ?? '';
  return path === '' ? '/' : path;
}

function collectFacts(file: JourneyFile): Facts {
  const events: Facts['events'] = [];
  const requests: RequestFact[] = [];
  const responses: Facts['responses'] = [];
  const bridgeCalls: Facts['bridgeCalls'] = [];
  const routes: Facts['routes'] = [];
  const pathById = new Map<unknown, string>();
  for (const entry of file.entries) {
    const d = entry.data;
    switch (entry.kind) {
      case 'event':
        if (isRecord(d) && typeof d.type === 'string')
          events.push({ seq: entry.seq, event: d as unknown as DomainEvent });
        break;
      case 'request':
        if (isRecord(d) && typeof d.path === 'string') {
          requests.push({ seq: entry.seq, path: d.path, payload: d.payload, id: d.id });
          if (d.id !== undefined) pathById.set(d.id, d.path);
        }
        break;
      case 'response':
        if (isRecord(d)) {
          const path = typeof d.path === 'string' ? d.path : (pathById.get(d.id) ?? null);
          const code =
            typeof d.code === 'number'
              ? d.code
              : isRecord(d.error) && typeof d.error.code === 'number'
                ? d.error.code
                : null;
          responses.push({ seq: entry.seq, path, code });
        }
        break;
      case 'bridge-call':
        if (isRecord(d) && typeof d.method === 'string')
          bridgeCalls.push({ seq: entry.seq, method: d.method, params: isRecord(d.params) ? d.params : {} });
        break;
      case 'route': {
        const route = routeOf(d);
        if (route) routes.push({ seq: entry.seq, route, source: 'route' });
        break;
      }
      default:
        break;
    }
  }
  const screens = extractScreens(file.entries);
  for (const screen of screens) {
    for (const { title } of screen.titles) {
      const route = routeOfTitle(title);
      if (route) routes.push({ seq: screen.seq, route, source: 'screen' });
    }
  }
  routes.sort((a, b) => a.seq - b.seq);
  return {
    file,
    language: file.meta.locale === 'en' ? 'en' : 'es',
    events,
    requests,
    responses,
    bridgeCalls,
    routes,
    screens,
  };
}

/** The last known route at or before a step. */
function routeAt(facts: Facts, seq: number): string | null {
  let route: string | null = null;
  for (const r of facts.routes) {
    if (r.seq > seq) break;
    route = r.route;
  }
  return route;
}

function eventsOfType<T extends DomainEvent['type']>(facts: Facts, type: T) {
  return facts.events.filter((e) => e.event.type === type) as {
    seq: number;
    event: Extract<DomainEvent, { type: T }>;
  }[];
}

// ---- claims ----

/**
 * The entry a screen's moment belongs to: screens are written when a step ends, but their rrweb times share
 * the page's clock with the recorded events and traces (`data.at`), so a line seen at time t belongs after
 * the last entry stamped at or before t (and never after its own screen entry).
 */
function timeline(file: JourneyFile): (at: number, screenSeq: number, floor: number) => number {
  const stamps: { at: number; seq: number }[] = [];
  for (const entry of file.entries) {
    const at = isRecord(entry.data) ? entry.data.at : undefined;
    if (typeof at === 'number' && entry.kind !== 'screen') stamps.push({ at, seq: entry.seq });
  }
  return (at, screenSeq, floor) => {
    let seq = floor;
    for (const s of stamps) if (s.seq > floor && s.seq < screenSeq && s.at <= at) seq = Math.max(seq, s.seq);
    return seq === floor ? screenSeq : seq;
  };
}

function screenClaims(facts: Facts): Claim[] {
  const out: Claim[] = [];
  const seqAt = timeline(facts.file);
  let floor = -1;
  for (const screen of facts.screens) {
    const at = (t: number) => seqAt(t, screen.seq, floor);
    const routeAtLine = (at: number) => {
      const title = screen.titles.filter((t) => t.at <= at).at(-1)?.title ?? screen.title;
      return routeOfTitle(title) ?? routeAt(facts, screen.seq);
    };
    for (const mark of screen.claims) {
      const route = routeAtLine(mark.at);
      for (const c of markedClaim(mark.claim, mark.value, mark.text))
        out.push({
          ...c,
          route,
          seq: at(mark.at),
          source: 'screen',
          scope: mark.claim === 'product.range' ? 'product' : scopeOfRoute(route),
        });
    }
    for (const line of screen.lines) {
      if (line.claim) continue;
      const route = routeAtLine(line.at);
      for (const c of claimsInText(line.text))
        out.push({ ...c, route, seq: at(line.at), source: 'screen', scope: scopeOfRoute(route) });
    }
    floor = screen.seq;
  }
  return out;
}

function textsClaims(facts: Facts): Claim[] {
  const out: Claim[] = [];
  const screened = new Set(facts.screens.flatMap((s) => s.titles.map((t) => routeOfTitle(t.title))));
  const seen = new Set<string>();
  for (const { seq, route } of facts.routes) {
    if (screened.has(route) || seen.has(route)) continue;
    const lines = routeTextLines(route, facts.language);
    if (!lines) continue;
    seen.add(route);
    for (const line of lines)
      for (const c of claimsInText(line))
        out.push({
          ...c,
          route,
          seq,
          source: 'texts',
          scope: 'published',
          note: 'from the texts registry: the journey has no screen record of this route',
        });
  }
  return out;
}

function productFor(facts: Facts, seq: number, productId: string | null): LoanProduct | null {
  const offers = eventsOfType(facts, 'borrow/offerLoaded').filter((o) => o.seq <= seq);
  for (const offer of offers.reverse()) {
    const product = offer.event.products.find((p) => productId === null || p.productId === productId);
    if (product) return product;
  }
  return null;
}

function draftProductId(facts: Facts, loanOrderId: string): string | null {
  const draft = eventsOfType(facts, 'order/drafted').find((d) => d.event.loanOrderId === loanOrderId);
  return draft?.event.productId ?? null;
}

function dataClaims(facts: Facts): { claims: Claim[]; math: Contradiction[] } {
  const claims: Claim[] = [];
  const math: Contradiction[] = [];
  for (const { seq, event } of eventsOfType(facts, 'borrow/offerLoaded'))
    claims.push(
      ...offerClaims(event.products, seq, routeAt(facts, seq) === PATHS.home ? PATHS.home : PATHS.toBorrow),
    );
  for (const { seq, event } of eventsOfType(facts, 'order/profileLoaded')) {
    const product = productFor(facts, seq, draftProductId(facts, event.profile.loanOrderId));
    claims.push(...profileClaims(event.profile, product, seq));
    if (product) {
      // The loan chosen (order/drafted) against the backend's figures; only what is beyond rounding
      // (QUOTE_TOLERANCE) contradicts the product's rates. Rounding differences are findings
      // (backend-figures.ts), not contradictions: the backend's figures are binding (decision 0015).
      const draft = eventsOfType(facts, 'order/drafted').find(
        (d) => d.event.loanOrderId === event.profile.loanOrderId,
      );
      const { beyondTolerance } = quoteLoan(
        product,
        draft?.event.amount ?? event.profile.principal,
        draft?.event.days ?? event.profile.duration,
        event.profile,
      );
      for (const m of beyondTolerance) {
        const claim: Claim = {
          topic: 'amount',
          value: m.backend,
          shown: `${m.field} ${m.backend}`,
          route: PATHS.productDetails,
          seq,
          source: 'data',
          scope: 'loan',
        };
        math.push({
          topic: 'amount',
          claims: [claim],
          seq,
          explanation: `The backend states ${m.field} ${m.backend} for this loan, but the loan math gives ${m.math} (beyond the tolerance of decision 0015).`,
        });
      }
    }
  }
  for (const { seq, event } of eventsOfType(facts, 'repayment/detailLoaded')) {
    const d = event.detail;
    const base = { seq, route: PATHS.repayDetail, source: 'data' as const, scope: 'loan' as const };
    claims.push({ ...base, topic: 'totalRepay', value: d.totalRepayment, shown: `${d.totalRepayment}` });
    if (d.penaltyInterest > 0)
      claims.push({ ...base, topic: 'penalty', value: d.penaltyInterest, shown: `${d.penaltyInterest}` });
    if (d.extension)
      claims.push({
        ...base,
        topic: 'extension',
        value: true,
        shown: `extension of ${d.extension.days} days for ${d.extension.fee}`,
      });
  }
  for (const { seq, event } of eventsOfType(facts, 'extension/offerLoaded')) {
    claims.push({
      topic: 'extension',
      value: true,
      shown: `extension to ${event.offer.newDueDate} for ${event.offer.fee}`,
      route: PATHS.exhibitionPeriodDetail,
      seq,
      source: 'data',
      scope: 'loan',
    });
  }
  return { claims, math };
}

// ---- the items ----

const mxn = (n: number) =>
  `${n < 0 ? '-' : ''}${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MXN`;
const pct = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;

function lastProfileBefore(facts: Facts, seq: number): { seq: number; profile: LoanOrderProfileData } | null {
  const profiles = eventsOfType(facts, 'order/profileLoaded').filter((p) => p.seq <= seq);
  const last = profiles.at(-1);
  return last ? { seq: last.seq, profile: last.event.profile } : null;
}

const REQUIRED_FIGURES: ClaimTopic[] = [
  'amount',
  'tenure',
  'interestRate',
  'fee',
  'tax',
  'netDisbursed',
  'totalRepay',
  'dueDate',
  'cat',
];

function item1(facts: Facts, claims: Claim[]): Omit<ChecklistItem, 'id' | 'title'> {
  const submit = facts.requests.find((r) => r.path === SUBMIT_LOAN_PATH);
  const profile = lastProfileBefore(facts, submit?.seq ?? Number.MAX_SAFE_INTEGER);
  if (!submit) {
    return {
      status: 'notReached',
      seq: profile?.seq ?? null,
      explanation: profile
        ? `The borrower did not confirm a loan; the loan details were shown at step ${profile.seq}.`
        : 'The borrower did not confirm a loan in this journey.',
    };
  }
  const before = claims.filter((c) => c.scope === 'loan' && c.seq <= submit.seq);
  const missing = REQUIRED_FIGURES.filter(
    (topic) => !before.some((c) => c.topic === topic && (topic !== 'cat' || c.value !== null)),
  );
  const agreed = isRecord(submit.payload) && submit.payload.agreeTerms === true;
  const ticked = facts.screens.some(
    (s) => s.seq <= submit.seq + 3 && s.checked.some((c) => /t[ée]rminos|terms/i.test(c.label)),
  );
  const problems: string[] = [];
  if (missing.length > 0) problems.push(`not shown before confirming: ${missing.map(topicName).join(', ')}`);
  if (!agreed && !ticked) problems.push('no acceptance of the terms was recorded before confirming');
  const sources = [
    ...new Set(before.filter((c) => REQUIRED_FIGURES.includes(c.topic)).map((c) => c.source)),
  ].join(' and ');
  return problems.length > 0
    ? {
        status: 'fail',
        seq: submit.seq,
        explanation: `The loan was confirmed at step ${submit.seq}, but ${problems.join('; ')}.`,
      }
    : {
        status: 'pass',
        seq: submit.seq,
        explanation: `All nine figures were shown (${sources}) before the confirmation at step ${submit.seq}; the terms were accepted${agreed ? ' (agreeTerms in the request)' : ''}${ticked ? ' (checkbox ticked on screen)' : ''}.`,
      };
}

function catItem(facts: Facts, claims: Claim[]): CatComparison {
  const submit = facts.requests.find((r) => r.path === SUBMIT_LOAN_PATH);
  const found = lastProfileBefore(facts, submit?.seq ?? Number.MAX_SAFE_INTEGER);
  if (!found) {
    return {
      status: 'notReached',
      flows: null,
      recomputed: null,
      shown: null,
      seq: null,
      explanation: 'No loan figures were shown in this journey.',
    };
  }
  const { profile, seq } = found;
  const netBeforeTax = (toCents(profile.receivedAmount) + toCents(profile.tax)) / 100;
  const flows = {
    principal: profile.principal,
    fee: profile.fee,
    tax: profile.tax,
    net: profile.receivedAmount,
    netBeforeTax,
    repay: profile.totalRepayment,
    days: profile.duration,
  };
  // The CAT leaves the tax out ("sin IVA"); a loan that pays out nothing after fee and tax has none.
  const recomputed: RateResult =
    profile.receivedAmount > 0
      ? catClosedForm(netBeforeTax, profile.totalRepayment, profile.duration)
      : { ok: false, reason: 'nonPositiveNet' };
  const catClaims = claims.filter(
    (c) =>
      c.topic === 'cat' &&
      c.scope === 'loan' &&
      c.seq >= seq &&
      c.seq <= (submit?.seq ?? Number.MAX_SAFE_INTEGER) + 3,
  );
  const pick =
    catClaims.find((c) => c.source === 'screen') ?? catClaims.find((c) => c.source === 'data') ?? null;
  const shown = pick
    ? {
        percent: typeof pick.value === 'number' ? pick.value : null,
        text: pick.shown,
        seq: pick.seq,
        source: pick.source,
      }
    : null;
  const formula = `(${flows.repay} / ${netBeforeTax})^(365 / ${flows.days}) - 1`;
  if (!recomputed.ok) {
    if (shown && shown.percent !== null)
      return {
        status: 'mismatch',
        flows,
        recomputed,
        shown,
        seq: shown.seq,
        explanation: `A CAT of ${shown.percent}% was shown, but none can be computed: the borrower receives ${mxn(flows.net)}.`,
      };
    return {
      status: 'notComputable',
      flows,
      recomputed,
      shown,
      seq: shown?.seq ?? seq,
      explanation: `No CAT can be computed (the borrower receives ${mxn(flows.net)}) and ${shown ? `the screen says so: "${shown.text}"` : 'none was shown'}.`,
    };
  }
  if (!shown || shown.percent === null)
    return {
      status: 'notShown',
      flows,
      recomputed,
      shown,
      seq,
      explanation: `The CAT recomputed from the cash flows is ${recomputed.percent}% (${formula}), but no CAT was shown.`,
    };
  const ok = Math.abs(shown.percent - recomputed.percent) <= 0.1 + 1e-9;
  return {
    status: ok ? 'match' : 'mismatch',
    flows,
    recomputed,
    shown,
    seq: shown.seq,
    explanation: `CAT shown ${shown.percent}% (${shown.source}, step ${shown.seq}); recomputed ${recomputed.percent}% = ${formula}, tax excluded${ok ? '' : ': they differ'}.`,
  };
}

function item2(cat: CatComparison): Omit<ChecklistItem, 'id' | 'title'> {
  const status: ItemStatus =
    cat.status === 'notReached'
      ? 'notReached'
      : cat.status === 'match' || cat.status === 'notComputable'
        ? 'pass'
        : 'fail';
  return { status, seq: cat.seq, explanation: cat.explanation };
}

function item3(facts: Facts): Omit<ChecklistItem, 'id' | 'title'> {
  const found = lastProfileBefore(facts, Number.MAX_SAFE_INTEGER);
  const problems: string[] = [];
  let seq: number | null;
  let checked: string;
  if (found) {
    const { profile } = found;
    seq = found.seq;
    const product = productFor(facts, found.seq, draftProductId(facts, profile.loanOrderId));
    const taxRate = product
      ? product.taxRate
      : profile.fee > 0
        ? Math.round((profile.tax / profile.fee) * 1000) / 1000
        : null;
    if (!(profile.receivedAmount > 0))
      problems.push(
        `net disbursed ${mxn(profile.receivedAmount)} (${mxn(profile.principal)} - fee ${mxn(profile.fee)} - tax ${mxn(profile.tax)}) is not positive`,
      );
    if (taxRate !== null && taxRate !== MX_IVA_RATE && taxRate !== MX_IVA_BORDER_RATE)
      problems.push(`tax rate ${pct(taxRate)} is not Mexico's IVA (16%, 8% in the border zone)`);
    checked = `net disbursed ${mxn(profile.receivedAmount)}${taxRate === null ? '' : `, tax rate ${pct(taxRate)}`}`;
  } else {
    const offer = eventsOfType(facts, 'borrow/offerLoaded').find((o) => o.event.products.length > 0);
    if (!offer)
      return { status: 'notReached', seq: null, explanation: 'No loan offer or loan figures were shown.' };
    seq = offer.seq;
    for (const p of offer.event.products) {
      if (p.taxRate !== MX_IVA_RATE && p.taxRate !== MX_IVA_BORDER_RATE)
        problems.push(
          `product ${p.productId} charges ${pct(p.taxRate)} tax, not Mexico's IVA (16%, 8% border)`,
        );
      const deducted = p.dailyFeeRate * Math.min(...p.terms) * (1 + p.taxRate);
      if (deducted >= 1)
        problems.push(
          `product ${p.productId} deducts ${pct(deducted)} of the principal upfront at its shortest term: net disbursed not positive`,
        );
    }
    checked = `${offer.event.products.length} offered product(s)`;
  }
  return problems.length > 0
    ? { status: 'fail', seq, explanation: `${problems.join('; ')}.` }
    : { status: 'pass', seq, explanation: `${checked}: positive and at Mexico's rate.` };
}

function item4(claims: Claim[], contradictions: Contradiction[]): Omit<ChecklistItem, 'id' | 'title'> {
  if (claims.length === 0) return { status: 'notReached', seq: null, explanation: 'No claims were shown.' };
  if (contradictions.length === 0)
    return {
      status: 'pass',
      seq: claims[0]!.seq,
      explanation: `${claims.length} claims checked; none contradicts another or the actual terms.`,
    };
  return {
    status: 'fail',
    seq: contradictions[0]!.seq,
    explanation: `${contradictions.length} contradiction(s); first: ${contradictions[0]!.explanation}`,
  };
}

function rationaleSeen(facts: Facts, permission: string, seq: number): 'screen' | 'texts' | null {
  const rationales = permissionRationales(permission);
  if (rationales.length === 0) return null;
  // A screen entry is written when its step ends: screens up to the request's step count.
  const screens = facts.screens.filter((s) => s.seq <= seq || facts.screens.find((n) => n.seq > seq) === s);
  if (screens.some((s) => s.lines.some((l) => rationales.includes(l.text)))) return 'screen';
  // The app asks with a rationale sheet first (application/use-permission.tsx): a check that was not granted, then the request.
  const checkedBefore = facts.bridgeCalls.some(
    (c) =>
      c.seq < seq &&
      c.method === 'checkPermission' &&
      c.params.permission === permission &&
      c.params.request !== true,
  );
  return checkedBefore && facts.screens.length === 0 ? 'texts' : null;
}

function item5(facts: Facts, findings: Finding[]): Omit<ChecklistItem, 'id' | 'title'> {
  const calls = facts.bridgeCalls.filter((c) => c.method === 'checkPermission');
  const critical = calls.filter((c) => CRITICAL_PERMISSIONS.includes(String(c.params.permission)));
  for (const c of critical) {
    const asked = c.params.request === true;
    findings.push({
      severity: 'critical',
      seq: c.seq,
      title: `${asked ? 'Requested' : 'Checked'} the ${String(c.params.permission)} permission`,
      detail:
        'Contacts, SMS, call-log and precise-location access is the signature of abusive collection apps (compliance.md); Google Play does not allow loan apps to request it.',
    });
  }
  const requests = calls.filter((c) => c.params.request === true);
  if (calls.length === 0)
    return { status: 'notReached', seq: null, explanation: 'No permission was checked or requested.' };
  const missing: string[] = [];
  const notes: string[] = [];
  for (const r of requests) {
    const permission = String(r.params.permission);
    const seen = rationaleSeen(facts, permission, r.seq);
    if (!seen) missing.push(`${permission} at step ${r.seq}`);
    else
      notes.push(
        `${permission} at step ${r.seq} (rationale from the ${seen === 'screen' ? 'screen' : 'texts registry'})`,
      );
  }
  const problems: string[] = [];
  if (critical.length > 0)
    problems.push(
      `critical permission(s) asked: ${[...new Set(critical.map((c) => `${String(c.params.permission)} (step ${c.seq})`))].join(', ')}`,
    );
  if (missing.length > 0) problems.push(`no rationale before: ${missing.join(', ')}`);
  if (problems.length > 0)
    return {
      status: 'fail',
      seq: critical[0]?.seq ?? requests[0]?.seq ?? null,
      explanation: `${problems.join('; ')}.`,
    };
  return {
    status: 'pass',
    seq: requests[0]?.seq ?? calls[0]!.seq,
    explanation:
      requests.length > 0
        ? `Every request had a rationale first: ${notes.join(', ')}.`
        : `${calls.length} permission check(s), no request and no critical permission.`,
  };
}

function configFindings(facts: Facts, findings: Finding[]): void {
  const names: Record<string, string> = {
    contact: 'contacts',
    sms: 'SMS',
    callLog: 'call log',
    location: 'location',
  };
  const config = eventsOfType(facts, 'config/uploadEnableLoaded')[0];
  if (!config) return;
  const on = Object.keys(names).filter((k) => (config.event.flags as unknown as Record<string, boolean>)[k]);
  if (on.length > 0)
    findings.push({
      severity: 'warning',
      seq: config.seq,
      title: 'Device-data upload switched on for sensitive data',
      detail: `The backend's upload flags ask for ${on.map((k) => names[k]).join(', ')}: a reviewer should confirm the app never collects them.`,
    });
}

function item6(facts: Facts): Omit<ChecklistItem, 'id' | 'title'> {
  const first = facts.requests.find((r) => PERSONAL_DATA_PATHS.includes(r.path));
  if (!first)
    return { status: 'notReached', seq: null, explanation: 'No personal data was sent in this journey.' };
  const visited = facts.routes.find((r) => r.route === PATHS.privacyPolicy && r.seq < first.seq);
  if (visited)
    return {
      status: 'pass',
      seq: first.seq,
      explanation: `The privacy notice was opened at step ${visited.seq}, before personal data was first sent (${first.path}, step ${first.seq}).`,
    };
  const link = facts.screens.find(
    (s) =>
      (s.seq <= first.seq || facts.screens.find((n) => n.seq > first.seq) === s) &&
      s.lines.some((l) => l.link && PRIVACY_LINK_TEXTS.some((t) => l.text.includes(t))),
  );
  if (link)
    return {
      status: 'pass',
      seq: first.seq,
      explanation: `A link to the privacy notice was on screen (step ${link.seq}) when personal data was first sent (${first.path}, step ${first.seq}).`,
    };
  const route = routeAt(facts, first.seq);
  if (facts.screens.length === 0 && route && ROUTES_LINKING_PRIVACY.has(route))
    return {
      status: 'pass',
      seq: first.seq,
      explanation: `Personal data was first sent from ${route} (step ${first.seq}), a screen that links the privacy notice (texts registry; no screen record).`,
    };
  return {
    status: 'fail',
    seq: first.seq,
    explanation: `Personal data was first sent (${first.path}, step ${first.seq}) ${route ? `from ${route} ` : ''}with no privacy notice opened or linked before.`,
  };
}

const viewer = new Immer({ autoFreeze: false });

function startState(file: JourneyFile): AppState {
  const first = file.entries.find((entry) => isCheckpointNote(entry));
  const recorded = first && isCheckpointNote(first) ? first.data.state : undefined;
  const state = createInitialState() as unknown as Record<string, unknown>;
  if (isRecord(recorded)) for (const [k, slice] of Object.entries(recorded)) if (k in state) state[k] = slice;
  return state as unknown as AppState;
}

function item7(facts: Facts): Omit<ChecklistItem, 'id' | 'title'> {
  const ends = facts.events.filter(
    (e) =>
      e.event.type === 'session/loggedOut' ||
      e.event.type === 'session/expired' ||
      e.event.type === 'account/deleted',
  );
  const codes = facts.responses.filter((r) => r.code !== null && SESSION_CODES.includes(r.code));
  if (ends.length === 0 && codes.length === 0)
    return {
      status: 'notReached',
      seq: null,
      explanation: 'No logout, account deletion or session-expiry code in this journey.',
    };
  const problems: string[] = [];
  const checked: string[] = [];
  // Fold the recorded events to the state right after each ending event.
  let state = startState(facts.file);
  let index = 0;
  for (const end of ends) {
    const upto = facts.events.filter((e, i) => i >= index && e.seq <= end.seq);
    state = viewer.produce(state, (draft) => {
      for (const e of upto) reduce(draft, e.event);
    });
    index += upto.length;
    if (end.event.type === 'account/deleted') {
      const loggedOut = facts.events.find((e) => e.seq > end.seq && e.event.type === 'session/loggedOut');
      if (!loggedOut) problems.push(`account deleted at step ${end.seq} without ending the session`);
      else checked.push(`account deletion (step ${end.seq})`);
      continue;
    }
    const s = state;
    if (s.session.loggedIn || s.session.token !== null)
      problems.push(`the session survived ${end.event.type} at step ${end.seq}`);
    else if (s.orders.ids.length > 0)
      problems.push(`the borrower's orders stayed in the app after ${end.event.type} at step ${end.seq}`);
    else checked.push(`${end.event.type} (step ${end.seq})`);
  }
  for (const c of codes) {
    const expired = facts.events.find((e) => e.seq > c.seq && e.event.type === 'session/expired');
    if (!expired) problems.push(`code ${c.code} at step ${c.seq} did not end the session`);
    else checked.push(`code ${c.code} (step ${c.seq}) ended the session at step ${expired.seq}`);
  }
  const seq = ends[0]?.seq ?? codes[0]?.seq ?? null;
  return problems.length > 0
    ? { status: 'fail', seq, explanation: `${problems.join('; ')}.` }
    : { status: 'pass', seq, explanation: `Session and local data cleared: ${checked.join(', ')}.` };
}

function item8(facts: Facts): Omit<ChecklistItem, 'id' | 'title'> {
  const overdue = eventsOfType(facts, 'repayment/detailLoaded').filter(
    (d) => d.event.detail.overdueDays > 0 || d.event.detail.status === 'overdue',
  );
  if (overdue.length === 0)
    return { status: 'notReached', seq: null, explanation: 'No overdue loan was shown.' };
  const problems: string[] = [];
  const checked: string[] = [];
  for (const { seq, event } of overdue) {
    const d = event.detail;
    const product = productFor(facts, seq, null);
    const rate = product?.dailyPenaltyRate ?? OVERDUE_DAILY_RATE;
    const penalty = overduePenalty(d.principal, d.overdueDays, rate);
    const total =
      (toCents(d.principal) + toCents(d.interest) + toCents(penalty) - toCents(d.penaltyDeduction)) / 100;
    if (toCents(penalty) !== toCents(d.penaltyInterest))
      problems.push(
        `step ${seq}: penalty ${mxn(d.penaltyInterest)} shown for ${d.overdueDays} day(s), loan math gives ${mxn(penalty)} (${pct(rate)} a day of ${mxn(d.principal)})`,
      );
    else if (toCents(total) !== toCents(d.totalRepayment))
      problems.push(`step ${seq}: total ${mxn(d.totalRepayment)} shown, loan math gives ${mxn(total)}`);
    else checked.push(`${d.overdueDays} day(s): ${mxn(penalty)} (step ${seq})`);
  }
  return problems.length > 0
    ? { status: 'fail', seq: overdue[0]!.seq, explanation: `${problems.join('; ')}.` }
    : {
        status: 'pass',
        seq: overdue[0]!.seq,
        explanation: `Penalties match the loan math: ${checked.join(', ')}.`,
      };
}

/** Runs the checklist over a journey. */
export function reviewJourney(file: JourneyFile): ComplianceReview {
  const integrity = verifyJourney(file);
  const facts = collectFacts(file);
  const data = dataClaims(facts);
  const claims = dedupeClaims([...screenClaims(facts), ...data.claims, ...textsClaims(facts)]);
  const contradictions = findContradictions(claims, data.math);
  const findings: Finding[] = [];
  if (!integrity.ok) {
    findings.push({
      severity: 'critical',
      seq: integrity.firstBadSeq,
      title: 'TAMPERED JOURNEY',
      detail: `The hash chain is broken: ${integrity.reason}. Nothing in this review can be relied on.`,
    });
  }
  if (!file.meta.masked) {
    findings.push({
      severity: 'warning',
      seq: 0,
      title: 'Unmasked recording',
      detail: 'This journey holds personal data (internal QA only).',
    });
  }
  const cat = catItem(facts, claims);
  const results = [
    item1(facts, claims),
    item2(cat),
    item3(facts),
    item4(claims, contradictions),
    item5(facts, findings),
    item6(facts),
    item7(facts),
    item8(facts),
  ];
  configFindings(facts, findings);
  // The backend's figures are binding (decision 0015): where they depart from the loan math or the
  // published terms, a finding at the step.
  findings.push(...backendFigureFindings(facts.events));
  for (const c of claims.filter((c) => c.topic === 'approvalRate' || c.topic === 'quotaGrowth')) {
    findings.push({
      severity: 'warning',
      seq: c.seq,
      title: `Unverifiable claim: ${topicName(c.topic)}`,
      detail: `"${c.shown}" at ${c.route ?? 'unknown route'}: the journey holds no data to check it against.`,
    });
  }
  const items = results.map((r, i) => ({ id: i + 1, title: CHECKLIST[i]!, ...r }));
  return {
    journey: {
      scenarioId: file.meta.scenarioId,
      locale: facts.language,
      masked: file.meta.masked,
      entries: file.entries.length,
      startedAt: file.meta.startedAt.virtual,
      head: file.head,
    },
    integrity,
    items,
    cat,
    claims,
    contradictions,
    findings: findings.sort((a, b) =>
      a.severity === b.severity ? (a.seq ?? 0) - (b.seq ?? 0) : a.severity === 'critical' ? -1 : 1,
    ),
    summary: {
      pass: items.filter((i) => i.status === 'pass').length,
      fail: items.filter((i) => i.status === 'fail').length,
      notReached: items.filter((i) => i.status === 'notReached').length,
      critical: findings.filter((f) => f.severity === 'critical').length,
    },
  };
}

/** The entry a seq names (for views that show it). */
export function entryAt(file: JourneyFile, seq: number | null): JourneyEntry | null {
  return seq === null ? null : (file.entries[seq] ?? null);
}
