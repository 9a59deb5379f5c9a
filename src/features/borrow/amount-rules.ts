import type { LoanProduct } from '../../domain/events';

/** The amounts a borrower may choose on a product: whole steps from the minimum up to `max`. */
export interface AmountLimits {
  min: number;
  /** The largest valid amount: the product's maximum or the available quota, whichever is lower, on a step. */
  max: number;
  step: number;
  productMax: number;
  available: number;
  /** False when the available quota does not reach the product's minimum. */
  reachable: boolean;
}

/** The limits of a product for an available quota. */
export function amountLimits(product: LoanProduct, available: number): AmountLimits {
  const { minAmount: min, amountStep: step, maxAmount: productMax } = product;
  const cap = Math.min(productMax, available);
  const max = cap >= min ? min + Math.floor((cap - min) / step + 1e-9) * step : min;
  return { min, max, step, productMax, available, reachable: cap >= min };
}

/** The valid amount nearest to a wanted one (the slider and the stepper only ever produce these). */
export function clampAmount(amount: number, limits: AmountLimits): number {
  const steps = Math.round((amount - limits.min) / limits.step);
  return Math.min(limits.max, Math.max(limits.min, limits.min + steps * limits.step));
}

/** Why a typed amount is refused, with the values its message shows. */
export type AmountProblem =
  | { kind: 'empty' }
  | { kind: 'whole' }
  | { kind: 'belowMin'; min: number }
  | { kind: 'aboveProduct'; max: number }
  | { kind: 'aboveQuota'; available: number }
  | { kind: 'step'; step: number; below: number; above: number };

/**
 * Two different valid amounts around an off-step one (`under`: the valid amount just below it): that one and
 * the next, or, when the next is beyond the largest (a quota off the steps: 5,550 in steps of 100 gives
 * 5,500), the two largest. Only when a single amount is valid are both the same.
 */
function stepExamples(under: number, limits: AmountLimits): { below: number; above: number } {
  const below = Math.min(under, limits.max);
  if (below + limits.step <= limits.max) return { below, above: below + limits.step };
  return { below: Math.max(limits.min, below - limits.step), above: below };
}

/** Reads a typed amount: a whole number of pesos on a step within the limits, or the problem with it. */
export function checkAmount(
  typed: string,
  limits: AmountLimits,
): { ok: true; amount: number } | { ok: false; problem: AmountProblem } {
  const text = typed.replace(/[\s,$]/g, '');
  if (text === '') return { ok: false, problem: { kind: 'empty' } };
  if (!/^\d+(\.\d+)?$/.test(text)) return { ok: false, problem: { kind: 'whole' } };
  const amount = Number(text);
  if (!Number.isInteger(amount)) return { ok: false, problem: { kind: 'whole' } };
  if (amount < limits.min) return { ok: false, problem: { kind: 'belowMin', min: limits.min } };
  // The quota first: it is what the borrower can change (by repaying on time); the product's cap is fixed.
  if (amount > limits.available)
    return { ok: false, problem: { kind: 'aboveQuota', available: limits.available } };
  if (amount > limits.productMax)
    return { ok: false, problem: { kind: 'aboveProduct', max: limits.productMax } };
  const offset = (amount - limits.min) / limits.step;
  if (Math.abs(offset - Math.round(offset)) > 1e-9) {
    const { below, above } = stepExamples(limits.min + Math.floor(offset) * limits.step, limits);
    return { ok: false, problem: { kind: 'step', step: limits.step, below, above } };
  }
  return { ok: true, amount };
}
