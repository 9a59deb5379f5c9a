import { act, render, screen } from '@testing-library/react';
import type { Subject } from 'rxjs';
import type { DomainEvent, UnstampedEvent } from '../domain/events';
import { createStore, type Effect } from './store';
import { manualEffect, settle } from './testing/manual-effect';
import { StoreContext } from './use-app-state';
import { useLoad, type LoadState } from './use-load';

/** A load of the order list: its number of orders, or the failure. */
function pick(events: DomainEvent[]): LoadState<number> {
  for (const e of events) {
    if (e.type === 'order/listLoaded') return { status: 'loaded', data: e.orders.length };
    if (e.type === 'order/listFailed')
      return { status: 'failed', errorCode: e.errorCode, message: e.message };
  }
  return { status: 'failed', errorCode: 'UNKNOWN', message: 'nothing' };
}

const loaded: UnstampedEvent = { type: 'order/listLoaded', orders: [] };
const failed: UnstampedEvent = {
  type: 'order/listFailed',
  errorCode: 'NETWORK_ERROR',
  message: 'Sin conexión',
};

function finish(run: { events: Subject<UnstampedEvent> }, event: UnstampedEvent) {
  run.events.next(event);
  run.events.complete();
}

function Screen(props: {
  effect: Effect<string, unknown>;
  id: string;
  enabled?: boolean;
  onLoaded?: (state: LoadState<number>, payload: string) => void;
}) {
  const load = useLoad(props.effect, props.id, {
    key: props.id,
    pick,
    enabled: props.enabled ?? true,
    onLoaded: props.onLoaded,
  });
  const { state } = load;
  return (
    <>
      <p>
        {state.status}
        {state.status === 'loaded' ? `: ${state.data}` : ''}
        {state.status === 'failed' ? `: ${state.message}` : ''}
      </p>
      <p>{load.pending ? 'pending' : 'settled'}</p>
      <button type="button" onClick={() => load.reload()}>
        Retry
      </button>
      <button type="button" onClick={() => load.reload({ quiet: true, payload: 'loud' })}>
        Refresh
      </button>
    </>
  );
}

function setup(props: Partial<Parameters<typeof Screen>[0]> = {}) {
  const store = createStore<unknown>({ deps: {}, clock: () => 1 });
  const { effect, runs } = manualEffect();
  const ui = (more: Partial<Parameters<typeof Screen>[0]>) => (
    <StoreContext.Provider value={store}>
      <Screen effect={effect} id="o1" {...props} {...more} />
    </StoreContext.Provider>
  );
  const view = render(ui({}));
  return { runs, rerender: (more: Partial<Parameters<typeof Screen>[0]>) => view.rerender(ui(more)), view };
}

describe('useLoad', () => {
  test('loads on open and shows the result', async () => {
    const { runs } = setup();
    expect(runs.map((r) => r.payload)).toEqual(['o1']);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.getByText('pending')).toBeInTheDocument();
    await settle(() => finish(runs[0]!, loaded));
    expect(screen.getByText('loaded: 0')).toBeInTheDocument();
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  test('a failure can be retried; a retry while one is going sends nothing more', async () => {
    const { runs } = setup();
    await settle(() => finish(runs[0]!, failed));
    expect(screen.getByText('failed: Sin conexión')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(runs).toHaveLength(2);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await settle(() => finish(runs[1]!, loaded));
    expect(screen.getByText('loaded: 0')).toBeInTheDocument();
  });

  test('a quiet reload keeps what shows until its result, with its own payload', async () => {
    const onLoaded = vi.fn<(state: LoadState<number>, payload: string) => void>();
    const { runs } = setup({ onLoaded });
    await settle(() => finish(runs[0]!, loaded));
    act(() => screen.getByRole('button', { name: 'Refresh' }).click());
    expect(runs[1]!.payload).toBe('loud');
    expect(screen.getByText('loaded: 0')).toBeInTheDocument();
    expect(screen.getByText('pending')).toBeInTheDocument();
    await settle(() => finish(runs[1]!, failed));
    expect(screen.getByText('failed: Sin conexión')).toBeInTheDocument();
    expect(onLoaded.mock.calls.map(([state, payload]) => [state.status, payload])).toEqual([
      ['loaded', 'o1'],
      ['failed', 'loud'],
    ]);
  });

  test('a new key loads again and the older result is dropped', async () => {
    const { runs, rerender } = setup();
    rerender({ id: 'o2' });
    expect(runs.map((r) => r.payload)).toEqual(['o1', 'o2']);
    await settle(() => finish(runs[1]!, failed));
    await settle(() => finish(runs[0]!, loaded));
    expect(screen.getByText('failed: Sin conexión')).toBeInTheDocument();
  });

  test('nothing loads while disabled; enabling loads', () => {
    const { runs, rerender } = setup({ enabled: false });
    expect(runs).toHaveLength(0);
    expect(screen.getByText('settled')).toBeInTheDocument();
    rerender({ enabled: true });
    expect(runs).toHaveLength(1);
  });

  test('a result that arrives after the screen left changes nothing', async () => {
    const onLoaded = vi.fn();
    const { runs, view } = setup({ onLoaded });
    view.unmount();
    await settle(() => finish(runs[0]!, loaded));
    expect(onLoaded).not.toHaveBeenCalled();
  });
});
