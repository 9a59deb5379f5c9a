import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AppState } from '../domain/state';
import { createStore, type Store } from './store';
import { shallowEqual, StoreContext, useAppState, useStore } from './use-app-state';

/** Shows the granted quota and counts its own renders. */
function QuotaAmount({ onRender }: { onRender: () => void }) {
  const amount = useAppState((s) => s.quota.amount);
  onRender();
  return <p>Quota: {amount ?? 'none'}</p>;
}

function withStore(store: Store<unknown>, children: ReactNode) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

function setup() {
  const store = createStore<unknown>({ deps: {}, clock: () => 1 });
  const onRender = vi.fn();
  const view = render(withStore(store, <QuotaAmount onRender={onRender} />));
  return { store, onRender, ...view };
}

describe('useAppState', () => {
  test('renders the selected value from the provided store', () => {
    setup();
    expect(screen.getByText('Quota: none')).toBeInTheDocument();
  });

  test('re-renders once when the selected value changes', () => {
    const { store, onRender } = setup();
    expect(onRender).toHaveBeenCalledTimes(1);
    act(() => {
      store.dispatch({ type: 'quota/granted', amount: 5000 });
    });
    expect(screen.getByText('Quota: 5000')).toBeInTheDocument();
    expect(onRender).toHaveBeenCalledTimes(2);
  });

  test('does not re-render when an event leaves the selected value the same', () => {
    const { store, onRender } = setup();
    act(() => {
      store.dispatch({ type: 'settings/languageChanged', language: 'en' });
      store.dispatch({ type: 'feedback/created', feedbackId: 'f1', feedbackType: 1 });
    });
    expect(store.getState().settings.language).toBe('en');
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  test('a selector returning the same value again does not re-render', () => {
    const { store, onRender } = setup();
    act(() => {
      store.dispatch({ type: 'quota/granted', amount: 5000 });
    });
    act(() => {
      store.dispatch({ type: 'quota/granted', amount: 5000 });
    });
    expect(onRender).toHaveBeenCalledTimes(2);
  });

  test('sees a reset and a replay like any other change', () => {
    const { store } = setup();
    act(() => {
      store.replay([{ type: 'quota/granted', amount: 4200, at: 9 }]);
    });
    expect(screen.getByText('Quota: 4200')).toBeInTheDocument();
    act(() => store.reset());
    expect(screen.getByText('Quota: none')).toBeInTheDocument();
  });

  test('stops listening when the component unmounts', () => {
    const store = createStore<unknown>({ deps: {}, clock: () => 1 });
    let listening = 0;
    const counted: Store<unknown> = {
      ...store,
      subscribe(listener) {
        listening += 1;
        const stop = store.subscribe(listener);
        return () => {
          listening -= 1;
          stop();
        };
      },
    };
    const selector = vi.fn((s: AppState) => s.quota.amount);
    function Reader() {
      return <p>{useAppState(selector) ?? 'none'}</p>;
    }
    const { unmount } = render(withStore(counted, <Reader />));
    expect(listening).toBe(1);
    unmount();
    expect(listening).toBe(0);
    selector.mockClear();
    store.dispatch({ type: 'quota/granted', amount: 1 });
    expect(selector).not.toHaveBeenCalled();
  });
});

describe('useAppState with an equality function', () => {
  /** Lists the order ids through a selector that builds a new list on every call. */
  function OrderIds({
    isEqual,
    onRender,
  }: {
    isEqual?: (a: string[], b: string[]) => boolean;
    onRender: () => void;
  }) {
    const ids = useAppState((s) => [...s.orders.ids], isEqual);
    onRender();
    return <p>Orders: {ids.join(',') || 'none'}</p>;
  }
  const order = (orderId: string) => ({
    type: 'order/created' as const,
    order: { orderId, status: 'assessing' as const, principal: 1000, days: 7, dueDate: null, createdAt: 1 },
  });

  test('a selector that builds a list re-renders only when an item changes', () => {
    const store = createStore<unknown>({ deps: {}, clock: () => 1 });
    const onRender = vi.fn();
    render(withStore(store, <OrderIds isEqual={shallowEqual} onRender={onRender} />));
    act(() => {
      store.dispatch({ type: 'settings/languageChanged', language: 'en' });
      store.dispatch({ type: 'quota/granted', amount: 5000 });
    });
    expect(onRender).toHaveBeenCalledTimes(1);
    act(() => {
      store.dispatch(order('o1'));
    });
    expect(screen.getByText('Orders: o1')).toBeInTheDocument();
    expect(onRender).toHaveBeenCalledTimes(2);
  });

  test('without one, every new list is a change (the reason to pass shallowEqual)', () => {
    const store = createStore<unknown>({ deps: {}, clock: () => 1 });
    const onRender = vi.fn();
    render(withStore(store, <OrderIds onRender={onRender} />));
    act(() => {
      store.dispatch({ type: 'quota/granted', amount: 5000 });
    });
    expect(onRender).toHaveBeenCalledTimes(2);
  });

  test('a new selector (other props) is read at once', () => {
    const store = createStore<unknown>({ deps: {}, clock: () => 1 });
    store.dispatch(order('o1'));
    store.dispatch(order('o2'));
    function Status({ orderId }: { orderId: string }) {
      const picked = useAppState((s) => ({ id: orderId, known: orderId in s.orders.byId }), shallowEqual);
      return <p>{`${picked.id}: ${String(picked.known)}`}</p>;
    }
    const { rerender } = render(withStore(store, <Status orderId="o1" />));
    expect(screen.getByText('o1: true')).toBeInTheDocument();
    rerender(withStore(store, <Status orderId="o3" />));
    expect(screen.getByText('o3: false')).toBeInTheDocument();
  });
});

describe('shallowEqual', () => {
  test.each([
    [1, 1, true],
    ['a', 'b', false],
    [[1, 2], [1, 2], true],
    [[1, 2], [1, 2, 3], false],
    [[{}], [{}], false],
    [{ a: 1, b: 'x' }, { a: 1, b: 'x' }, true],
    [{ a: 1 }, { b: 1 }, false],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [[], {}, false],
    [null, {}, false],
    [Number.NaN, Number.NaN, true],
  ])('%j ~ %j: %s', (a, b, equal) => {
    expect(shallowEqual<unknown>(a, b)).toBe(equal);
  });
});

describe('useStore', () => {
  test('outside the provider it fails with a message that names the provider', () => {
    function Orphan() {
      useStore();
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<Orphan />)).toThrow(/StoreContext\.Provider/);
    } finally {
      spy.mockRestore();
    }
  });
});
