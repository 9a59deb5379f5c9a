/**
 * Per-endpoint fault injection for the mock backend: slow answers, dropped connections, hung requests,
 * backend error codes, HTTP 500 and broken bodies. Tests, scenarios and the simulator's network panel
 * use it to drive the app's failure paths.
 */

/** One fault. `delay` adds latency before whatever else happens; the others replace the answer. */
export type Fault =
  | { kind: 'delay'; ms: number }
  | { kind: 'networkError' }
  | { kind: 'timeout' }
  | { kind: 'error'; code: number; msg: string; data?: unknown }
  | { kind: 'http'; status: number; body?: string }
  | { kind: 'malformed'; body: 'notJson' | 'wrongShape' };

/** Which requests a fault hits: an endpoint path (`/security/login`), an endpoint name, or '*'. */
export type FaultTarget = string;

/** A fault waiting for its requests. */
export interface FaultRule {
  id: number;
  target: FaultTarget;
  fault: Fault;
  /** One-shot rules are removed after the first request they hit. */
  once: boolean;
  /** How many requests it has hit. */
  hits: number;
}

/** What the dispatcher should do with one request. */
export interface FaultPlan {
  delayMs: number;
  /** The fault that replaces the answer, if any. */
  fault?: Exclude<Fault, { kind: 'delay' }>;
}

/** Shorthands for the fault kinds. */
export const fault = {
  delay: (ms: number): Fault => ({ kind: 'delay', ms }),
  networkError: (): Fault => ({ kind: 'networkError' }),
  timeout: (): Fault => ({ kind: 'timeout' }),
  error: (code: number, msg: string, data?: unknown): Fault => ({
    kind: 'error',
    code,
    msg,
    ...(data === undefined ? {} : { data }),
  }),
  http500: (body = 'Internal Server Error'): Fault => ({ kind: 'http', status: 500, body }),
  http: (status: number, body?: string): Fault => ({
    kind: 'http',
    status,
    ...(body === undefined ? {} : { body }),
  }),
  notJson: (): Fault => ({ kind: 'malformed', body: 'notJson' }),
  wrongShape: (): Fault => ({ kind: 'malformed', body: 'wrongShape' }),
};

/**
 * A network profile of the device: how the phone's connection treats every request, on top of the
 * per-endpoint rules. `slow` delays every answer by `minMs` to `maxMs` (jitter drawn from a seeded
 * generator, so one seed and the same requests give the same delays); `offline` fails every request as a
 * network error.
 */
export type NetworkProfileName = 'online' | 'slow' | 'offline';

/** What a network profile does. */
export interface NetworkProfile {
  name: NetworkProfileName;
  /** What the simulator shows. */
  label: string;
  /** The phone's status bar text; empty when online. */
  statusText: string;
  /** Latency range of `slow` (ms of real time). */
  delay?: { minMs: number; maxMs: number };
  /** Every request fails as a network error. */
  offline?: boolean;
}

/** The known network profiles. */
export const NETWORK_PROFILES: Readonly<Record<NetworkProfileName, NetworkProfile>> = {
  online: { name: 'online', label: 'Online', statusText: '' },
  slow: { name: 'slow', label: 'Slow 3G-like', statusText: '3G', delay: { minMs: 2000, maxMs: 3000 } },
  offline: { name: 'offline', label: 'Offline', statusText: 'Offline', offline: true },
};

/** True when a string names a network profile. */
export function isNetworkProfileName(name: unknown): name is NetworkProfileName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(NETWORK_PROFILES, name);
}

/** A small seeded generator (mulberry32): the jitter of a profile, independent of the world's faker. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const matches = (rule: FaultRule, path: string, name: string | undefined) =>
  rule.target === '*' || rule.target === path || (name !== undefined && rule.target === name);

/** The rules in force, with their listeners. */
function ruleBook() {
  const book = { nextId: 1, rules: [] as FaultRule[] };
  const listeners = new Set<(rules: readonly FaultRule[]) => void>();
  const notify = () => {
    for (const listener of listeners) listener(book.rules);
  };
  function add(target: FaultTarget, f: Fault, options: { once?: boolean } = {}): number {
    const rule: FaultRule = { id: book.nextId, target, fault: f, once: options.once ?? false, hits: 0 };
    book.nextId += 1;
    book.rules = [...book.rules, rule];
    notify();
    return rule.id;
  }
  const members = {
    /** Adds a fault for a target; persistent unless `once`. Returns the rule id. */
    add,
    /** Adds a one-shot fault: only the next matching request gets it. */
    once(target: FaultTarget, f: Fault): number {
      return add(target, f, { once: true });
    },
    /** Removes one rule. */
    remove(id: number): void {
      book.rules = book.rules.filter((rule) => rule.id !== id);
      notify();
    },
    /** The rules now in force. */
    list(): readonly FaultRule[] {
      return book.rules;
    },
    /** Listens to rule changes; returns the unsubscribe function. */
    subscribe(listener: (rules: readonly FaultRule[]) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return { book, notify, members };
}

/** The device's network profile and the seeded jitter of `slow`. */
function networkProfiles() {
  const network = { profile: NETWORK_PROFILES.online, jitter: seededRandom(1) };
  const profileListeners = new Set<(profile: NetworkProfile) => void>();
  const members = {
    /**
     * Switches the device's network profile (kept by `clear`, which removes rules only). The jitter of
     * `slow` restarts from `seed` (default 1) at every switch.
     */
    setProfile(name: NetworkProfileName, options: { seed?: number } = {}): void {
      if (!isNetworkProfileName(name)) throw new Error(`unknown network profile "${String(name)}"`);
      network.profile = NETWORK_PROFILES[name];
      network.jitter = seededRandom(options.seed ?? 1);
      for (const listener of profileListeners) listener(network.profile);
    },
    /** The network profile now in force. */
    profile(): NetworkProfile {
      return network.profile;
    },
    /** Listens to profile switches; returns the unsubscribe function. */
    onProfile(listener: (profile: NetworkProfile) => void): () => void {
      profileListeners.add(listener);
      return () => {
        profileListeners.delete(listener);
      };
    },
  };
  return { network, members };
}

/** Requests held by `timeout` faults. */
function heldRequests() {
  const hung = new Set<() => void>();
  return {
    /** Holds a request until `release` is called by `releaseHung` (dispatcher only). */
    hold(release: () => void): () => void {
      hung.add(release);
      return () => hung.delete(release);
    },
    /** How many requests a `timeout` fault is holding now. */
    heldCount(): number {
      return hung.size;
    },
    /** Lets every request held by a `timeout` fault end (as a network error). */
    releaseHung(): void {
      const all = [...hung];
      hung.clear();
      for (const release of all) release();
    },
  };
}

/** The fate of one request: the profile's delay, then every matching rule's (the first fault wins). */
function takePlan(
  rules: ReturnType<typeof ruleBook>,
  { profile, jitter }: ReturnType<typeof networkProfiles>['network'],
  path: string,
  name: string | undefined,
): FaultPlan {
  const plan: FaultPlan = { delayMs: 0 };
  if (profile.offline) {
    // No connection: the request never reaches the backend, so no rule is hit or used up.
    return { delayMs: 0, fault: { kind: 'networkError' } };
  }
  if (profile.delay) {
    const { minMs, maxMs } = profile.delay;
    plan.delayMs += minMs + Math.round(jitter() * (maxMs - minMs));
  }
  const used: number[] = [];
  for (const rule of rules.book.rules) {
    if (!matches(rule, path, name)) continue;
    if (rule.fault.kind === 'delay') {
      plan.delayMs += rule.fault.ms;
    } else if (plan.fault) {
      continue;
    } else {
      plan.fault = rule.fault;
    }
    rule.hits += 1;
    if (rule.once) used.push(rule.id);
  }
  if (used.length > 0) {
    rules.book.rules = rules.book.rules.filter((rule) => !used.includes(rule.id));
    rules.notify();
  }
  return plan;
}

/** Creates an empty set of fault rules (network profile `online`). */
export function createFaults() {
  const rules = ruleBook();
  const profiles = networkProfiles();
  const held = heldRequests();
  return {
    ...rules.members,
    /** Removes every rule and releases requests held by `timeout` faults. */
    clear(): void {
      rules.book.rules = [];
      held.releaseHung();
      rules.notify();
    },
    ...profiles.members,
    /** Decides the fate of one request and uses up the one-shot rules it hits (dispatcher only). */
    take(path: string, name?: string): FaultPlan {
      return takePlan(rules, profiles.network, path, name);
    },
    ...held,
  };
}

/** The fault rules of a mock backend. */
export type FaultInjector = ReturnType<typeof createFaults>;
