import { act, render, screen } from '@testing-library/react';
import type { UnstampedEvent } from '../domain/events';
import { createStore, type Effect, type Outcome } from './store';
import { manualEffect, settle } from './testing/manual-effect';
import { StoreContext, useAppState } from './use-app-state';
import type { AppState } from '../domain/state';
import { order } from '../domain/testing/event-fixtures';
import { useIntent } from './use-intent';

const failed = (message: string): UnstampedEvent => ({ type: 'order/listFailed', errorCode: '500', message });

function Screen({
  effect,
  onDone,
  final,
}: {
  effect: Effect<string, unknown>;
  onDone?: (outcome: Outcome, payload: string) => void;
  final?: (outcome: Outcome, state: AppState) => boolean;
}) {
  const intent = useIntent(effect, {
    onDone: (outcome, _state, payload) => onDone?.(outcome, payload),
    ...(final ? { final } : {}),
  });
  const outcome = intent.failure ? intent.failure.message : 'none';
  return (
    <>
      <button type="button" onClick={() => void intent.run('tap')}>
        Send
      </button>
      <p>{intent.pending ? 'sending' : 'idle'}</p>
      <p>outcome: {outcome}</p>
    </>
  );
}

function setup(
  onDone?: (outcome: Outcome, payload: string) => void,
  final?: (outcome: Outcome, state: AppState) => boolean,
) {
  const store = createStore<unknown>({ deps: {}, clock: () => 1 });
  const { effect, runs } = manualEffect();
  const view = render(
    <StoreContext.Provider value={store}>
      <Screen effect={effect} onDone={onDone} final={final} />
    </StoreContext.Provider>,
  );
  return { store, runs, view };
}

describe('useIntent', () => {
  test('a double tap runs the effect once; a tap after the run ends runs it again', async () => {
    const { runs } = setup();
    act(() => screen.getByRole('button').click());
    act(() => screen.getByRole('button').click());
    expect(runs).toHaveLength(1);
    expect(screen.getByText('sending')).toBeInTheDocument();
    await settle(() => runs[0]!.events.complete());
    expect(screen.getByText('idle')).toBeInTheDocument();
    act(() => screen.getByRole('button').click());
    expect(runs).toHaveLength(2);
  });

  test("the outcome is the store's: its failure shown, cleared by the next run", async () => {
    const onDone = vi.fn();
    const { runs, store } = setup(onDone);
    act(() => screen.getByRole('button').click());
    await settle(() => {
      runs[0]!.events.next(failed('Sin conexión'));
      runs[0]!.events.complete();
    });
    expect(screen.getByText('outcome: Sin conexión')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'failed', errorCode: '500', message: 'Sin conexión' }),
      'tap',
    );
    // The events went through the store like any other.
    expect(store.log().map((e) => e.type)).toEqual(['order/listFailed']);
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('outcome: none')).toBeInTheDocument();
  });

  test('onDone still runs when the screen has gone (the next screen opens)', async () => {
    const onDone = vi.fn();
    const { runs, view } = setup(onDone);
    act(() => screen.getByRole('button').click());
    view.unmount();
    await settle(() => runs[0]!.events.complete());
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  test('a final outcome closes the intent: a tap before the next screen shows runs nothing', async () => {
    const { runs } = setup(
      undefined,
      (outcome, state) => outcome.status === 'done' && state.orders.ids.length > 0,
    );
    act(() => screen.getByRole('button').click());
    await settle(() => {
      runs[0]!.events.next({ type: 'order/listLoaded', orders: [order('A1')] });
      runs[0]!.events.complete();
    });
    act(() => screen.getByRole('button').click());
    expect(runs).toHaveLength(1);
  });
});

/** A screen on the state-reading form: what it shows comes from the slices and the outcome. */
function StateScreen({
  effect,
  onDone,
}: {
  effect: Effect<string, unknown>;
  onDone?: (status: string, quota: string) => void;
}) {
  const intent = useIntent(effect, {
    onDone: (outcome, state) => onDone?.(outcome.status, state.quota.status),
  });
  const quota = useAppState((s) => s.quota.status);
  return (
    <>
      <button type="button" onClick={() => void intent.run('tap')}>
        Send
      </button>
      <p>{intent.pending ? 'sending' : 'idle'}</p>
      <p>failure: {intent.failure ? `${intent.failure.errorCode} ${intent.failure.message}` : 'none'}</p>
      <p>quota: {quota}</p>
    </>
  );
}

describe('useIntent, reading the state', () => {
  function setupState(onDone?: (status: string, quota: string) => void) {
    const store = createStore<unknown>({ deps: {}, clock: () => 1 });
    const { effect, runs } = manualEffect();
    render(
      <StoreContext.Provider value={store}>
        <StateScreen effect={effect} onDone={onDone} />
        <StateScreen effect={effect} />
      </StoreContext.Provider>,
    );
    return { store, runs };
  }

  test('pending is the intent’s status in the store: two screens of one intent send one run', async () => {
    const { runs } = setupState();
    const [first, second] = screen.getAllByRole('button');
    act(() => first!.click());
    act(() => second!.click());
    expect(runs).toHaveLength(1);
    expect(screen.getAllByText('sending')).toHaveLength(2);
    await settle(() => runs[0]!.events.complete());
    expect(screen.getAllByText('idle')).toHaveLength(2);
  });

  test('what a run loaded is read from the state; onDone gets the outcome and the state; a failure shows its code', async () => {
    const onDone = vi.fn();
    const { runs } = setupState(onDone);
    act(() => screen.getAllByRole('button')[0]!.click());
    await settle(() => {
      runs[0]!.events.next({ type: 'quota/granted', amount: 500 });
      runs[0]!.events.complete();
    });
    expect(screen.getAllByText('quota: granted')).toHaveLength(2);
    expect(onDone).toHaveBeenCalledWith('done', 'granted');
    act(() => screen.getAllByRole('button')[0]!.click());
    await settle(() => {
      runs[1]!.events.next(failed('Sin conexión'));
      runs[1]!.events.complete();
    });
    expect(screen.getByText('failure: 500 Sin conexión')).toBeInTheDocument();
    expect(onDone).toHaveBeenLastCalledWith('failed', 'granted');
  });
});
