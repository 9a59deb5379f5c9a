import { act, render, screen } from '@testing-library/react';
import type { Subject } from 'rxjs';
import type { UnstampedEvent } from '../domain/events';
import type { AppState } from '../domain/state';
import { createStore, type Effect } from './store';
import { manualEffect, settle } from './testing/manual-effect';
import { StoreContext } from './use-app-state';
import { order } from '../domain/testing/event-fixtures';
import { useLoad, type LoadState } from './use-load';

/** A load of the order list: how many orders the orders slice holds once it ends. */
const countOrders = (app: AppState) => app.orders.ids.length;

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
    select: countOrders,
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

  describe('reading the state (select)', () => {
    function Selecting(props: { effect: Effect<string, unknown> }) {
      const { state } = useLoad(props.effect, 'o1', {
        key: 'o1',
        select: (app) => (app.orders.ids.length > 0 ? app.orders.ids.join(',') : null),
      });
      return (
        <p>
          {state.status}
          {state.status === 'loaded' ? `: ${state.data}` : ''}
          {state.status === 'failed' ? `: ${state.errorCode} ${state.message}` : ''}
        </p>
      );
    }

    function mount() {
      const store = createStore<unknown>({ deps: {}, clock: () => 1 });
      const { effect, runs } = manualEffect();
      render(
        <StoreContext.Provider value={store}>
          <Selecting effect={effect} />
        </StoreContext.Provider>,
      );
      return runs;
    }

    test('shows what the reducers folded, not what the events said', async () => {
      const runs = mount();
      await settle(() => finish(runs[0]!, { type: 'order/listLoaded', orders: [order('A1'), order('B2')] }));
      expect(screen.getByText('loaded: A1,B2')).toBeInTheDocument();
    });

    test("a failed run shows the outcome's code and message", async () => {
      const runs = mount();
      await settle(() => finish(runs[0]!, failed));
      expect(screen.getByText('failed: NETWORK_ERROR Sin conexión')).toBeInTheDocument();
    });

    test('a run that ends with nothing in the state is a failure, not an endless spinner', async () => {
      const runs = mount();
      await settle(() => finish(runs[0]!, loaded));
      expect(screen.getByText('failed: UNKNOWN')).toBeInTheDocument();
    });
  });
});
