import { useState } from 'react';
import type { MockControl } from '#contracts/tool-protocol';
import type { Fault, FaultRule, MockTraffic } from '#contracts/mock-world';
import { useFrameSubscription } from '../frame/use-frame';

/** One answered request, with when the simulator saw it (wall clock). */
export interface TrafficRow {
  index: number;
  seenAt: number;
  /** Wall ms since the previous request (the panel's timing column). */
  sincePrevious: number | null;
  traffic: MockTraffic;
}

/** The fault kinds the panel offers. */
export const FAULT_KINDS = ['delay', 'networkError', 'timeout', 'errorCode', 'malformed'] as const;
/** A fault kind of the panel. */
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Builds a fault from the panel's form. */
export function buildFault(kind: FaultKind, value: string): Fault {
  switch (kind) {
    case 'delay':
      return { kind: 'delay', ms: Math.max(0, Number(value) || 2000) };
    case 'networkError':
      return { kind: 'networkError' };
    case 'timeout':
      return { kind: 'timeout' };
    case 'errorCode':
      return { kind: 'error', code: Number(value) || 500, msg: `Simulated error ${Number(value) || 500}` };
    case 'malformed':
      return { kind: 'malformed', body: 'notJson' };
  }
}

/** A fault in words, for the rule list. */
export function describeFault(fault: Fault): string {
  switch (fault.kind) {
    case 'delay':
      return `delay ${fault.ms} ms`;
    case 'error':
      return `error code ${fault.code}`;
    case 'http':
      return `HTTP ${fault.status}`;
    case 'malformed':
      return `malformed body (${fault.body})`;
    default:
      return fault.kind;
  }
}

/** The endpoints seen so far, for the fault target list. */
export function endpointsOf(rows: readonly TrafficRow[]): string[] {
  return [...new Set(rows.map((row) => row.traffic.path ?? '').filter((path) => path !== ''))].sort();
}

/** The Network panel's model: decrypted traffic of the mock backend and its fault rules. */
export function useNetworkModel(mock: MockControl | undefined, now: () => number = Date.now) {
  const [rows, setRows] = useState<TrafficRow[]>([]);
  const [rules, setRules] = useState<readonly FaultRule[]>([]);
  const [selected, setSelected] = useState<number | null>(null);

  useFrameSubscription(mock, (current) => {
    setRows([]);
    setRules(current.faults.list());
    const stopTraffic = current.onTraffic((traffic) => {
      const seenAt = now();
      setRows((previous) => {
        const last = previous[previous.length - 1];
        return [
          ...previous,
          { index: previous.length, seenAt, sincePrevious: last ? seenAt - last.seenAt : null, traffic },
        ];
      });
    });
    const stopRules = current.faults.subscribe((next) => setRules([...next]));
    return () => {
      stopTraffic();
      stopRules();
    };
  });

  return {
    rows,
    rules,
    endpoints: endpointsOf(rows),
    selected: selected === null ? undefined : rows[selected],
    select: setSelected,
    addFault(target: string, kind: FaultKind, value: string, once: boolean) {
      mock?.faults.add(target.trim() === '' ? '*' : target.trim(), buildFault(kind, value), { once });
    },
    removeFault: (id: number) => mock?.faults.remove(id),
    clearFaults: () => mock?.faults.clear(),
    clear: () => setRows([]),
  };
}
