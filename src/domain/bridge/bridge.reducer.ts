import type { Draft } from 'immer';
import type { DomainEvent, Permission, PermissionState } from '../events';

/** The last answer of the native app for one permission. */
export interface PermissionCheck {
  state: PermissionState;
  checkedAt: number;
}

/** The bridge slice: device facts, kept across logout (they belong to the phone, not the borrower). */
export interface BridgeState {
  permissions: Partial<Record<Permission, PermissionCheck>>;
}

/** A fresh bridge slice: no permission checked yet. */
export function initialBridgeState(): BridgeState {
  return { permissions: {} };
}

/** Folds one event into the bridge slice; ignores unrelated events. */
export function bridgeReducer(draft: Draft<BridgeState>, event: DomainEvent): void {
  switch (event.type) {
    case 'bridge/permissionChecked':
      draft.permissions[event.permission] = { state: event.state, checkedAt: event.at };
      return;
    default:
      return;
  }
}
