import { createContext, useContext } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';
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

/**
 * Reads a slice of state; re-renders only when the selected value changes: by Object.is, or by `isEqual`
 * for a selector that builds a new object or list each time (pass `shallowEqual`).
 */
export function useAppState<T>(selector: (state: AppState) => T, isEqual?: (a: T, b: T) => boolean): T {
  const store = useStore();
  return useSyncExternalStoreWithSelector(store.subscribe, store.getState, store.getState, selector, isEqual);
}

/** Equal when both are the same, or lists (or plain objects) whose items (or own values) are the same. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a) as (keyof T)[];
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is(a[key], b[key]));
}
