import type { Invariant, MoneyCall, Observation } from './observation';

/**
 * A money call sent twice pays once (issue 30). The money calls (`/portal/repayment/confirm`: a repayment or
 * an extension fee) are read from the app's own trace, with the `Idempotency-Key` each carried and the
 * reference each was answered with (node/page-observer.ts; the simulator's frame alike):
 * - every money call carries an `Idempotency-Key`;
 * - one key is one payment: never sent with two bodies, never answered with two payment references (two
 *   references are two payment orders for one decision);
 * - a retry of a payment whose outcome was not known (the state before the action holds it as pending: a
 *   time-out, a network error, a server error or an unreadable answer) goes under the same key: under a new
 *   one, a first attempt that did reach the bank is paid again;
 * - one action (a double tap) does not send one payment under two keys.
 */

/** The endpoints that move money: their calls must carry an `Idempotency-Key`. */
export const MONEY_ENDPOINTS: readonly string[] = ['confirmRepayment'];

/** A payload as the money call's body: JSON with sorted keys, so one payment always reads the same. */
export function moneyBody(payload: unknown): string {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    return JSON.stringify(payload ?? null);
  const record = payload as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    ),
  );
}

/**
 * A failure after which the payment may have gone through (no answer, an unreadable one, a server error): the
 * invariant's own reading of `MoneyCall.failure` (`NETWORK_ERROR`, `API_ERROR:500`...).
 */
export function outcomeUnknown(failure: string): boolean {
  return (
    /^(?:NETWORK_ERROR|TIMEOUT|RESPONSE_SHAPE|ABORTED|UNKNOWN)$/.test(failure) ||
    /^API_ERROR:5\d\d$/.test(failure)
  );
}

interface Payment {
  orderId?: unknown;
  amount?: unknown;
  channelId?: unknown;
  kind?: unknown;
}

function paymentOf(call: MoneyCall): Payment {
  try {
    const parsed = JSON.parse(call.body) as unknown;
    return parsed !== null && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

function describePayment(call: MoneyCall): string {
  const p = paymentOf(call);
  return `${p.kind === 'extension' ? 'an extension fee' : 'a repayment'} of ${String(p.amount)} for ${String(p.orderId)}`;
}

/** The payment the state holds as decided and not yet answered for a call's order and purpose (repayment.pending). */
function pendingOf(
  state: unknown,
  call: MoneyCall,
): { key?: unknown; amount?: unknown; channelId?: unknown } | null {
  const p = paymentOf(call);
  const purpose = p.kind === 'extension' ? 'extension' : 'repay';
  const pending = (state as { repayment?: { pending?: Record<string, unknown> } } | null | undefined)
    ?.repayment?.pending;
  const entry = pending?.[`${purpose}:${String(p.orderId)}`];
  return entry !== null && typeof entry === 'object' ? entry : null;
}

function check(o: Observation): string | null {
  const calls = o.moneyCalls ?? [];
  const unkeyed = calls.find((c) => c.key === null);
  if (unkeyed)
    return `${describePayment(unkeyed)} was sent to /portal/repayment/confirm without an Idempotency-Key (on ${o.route}): a retry after a lost answer would pay twice`;
  const byKey = new Map<string, MoneyCall[]>();
  for (const call of calls) byKey.set(call.key!, [...(byKey.get(call.key!) ?? []), call]);
  for (const [, same] of byKey) {
    if (new Set(same.map((c) => c.body)).size > 1)
      return `one Idempotency-Key was sent with two different payments (${describePayment(same[0]!)}, then ${describePayment(same.find((c) => c.body !== same[0]!.body)!)})`;
    const references = [...new Set(same.flatMap((c) => (c.reference === undefined ? [] : [c.reference])))];
    if (references.length > 1)
      return `${describePayment(same[0]!)} sent ${same.length} times under one key was answered with ${references.length} payment references: two payment orders for one decision`;
  }
  const now = calls.filter((c) => c.inAction);
  for (const call of now) {
    const pending = pendingOf(o.stateBefore, call);
    const p = paymentOf(call);
    if (
      !pending ||
      pending.key === call.key ||
      pending.amount !== p.amount ||
      pending.channelId !== p.channelId
    )
      continue;
    // The earlier attempts under the pending key: none answered (an answer that came after the last look
    // would have ended the pending payment; the state before the action may not show it yet).
    const earlier = calls.filter((c) => !c.inAction && c.key === pending.key && c.body === call.body);
    if (
      earlier.length > 0 &&
      earlier.every(
        (c) => c.reference === undefined && (c.failure === undefined || outcomeUnknown(c.failure)),
      )
    )
      return `a retry of ${describePayment(call)}, whose outcome was not known, was sent under a new Idempotency-Key: if the first attempt reached the bank, it pays twice`;
  }
  for (const call of now) {
    const twin = now.find((c) => c !== call && c.body === call.body && c.key !== call.key);
    if (twin)
      return `one action sent ${describePayment(call)} under two Idempotency-Keys: two payment orders for one decision`;
  }
  return null;
}

export const moneyOnce: Invariant = {
  name: 'money-once',
  description:
    'every money call carries an Idempotency-Key, one key is one payment answered once, a retry keeps its key',
  check(o) {
    const message = check(o);
    return message === null ? null : { invariant: this.name, message };
  },
};
