import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AppState } from '../domain/state';
import { createStore, type Store } from './store';
import { StoreContext, useAppState, useStore } from './use-app-state';

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
