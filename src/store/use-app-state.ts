import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppState } from '../domain/state';
import type { Store } from './store';

/** The app's store, provided once at the root. */
export const StoreContext = createContext<Store<unknown> | null>(null);

/** The store from context; throws a clear error when a screen renders outside the provider. */
export function useStore<D = unknown>(): Store<D> {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore: no <StoreContext.Provider> above this component');
  return store as Store<D>;
}

/** Reads a slice of state; re-renders only when the selected value changes (by Object.is). */
export function useAppState<T>(selector: (state: AppState) => T): T {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
