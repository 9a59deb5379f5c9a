import type { DomainEvent, DomainEventType, EventOf, OrderStatus, OrderSummary } from '../events';

/** Builds one typed event for tests: `ev('quota/granted', { amount: 5000 }, 1000)`. */
export function ev<T extends DomainEventType>(type: T, payload: Omit<EventOf<T>, 'type' | 'at'>, at = 0): EventOf<T> {
  return { type, at, ...payload } as unknown as EventOf<T>;
}

/** An order summary with sensible defaults. */
export function order(orderId: string, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return { orderId, status: 'request', principal: 3000, days: 91, dueDate: null, createdAt: 0, ...overrides };
}

/** A whole borrower journey, login to repaid loan with an extension and feedback, as events. */
export function journeyEvents(): DomainEvent[] {
  return [
    ev('settings/languageChanged', { language: 'en' }, 1),
    ev('session/verifyCodeSent', { mobile: '5512345678', purpose: 'login' }, 2),
    ev('session/loggedIn', { mobile: '5512345678', token: 'Bearer abc', via: 'web' }, 3),
    ev('session/userInfoLoaded', { user: { userId: 'u1', mobile: '5512345678', progress: 5 } }, 4),
    ev('bridge/permissionChecked', { permission: 'camera', state: 'granted' }, 5),
    ev('application/stepCompleted', { step: 'loanQuestion', progress: 10 }, 6),
    ev('application/stepCompleted', { step: 'idCardAuthentication', progress: 15 }, 7),
    ev('application/progressLoaded', { progress: 40 }, 8),
    ev('quota/reviewStarted', { until: 3_600_000 }, 9),
    ev('quota/granted', { amount: 5000 }, 10),
    ev('order/created', { order: order('o1', { createdAt: 11 }) }, 11),
    ev('order/statusChanged', { orderId: 'o1', status: 'assessing', previous: 'request' }, 12),
    ev('order/statusChanged', { orderId: 'o1', status: 'disbursing', previous: 'assessing' }, 13),
    ev('order/statusChanged', { orderId: 'o1', status: 'repaying', previous: 'disbursing', dueDate: '2025-04-16' }, 14),
    ev('extension/paid', { orderId: 'o1', fee: 210, reference: 'ext-1' }, 15),
    ev('extension/confirmed', { orderId: 'o1', newDueDate: '2025-04-23' }, 16),
    ev('repayment/confirmed', { orderId: 'o1', amount: 1000.1, channel: 'spei', reference: 'r1' }, 17),
    ev('repayment/confirmed', { orderId: 'o1', amount: 2272.9, channel: 'oxxo', reference: 'r2' }, 18),
    ev('order/statusChanged', { orderId: 'o1', status: 'finished', previous: 'repaying' }, 19),
    ev('feedback/created', { feedbackId: 'f1', feedbackType: 1 }, 20),
    ev('feedback/read', { feedbackId: 'f1' }, 21),
  ];
}

const STATUSES: readonly OrderStatus[] = ['assessing', 'disbursing', 'repaying', 'overdue', 'finished'];

/**
 * `count` deterministic events of every kind a long-lived log holds (no Math.random: a fixed LCG),
 * for replay-equivalence and throughput checks.
 */
export function syntheticEvents(count: number, seed = 1): DomainEvent[] {
  const events: DomainEvent[] = [];
  let state = seed >>> 0;
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  let orders = 0;
  for (let i = 0; i < count; i += 1) {
    const at = i;
    const roll = next() % 100;
    const orderId = `o${orders === 0 ? 0 : next() % orders}`;
    if (roll < 20 || orders === 0) {
      const id = `o${orders}`;
      orders += 1;
      events.push(ev('order/created', { order: order(id, { createdAt: at }) }, at));
    } else if (roll < 50) {
      events.push(ev('order/statusChanged', { orderId, status: STATUSES[next() % STATUSES.length] ?? 'repaying' }, at));
    } else if (roll < 60) {
      events.push(ev('repayment/confirmed', { orderId, amount: 100, channel: 'spei', reference: `r${i}` }, at));
    } else if (roll < 65) {
      events.push(ev('extension/paid', { orderId, fee: 50, reference: `e${i}` }, at));
    } else if (roll < 70) {
      events.push(ev('extension/confirmed', { orderId, newDueDate: '2025-05-01' }, at));
    } else if (roll < 78) {
      events.push(ev('feedback/created', { feedbackId: `f${i}`, feedbackType: 3 }, at));
    } else if (roll < 84) {
      events.push(ev('feedback/read', { feedbackId: `f${i - 1}` }, at));
    } else if (roll < 88) {
      events.push(ev('application/progressLoaded', { progress: 40 }, at));
    } else if (roll < 92) {
      events.push(ev('quota/granted', { amount: 1000 + (next() % 50) * 1000 }, at));
    } else if (roll < 96) {
      events.push(ev('bridge/permissionChecked', { permission: 'camera', state: 'granted' }, at));
    } else {
      events.push(ev('settings/languageChanged', { language: next() % 2 === 0 ? 'es' : 'en' }, at));
    }
  }
  return events;
}
