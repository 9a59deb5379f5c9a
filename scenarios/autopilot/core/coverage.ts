import { ORDER_STATUSES } from '#contracts/events';
import type { ActionKind } from './actions';

/**
 * What an exploration reached, against what exists: screens (routes of spec section 2), actions tried per
 * screen, domain events of the union, endpoints of the contracts, faults tried, invariants checked and
 * violated. Printed at the end of a run and written as JSON under reports/.
 */

export interface CoverageUniverse {
  routes: readonly string[];
  eventTypes: readonly string[];
  endpoints: readonly string[];
  invariants: readonly string[];
  /** The order statuses a walk may meet (default: the 9 of the domain). */
  orderStatuses?: readonly string[];
}

/** The statuses of the orders in an app state (`orders.byId`). */
export function orderStatusesOf(state: unknown): string[] {
  const byId = (state as { orders?: { byId?: Record<string, { status?: unknown }> } } | null)?.orders?.byId;
  if (!byId || typeof byId !== 'object') return [];
  return Object.values(byId)
    .map((o) => o?.status)
    .filter((s): s is string => typeof s === 'string');
}

export interface CoverageReport {
  steps: number;
  screens: { reached: string[]; total: number; missing: string[] };
  /** route → action kind → count. */
  actionsPerScreen: Record<string, Partial<Record<ActionKind, number>>>;
  /** Distinct actions (kind and target) tried, per route. */
  distinctActionsPerScreen: Record<string, number>;
  events: { seen: string[]; total: number; missing: string[]; unknown: string[] };
  endpoints: { called: string[]; total: number; missing: string[] };
  /** Order statuses seen in the app's state (the borrower's orders as the app knew them). */
  orderStatuses: { seen: string[]; total: number; missing: string[] };
  faults: Record<string, number>;
  invariants: {
    checked: Record<string, number>;
    violations: Array<{ step: number; invariant: string; message: string }>;
  };
  /** Action kinds whose execution failed (control gone, time-out), with counts. */
  failedActions: Partial<Record<ActionKind, number>>;
}

export interface CoverageTracker {
  screen(route: string): void;
  action(route: string, kind: ActionKind, key: string, ok: boolean): void;
  events(types: readonly string[]): void;
  endpoints(names: readonly string[]): void;
  orderStatuses(statuses: readonly string[]): void;
  /** The order statuses met so far (what the world's outcomes aim at: core/actions.ts OUTCOMES). */
  statusesSeen(): ReadonlySet<string>;
  fault(label: string): void;
  checked(invariants: readonly string[]): void;
  violation(step: number, invariant: string, message: string): void;
  step(): void;
  report(): CoverageReport;
}

const sorted = (s: Iterable<string>) => [...s].sort();

export function createCoverage(universe: CoverageUniverse): CoverageTracker {
  const screens = new Set<string>();
  const actions = new Map<string, Map<ActionKind, number>>();
  const distinct = new Map<string, Set<string>>();
  const events = new Set<string>();
  const endpoints = new Set<string>();
  const statuses = new Set<string>();
  const statusUniverse = universe.orderStatuses ?? ORDER_STATUSES;
  const faults = new Map<string, number>();
  const checked = new Map<string, number>();
  const failed = new Map<ActionKind, number>();
  const violations: CoverageReport['invariants']['violations'] = [];
  let steps = 0;
  return {
    screen(route) {
      screens.add(route);
    },
    action(route, kind, key, ok) {
      if (!ok) {
        failed.set(kind, (failed.get(kind) ?? 0) + 1);
        return;
      }
      let perKind = actions.get(route);
      if (!perKind) actions.set(route, (perKind = new Map<ActionKind, number>()));
      perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
      let keys = distinct.get(route);
      if (!keys) distinct.set(route, (keys = new Set()));
      keys.add(key);
    },
    events(types) {
      types.forEach((t) => events.add(t));
    },
    endpoints(names) {
      names.forEach((n) => endpoints.add(n));
    },
    orderStatuses(list) {
      list.forEach((s) => statuses.add(s));
    },
    statusesSeen: () => statuses,
    fault(label) {
      faults.set(label, (faults.get(label) ?? 0) + 1);
    },
    checked(names) {
      for (const n of names) checked.set(n, (checked.get(n) ?? 0) + 1);
    },
    violation(step, invariant, message) {
      violations.push({ step, invariant, message });
    },
    step() {
      steps += 1;
    },
    report() {
      const routeSet = new Set(universe.routes);
      const eventSet = new Set(universe.eventTypes);
      const endpointSet = new Set(universe.endpoints);
      return {
        steps,
        screens: {
          reached: sorted([...screens].filter((s) => routeSet.has(s))),
          total: universe.routes.length,
          missing: universe.routes.filter((r) => !screens.has(r)),
        },
        actionsPerScreen: Object.fromEntries(
          sorted(actions.keys()).map((route) => [route, Object.fromEntries(actions.get(route)!)]),
        ),
        distinctActionsPerScreen: Object.fromEntries(
          sorted(distinct.keys()).map((r) => [r, distinct.get(r)!.size]),
        ),
        events: {
          seen: sorted([...events].filter((e) => eventSet.has(e))),
          total: universe.eventTypes.length,
          missing: universe.eventTypes.filter((e) => !events.has(e)),
          unknown: sorted([...events].filter((e) => !eventSet.has(e))),
        },
        endpoints: {
          called: sorted([...endpoints].filter((e) => endpointSet.has(e))),
          total: universe.endpoints.length,
          missing: universe.endpoints.filter((e) => !endpoints.has(e)),
        },
        orderStatuses: {
          seen: statusUniverse.filter((st) => statuses.has(st)),
          total: statusUniverse.length,
          missing: statusUniverse.filter((st) => !statuses.has(st)),
        },
        faults: Object.fromEntries(sorted(faults.keys()).map((k) => [k, faults.get(k)!])),
        invariants: {
          checked: Object.fromEntries(universe.invariants.map((n) => [n, checked.get(n) ?? 0])),
          violations,
        },
        failedActions: Object.fromEntries(failed),
      };
    },
  };
}

const pct = (n: number, total: number) => (total === 0 ? '-' : `${Math.round((100 * n) / total)}%`);

/** The report as the lines printed at the end of a run. */
export function formatCoverage(report: CoverageReport): string {
  const lines: string[] = [];
  const r = report;
  lines.push(`coverage after ${r.steps} step(s)`);
  lines.push(
    `  screens   ${r.screens.reached.length}/${r.screens.total} (${pct(r.screens.reached.length, r.screens.total)}): ${r.screens.reached.join(' ')}`,
  );
  lines.push(
    `  events    ${r.events.seen.length}/${r.events.total} (${pct(r.events.seen.length, r.events.total)})${r.events.unknown.length ? `; not in the union: ${r.events.unknown.join(' ')}` : ''}`,
  );
  lines.push(
    `  endpoints ${r.endpoints.called.length}/${r.endpoints.total} (${pct(r.endpoints.called.length, r.endpoints.total)}): ${r.endpoints.called.join(' ')}`,
  );
  if (r.orderStatuses)
    lines.push(
      `  orders    ${r.orderStatuses.seen.length}/${r.orderStatuses.total} statuses: ${r.orderStatuses.seen.join(' ') || 'none'}`,
    );
  const faults = Object.entries(r.faults);
  lines.push(`  faults    ${faults.length ? faults.map(([k, n]) => `${k}×${n}`).join(' ') : 'none'}`);
  lines.push('  actions per screen:');
  for (const [route, kinds] of Object.entries(r.actionsPerScreen)) {
    const total = Object.values(kinds).reduce((a, b) => a + (b ?? 0), 0);
    lines.push(
      `    ${route.padEnd(34)} ${String(total).padStart(4)} (${r.distinctActionsPerScreen[route] ?? 0} distinct) ${Object.entries(
        kinds,
      )
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
  }
  const failed = Object.entries(r.failedActions);
  if (failed.length)
    lines.push(`  actions that could not be done: ${failed.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const checks = Object.entries(r.invariants.checked);
  lines.push(`  invariants checked: ${checks.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  lines.push(
    `  violations: ${r.invariants.violations.length === 0 ? 'none' : r.invariants.violations.map((v) => `step ${v.step} ${v.invariant}: ${v.message}`).join('\n              ')}`,
  );
  return lines.join('\n');
}
