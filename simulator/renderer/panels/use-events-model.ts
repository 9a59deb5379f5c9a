import { useMemo, useState } from 'react';
import type { DomainEvent } from '#contracts/events';
import type { ToolApp } from '#contracts/tool-protocol';
import { diffStates, type StateChange } from '../../../scenarios/journey/replay';
import { useFrameSubscription } from '../frame/use-frame';

/** One live event with the state right after it. */
export interface EventRow {
  index: number;
  event: DomainEvent;
  state: unknown;
}

/** Pure part: rows matching a text (type or payload) and an aggregate filter. */
export function filterEvents(rows: readonly EventRow[], query: string, aggregate: string): EventRow[] {
  const needle = query.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (aggregate === '' || row.event.type.startsWith(`${aggregate}/`)) &&
      (needle === '' || JSON.stringify(row.event).toLowerCase().includes(needle)),
  );
}

/** The aggregates present among the rows, sorted. */
export function aggregatesOf(rows: readonly EventRow[]): string[] {
  return [...new Set(rows.map((row) => row.event.type.split('/')[0] ?? ''))].sort();
}

/** The state diff an event made (against the state after the event before it). */
export function changesAt(rows: readonly EventRow[], index: number, baseline?: unknown): StateChange[] {
  const row = rows[index];
  if (!row) return [];
  const before = index > 0 ? rows[index - 1]?.state : baseline;
  return before === undefined ? [] : diffStates(before, row.state, { limit: 200 });
}

/** The Events panel's model: live domain events of the frame's store. */
export function useEventsModel(app: ToolApp | undefined) {
  const [rows, setRows] = useState<EventRow[]>([]);
  const [query, setQuery] = useState('');
  const [aggregate, setAggregate] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [baseline, setBaseline] = useState<unknown>(undefined);

  useFrameSubscription(app, (current) => {
    setRows([]);
    setSelected(null);
    setBaseline(current.store.getState());
    const subscription = current.store.events$.subscribe((event) => {
      // The store folds before it publishes, so getState() is the state after this event.
      const state = current.store.getState();
      setRows((previous) => [...previous, { index: previous.length, event, state }]);
    });
    return () => subscription.unsubscribe();
  });

  const visible = useMemo(() => filterEvents(rows, query, aggregate), [rows, query, aggregate]);
  const aggregates = useMemo(() => aggregatesOf(rows), [rows]);
  const selectedRow = selected === null ? undefined : rows[selected];
  const changes = useMemo(
    () => (selected === null ? [] : changesAt(rows, selected, baseline)),
    [rows, selected, baseline],
  );
  return {
    rows,
    visible,
    aggregates,
    query,
    setQuery,
    aggregate,
    setAggregate,
    selected: selectedRow,
    select: setSelected,
    changes,
    clear: () => {
      setRows([]);
      setSelected(null);
    },
  };
}
