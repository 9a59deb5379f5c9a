import {
  ORACLE_TOLERANCE,
  SPEC_TERMS,
  catOfFigures,
  centsOf,
  mxnOf,
  type OracleRate,
} from '../../oracle/loan-oracle';
import type { Claim } from '../claims';
import { lastProfileBefore, submitRequest, type DeepReadonly, type Facts } from '../facts';
import { mxn } from '../figures';
import type { CatComparison, ItemStatus } from '../review-types';
import { CITATIONS } from '../citations';
import type { ReviewCheck } from './check';

/**
 * The CAT shown against the CAT recomputed from the journey's own cash flows by the money oracle
 * (scenarios/oracle/loan-oracle.ts: Banxico's method, 365-day years; not the app's loan-math): received =
 * net + tax, repaid = total, days = tenure (the CAT leaves the tax out, "sin IVA"). A loan that pays out
 * nothing after fee and tax has none.
 */
export function compareCat(facts: Facts, claims: DeepReadonly<Claim[]>): CatComparison {
  const submit = submitRequest(facts);
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
  const netBeforeTax = mxnOf(centsOf(profile.receivedAmount) + centsOf(profile.tax));
  const flows = {
    principal: profile.principal,
    fee: profile.fee,
    tax: profile.tax,
    net: profile.receivedAmount,
    netBeforeTax,
    repay: profile.totalRepayment,
    days: profile.duration,
  };
  const recomputed: OracleRate = catOfFigures({
    net: profile.receivedAmount,
    tax: profile.tax,
    totalRepay: profile.totalRepayment,
    days: profile.duration,
  });
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
  const formula = `(${flows.repay} / ${netBeforeTax})^(${SPEC_TERMS.catYearDays} / ${flows.days}) - 1`;
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
  const ok = Math.abs(shown.percent - recomputed.percent) <= ORACLE_TOLERANCE.catShownPoints + 1e-9;
  return {
    status: ok ? 'match' : 'mismatch',
    flows,
    recomputed,
    shown,
    seq: shown.seq,
    explanation: `CAT shown ${shown.percent}% (${shown.source}, step ${shown.seq}); recomputed ${recomputed.percent}% = ${formula}, tax excluded${ok ? '' : ': they differ'}.`,
  };
}

/** Item 2: the CAT shown is the one the cash flows give (or none is shown where none exists). */
export const catMatches: ReviewCheck = {
  id: 2,
  title: 'The CAT shown matches the CAT recomputed from the journey’s own cash flows',
  citation: CITATIONS.cat,
  run({ cat }) {
    const status: ItemStatus =
      cat.status === 'notReached'
        ? 'notReached'
        : cat.status === 'match' || cat.status === 'notComputable'
          ? 'pass'
          : 'fail';
    return { status, seq: cat.seq, explanation: cat.explanation };
  },
};
