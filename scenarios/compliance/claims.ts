import type { LoanOrderProfileData, LoanProduct } from '#contracts/events';
import { profileCat } from '#contracts/loan-terms';
import { annualOfDaily } from '../oracle/loan-oracle';
import type { DeepReadonly } from './facts';

/**
 * Claims the borrower saw (compliance.md checklist item 4): amounts, tenure, rates, fees, tax, CAT,
 * extension, approval rate. Each claim says where it was shown (route and journey step) and where the
 * review found it: on the recorded screen, in the data the screen shows (events), or in the app's texts
 * registry for a route the journey visited without a screen record.
 */

/** What a claim is about. Rates are fractions (0.36 = 36%); interest rates are yearly (daily x 360). */
export type ClaimTopic =
  | 'amount'
  | 'minAmount'
  | 'maxAmount'
  | 'tenure'
  | 'minTenure'
  | 'maxTenure'
  | 'interestRate'
  | 'interest'
  | 'feeRate'
  | 'fee'
  | 'taxRate'
  | 'tax'
  | 'netDisbursed'
  | 'totalRepay'
  | 'dueDate'
  | 'cat'
  | 'penaltyRate'
  | 'penalty'
  | 'extension'
  | 'approvalRate'
  | 'quotaGrowth';

/** Where the review found a claim. */
export type ClaimSource = 'screen' | 'data' | 'texts';
/** What a claim speaks for: the published terms (help, landing, legal), the offered product, or this loan. */
export type ClaimScope = 'published' | 'product' | 'loan';

/** One claim shown to the borrower. */
export interface Claim {
  topic: ClaimTopic;
  /** Number (MXN, days, fraction; `cat` in percent), boolean (extension, quota growth), ISO date, or null (not computable). */
  value: number | boolean | string | null;
  /** The text as shown (or as the app would show it). */
  shown: string;
  route: string | null;
  /** Journey entry the claim refers to. */
  seq: number;
  source: ClaimSource;
  scope: ClaimScope;
  /** A remark for the reviewer (an unverifiable claim, a possible display). */
  note?: string;
}

/** Two or more claims that cannot all be true, or a claim the actual terms contradict. */
export interface Contradiction {
  topic: ClaimTopic;
  explanation: string;
  claims: Claim[];
  /** Step to look at first. */
  seq: number;
}

/** Routes whose figures are this loan's. */
const LOAN_ROUTES = new Set([
  '/borrow/product_details',
  '/repay/repay_detail',
  '/repay/exhibition_period_detail',
  '/repay/cashier',
  '/deal/review',
  '/deal/lending',
]);
/** Routes whose figures are the offered products'. */
const PRODUCT_ROUTES = new Set(['/', '/borrow/to_borrow']);

/** The scope of a claim shown on a route. */
export function scopeOfRoute(route: string | null): ClaimScope {
  if (route && LOAN_ROUTES.has(route)) return 'loan';
  if (route && PRODUCT_ROUTES.has(route)) return 'product';
  return 'published';
}

function num(text: string): number {
  return Number(text.replace(/,/g, ''));
}

const MONEY = String.raw`(?:MX)?\$\s?(-?[\d,]+(?:\.\d+)?)(?:\s*MXN)?`;
const AMOUNT_RANGE = new RegExp(
  String.raw`(?:\bde|\bfrom|\bentre|\bbetween)\s+${MONEY}\s+(?:a|to|hasta|y|and)\s+${MONEY}`,
  'i',
);
const AMOUNT_MAX = new RegExp(
  String.raw`(?:hasta|up to|máximo(?: de)?|maximum(?: of)?|at most)\s+${MONEY}`,
  'i',
);
// Not the tail of an amount ("por $3,000 a 91 días" is a 91-day example, not a range from 0 days).
const TENURE_RANGE = /(?<![\d.,$])(\d{1,3})\s*(?:a|to|-|–|y|and)\s*(\d{1,3})\s*(?:días|dias|days)/i;
const TENURE_MAX = /(?:máximo|max(?:imum)?|hasta|up to|at most)\s*(?:de\s*)?(\d{1,3})\s*(?:días|dias|days)/i;
const PERCENT = /(\d+(?:\.\d+)?)\s*%/g;
/** A rate given per day or per month (its yearly equivalent may follow in brackets). */
const PER_PERIOD =
  /(?:diari[oa]|daily|per day|a day|al día|por (?:cada )?día|each day|mensual|monthly|per month|al mes|por mes)/i;
const EXTENSION_NO =
  /(?:no hay|sin|no ofrecemos|no se (?:permite|puede(?: pedir)?|otorga)|no existe|there is no|there are no|no|without)\s+(?:(?:opción|opciones|option|posibilidad) de\s+)?(?:una\s+|an?\s+)?(?:prórrogas?|prorrogas?|extensi[oó]n(?:es)?|extensions?)\b/i;
const EXTENSION_WORD = /(?:prórroga|prorroga|extensi[oó]n|extension)/i;
const EXTENSION_YES = /(?:comisi[oó]n|fee|nueva fecha|new due date|fecha de pago se mueve|due date moves)/i;
const QUOTA_GROWTH =
  /(?:cupo|quota)[^.]{0,30}(?:seguirá aumentando|aumentará|crecerá|will keep rising|will rise|will grow)/i;

/** A claim found in a line of text, before it is placed. */
export type TextClaim = Pick<Claim, 'topic' | 'value' | 'shown'>;

/** The claims a line of visible text makes (Spanish and English wording of the app and the spec). */
export function claimsInText(line: string): TextClaim[] {
  const out: TextClaim[] = [];
  const shown = line.length > 160 ? `${line.slice(0, 157)}…` : line;
  const push = (topic: ClaimTopic, value: Claim['value']) => out.push({ topic, value, shown });

  const range = AMOUNT_RANGE.exec(line);
  if (range) {
    push('minAmount', num(range[1]!));
    push('maxAmount', num(range[2]!));
  } else {
    const max = AMOUNT_MAX.exec(line);
    if (max) push('maxAmount', num(max[1]!));
  }
  const tenure = TENURE_RANGE.exec(line);
  if (tenure) {
    push('minTenure', Number(tenure[1]));
    push('maxTenure', Number(tenure[2]));
  } else {
    const max = TENURE_MAX.exec(line);
    if (max) push('maxTenure', Number(max[1]));
  }

  for (const match of line.matchAll(PERCENT)) {
    const value = num(match[1]!);
    const start = match.index;
    const before = line.slice(Math.max(0, start - 60), start);
    const after = line.slice(start + match[0].length, start + match[0].length + 40);
    const near = before.slice(-14);
    // "2% diario (730% anual)": the yearly equivalent of the per-day or per-month rate just before it, shown
    // beside it (decision 0049), is that rate again, not a claim of its own.
    const shownBeside = /%([^%()]{0,60})\(\s*$/.exec(before);
    if (shownBeside && PER_PERIOD.test(shownBeside[1]!)) continue;
    if (/CAT[\s(:]*(?:\([^)]*\)\s*)?$/i.test(before.slice(-40)) || /CAT/i.test(near)) {
      push('cat', value);
    } else if (
      /(?:aprob|approv)/i.test(line) &&
      /(?:solicitudes|applications|aprobaci|approval)/i.test(line)
    ) {
      push('approvalRate', value / 100);
    } else if (
      /(?:IVA|VAT|impuesto|tax)[^%\d]{0,20}$/i.test(before) ||
      /^\s*(?:de\s+)?(?:IVA|VAT|impuesto|tax)\b/i.test(after)
    ) {
      push('taxRate', value / 100);
    } else if (/^\s*(?:de\s+)?(?:anual|al año|per year|a year|yearly|annual|per annum)/i.test(after)) {
      push('interestRate', value / 100);
    } else if (
      /^[^%.;]{0,30}?(?:diari[oa]|daily|per day|a day|al día|por (?:cada )?día|each day)/i.test(after)
    ) {
      const clause = before.split(/[.;]/).at(-1) ?? before;
      if (/(?:penaliz|morator|penalty|late|atraso|overdue)/i.test(clause)) push('penaltyRate', value / 100);
      else if (/(?:comisi|fee|apertura|processing)/i.test(clause)) push('feeRate', value / 100);
      else if (/(?:inter[eé]s|interest|tasa|rate)/i.test(clause))
        push('interestRate', annualOfDaily(value / 100));
    }
  }

  if (EXTENSION_NO.test(line)) push('extension', false);
  else if (EXTENSION_WORD.test(line) && EXTENSION_YES.test(line)) push('extension', true);
  if (QUOTA_GROWTH.test(line)) push('quotaGrowth', true);
  return out;
}

const money = (n: number) =>
  `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;
const pct = (fraction: number, digits = 2) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(fraction * 100)}%`;

/** The claims the borrowing screens show for an offer (`borrow/offerLoaded`): each product's range and rates. */
export function offerClaims(
  products: readonly DeepReadonly<LoanProduct>[],
  seq: number,
  route: string,
): Claim[] {
  const out: Claim[] = [];
  for (const p of products) {
    const base = { seq, route, source: 'data' as const, scope: 'product' as const };
    const minDays = Math.min(...p.terms);
    const maxDays = Math.max(...p.terms);
    out.push(
      {
        ...base,
        topic: 'minAmount',
        value: p.minAmount,
        shown: `${p.productId}: from ${money(p.minAmount)}`,
      },
      {
        ...base,
        topic: 'maxAmount',
        value: p.maxAmount,
        shown: `${p.productId}: up to ${money(p.maxAmount)}`,
      },
      { ...base, topic: 'minTenure', value: minDays, shown: `${p.productId}: terms from ${minDays} days` },
      { ...base, topic: 'maxTenure', value: maxDays, shown: `${p.productId}: terms up to ${maxDays} days` },
      {
        ...base,
        topic: 'interestRate',
        value: annualOfDaily(p.dailyInterestRate),
        shown: `${p.productId}: ${pct(p.dailyInterestRate, 4)} per day = ${pct(annualOfDaily(p.dailyInterestRate))} per year`,
      },
      {
        ...base,
        topic: 'feeRate',
        value: p.dailyFeeRate,
        shown: `${p.productId}: fee ${pct(p.dailyFeeRate, 4)} per day`,
      },
      {
        ...base,
        topic: 'taxRate',
        value: p.taxRate,
        shown: `${p.productId}: tax on the fee ${pct(p.taxRate)}`,
      },
      {
        ...base,
        topic: 'penaltyRate',
        value: p.dailyPenaltyRate,
        shown: `${p.productId}: penalty ${pct(p.dailyPenaltyRate)} per day`,
      },
    );
  }
  return out;
}

/** The route of a loan's quote (the order profile's figures). */
const PROFILE_ROUTE = '/borrow/product_details';

/**
 * The figures the product details screen shows for a draft order (`order/profileLoaded`): the backend's,
 * binding (decision 0015), with the product's rates and the CAT the app computes from their cash flows.
 * The CAT is the app's own (`profileCat`): this claim stands for what the screen shows when the journey has
 * no screen record, and check 2 holds it against the money oracle's CAT of the same flows (decision 0032).
 */
export function profileClaims(
  profile: DeepReadonly<LoanOrderProfileData>,
  product: DeepReadonly<LoanProduct> | null,
  seq: number,
): Claim[] {
  const base = { seq, route: PROFILE_ROUTE, source: 'data' as const, scope: 'loan' as const };
  const out: Claim[] = [
    { ...base, topic: 'amount', value: profile.principal, shown: money(profile.principal) },
    { ...base, topic: 'tenure', value: profile.duration, shown: `${profile.duration} days` },
    { ...base, topic: 'interest', value: profile.interest, shown: money(profile.interest) },
    { ...base, topic: 'fee', value: profile.fee, shown: money(profile.fee) },
    { ...base, topic: 'tax', value: profile.tax, shown: money(profile.tax) },
    { ...base, topic: 'netDisbursed', value: profile.receivedAmount, shown: money(profile.receivedAmount) },
    { ...base, topic: 'totalRepay', value: profile.totalRepayment, shown: money(profile.totalRepayment) },
    { ...base, topic: 'dueDate', value: profile.dueDate, shown: profile.dueDate },
  ];
  if (product) {
    const annualRate = annualOfDaily(product.dailyInterestRate);
    out.push(
      {
        ...base,
        topic: 'interestRate',
        value: annualRate,
        shown: pct(annualRate),
      },
      {
        ...base,
        topic: 'feeRate',
        value: product.dailyFeeRate,
        shown: `${pct(product.dailyFeeRate, 4)} per day`,
      },
      { ...base, topic: 'taxRate', value: product.taxRate, shown: pct(product.taxRate) },
      {
        ...base,
        topic: 'penaltyRate',
        value: product.dailyPenaltyRate,
        shown: `${pct(product.dailyPenaltyRate)} per day`,
      },
    );
  }
  const cat = profileCat(profile);
  out.push(
    cat.ok
      ? { ...base, topic: 'cat', value: cat.percent, shown: `CAT ${cat.percent.toFixed(1)}% sin IVA` }
      : { ...base, topic: 'cat', value: null, shown: 'CAT no calculable' },
  );
  return out;
}

/** The claim of an element the app marks with `data-claim` (null for marks that are not a claim). */
export function markedClaim(claim: string, value: string | null, text: string): TextClaim[] {
  const n = value === null || value === '' ? null : Number(value);
  const numeric = (topic: ClaimTopic): TextClaim[] =>
    n === null || !Number.isFinite(n) ? [] : [{ topic, value: n, shown: text }];
  switch (claim) {
    case 'amount':
      return numeric('amount');
    case 'tenure':
      return numeric('tenure');
    case 'rate':
      return numeric('interestRate');
    case 'interest':
    case 'fee':
    case 'tax':
    case 'netDisbursed':
    case 'totalRepay':
    case 'penaltyRate':
      return numeric(claim);
    case 'dueDate':
      return value ? [{ topic: 'dueDate', value, shown: text }] : [];
    case 'cat':
      return [{ topic: 'cat', value: n !== null && Number.isFinite(n) ? n : null, shown: text }];
    default:
      // Other marks (product ranges, the retention popup) carry their claims in their text.
      return claimsInText(text);
  }
}

function key(value: Claim['value']): string {
  return typeof value === 'number' ? String(Math.round(value * 1e6) / 1e6) : JSON.stringify(value);
}

const SOURCE_RANK: Record<ClaimSource, number> = { screen: 0, data: 1, texts: 2 };

/**
 * One claim per topic, scope, route and value: the screen's over the data's over the texts', the earliest
 * first. A loan's figures belong to its quote: the same figure shown again for a later quote (the order
 * profile loaded again, `profileClaims`, after a reload or a new draft) is a claim of its own, so the
 * checks of the last quote before the confirmation (the CAT, item 2) find what was shown for it.
 */
export function dedupeClaims(claims: readonly Claim[]): Claim[] {
  const quotes = [
    ...new Set(
      claims
        .filter((c) => c.source === 'data' && c.scope === 'loan' && c.route === PROFILE_ROUTE)
        .map((c) => c.seq),
    ),
  ].sort((a, b) => a - b);
  const quoteOf = (c: Claim) => (c.scope === 'loan' ? quotes.filter((q) => q <= c.seq).length : 0);
  const best = new Map<string, Claim>();
  for (const c of claims) {
    const k = `${c.topic}|${c.scope}|${c.route ?? ''}|${key(c.value)}|${quoteOf(c)}`;
    const old = best.get(k);
    if (
      !old ||
      SOURCE_RANK[c.source] < SOURCE_RANK[old.source] ||
      (c.source === old.source && c.seq < old.seq)
    )
      best.set(k, c);
  }
  return [...best.values()].sort((a, b) => a.seq - b.seq || a.topic.localeCompare(b.topic));
}

const TOPIC_NAMES: Record<ClaimTopic, string> = {
  amount: 'amount',
  minAmount: 'minimum amount',
  maxAmount: 'maximum amount',
  tenure: 'tenure',
  minTenure: 'minimum tenure',
  maxTenure: 'maximum tenure',
  interestRate: 'interest rate',
  interest: 'interest',
  feeRate: 'fee rate',
  fee: 'fee',
  taxRate: 'tax rate',
  tax: 'tax',
  netDisbursed: 'net disbursed',
  totalRepay: 'total to repay',
  dueDate: 'due date',
  cat: 'CAT',
  penaltyRate: 'penalty rate',
  penalty: 'penalty',
  extension: 'extension',
  approvalRate: 'approval rate',
  quotaGrowth: 'quota growth',
};

/** A readable name of a topic. */
export function topicName(topic: ClaimTopic): string {
  return TOPIC_NAMES[topic];
}
