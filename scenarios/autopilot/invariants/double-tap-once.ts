import type { Invariant } from './observation';

/**
 * An endpoint that changes something: a POST, except the reads sent as POST (`getProductList`,
 * `getFeedbackList`...). Asking for a verification code sends an SMS: it counts.
 */
export function isMutating(endpoint: string, method: string): boolean {
  if (method !== 'POST') return false;
  return !/^(get|query)[A-Z]/.test(endpoint) || /VerifyCode/.test(endpoint);
}

/** A double tap on a button that sends something sends it once. */
export const doubleTapOnce: Invariant = {
  name: 'double-tap-once',
  description: 'a double tap on a submit sends one request',
  check(o) {
    if (o.actionKind !== 'doubleTap') return null;
    const counts = new Map<string, number>();
    for (const r of o.requests)
      if (isMutating(r.endpoint, r.method)) counts.set(r.endpoint, (counts.get(r.endpoint) ?? 0) + 1);
    for (const [endpoint, count] of counts)
      if (count > 1)
        return {
          invariant: this.name,
          message: `a double tap sent ${endpoint} ${count} times on ${o.route}`,
        };
    return null;
  },
};
