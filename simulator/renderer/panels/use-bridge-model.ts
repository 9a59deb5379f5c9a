import { useState } from 'react';
import type {
  BridgeActivity,
  BridgeEmulatorControl,
  BridgeEmulatorState,
} from '../../../bridge-emulator/emulator';
import type { Permission, PermissionState } from '#contracts/events';
import { useFrameSubscription } from '../frame/use-frame';

/** A bridge activity in one line, for the log. */
export function describeActivity(activity: BridgeActivity): string {
  switch (activity.kind) {
    case 'call':
      return `→ ${activity.method} ${JSON.stringify(activity.params ?? {})}`;
    case 'reply':
      return activity.ok
        ? `← ${activity.method} ok ${JSON.stringify(activity.result ?? null)}`
        : `← ${activity.method} error ${activity.error.code}: ${activity.error.message}`;
    case 'event':
      return `⇠ event ${activity.event} ${JSON.stringify(activity.data ?? null)}`;
    case 'rejected':
      return `✕ rejected: ${activity.error.message}`;
    case 'dropped':
      return `✕ dropped ${activity.method}`;
    case 'native':
      return `◆ ${activity.action}`;
  }
}

/** The next state of a permission toggle: granted <-> denied. */
export function togglePermission(state: PermissionState): PermissionState {
  return state === 'granted' ? 'denied' : 'granted';
}

/** The Bridge panel's model: calls and replies, and the emulated phone's state. */
export function useBridgeModel(bridge: BridgeEmulatorControl | undefined) {
  const [log, setLog] = useState<BridgeActivity[]>([]);
  const [state, setState] = useState<BridgeEmulatorState | null>(null);

  useFrameSubscription(bridge, (current) => {
    setLog([]);
    setState(current.snapshot());
    const stopActivity = current.subscribe((activity) => {
      setLog((previous) => [...previous, activity]);
      // The AppsFlyer and timeSDK logs change without a state notification.
      setState(current.snapshot());
    });
    const stopState = current.onStateChange((next) => setState(next));
    return () => {
      stopActivity();
      stopState();
    };
  });

  return {
    log,
    state,
    setPermission(permission: Permission, next: PermissionState) {
      bridge?.setPermission(permission, next);
    },
    login: (mobile: string) => bridge?.login(mobile),
    logout: () => bridge?.logout(),
    pressBack: () => bridge?.pressBack(),
    resume: () => bridge?.resume(),
    clear: () => setLog([]),
  };
}
