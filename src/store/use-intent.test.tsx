import { act, render, screen } from '@testing-library/react';
import type { UnstampedEvent } from '../domain/events';
import { createStore, type Effect } from './store';
import { manualEffect, settle } from './testing/manual-effect';
import { StoreContext } from './use-app-state';
import { lastEvent, useIntent } from './use-intent';

const failed = (message: string): UnstampedEvent => ({ type: 'order/listFailed', errorCode: '500', message });

function Screen({
  effect,
  onDone,
  final,
}: {
  effect: Effect<string, unknown>;
  onDone?: (outcome: unknown) => void;
  final?: (outcome: ReturnType<typeof lastEvent>) => boolean;
}) {
  const intent = useIntent(effect, lastEvent, onDone, final);
  const outcome = intent.outcome?.type === 'order/listFailed' ? intent.outcome.message : 'none';
  return (
    <>
      <button type="button" onClick={() => intent.run('tap')}>
        Send
      </button>
      <p>{intent.pending ? 'sending' : 'idle'}</p>
      <p>outcome: {outcome}</p>
    </>
  );
}

function setup(
  onDone?: (outcome: unknown) => void,
  final?: (outcome: ReturnType<typeof lastEvent>) => boolean,
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

  test('the outcome is state: read from the events, cleared by the next run', async () => {
    const onDone = vi.fn();
    const { runs, store } = setup(onDone);
    act(() => screen.getByRole('button').click());
    await settle(() => {
      runs[0]!.events.next(failed('Sin conexión'));
      runs[0]!.events.complete();
    });
    expect(screen.getByText('outcome: Sin conexión')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ type: 'order/listFailed' }), 'tap');
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
    const { runs } = setup(undefined, (outcome) => outcome?.type === 'order/listLoaded');
    act(() => screen.getByRole('button').click());
    await settle(() => {
      runs[0]!.events.next({ type: 'order/listLoaded', orders: [] });
      runs[0]!.events.complete();
    });
    act(() => screen.getByRole('button').click());
    expect(runs).toHaveLength(1);
  });
});
