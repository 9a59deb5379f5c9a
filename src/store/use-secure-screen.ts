import { useEffect } from 'react';
import type { BridgeClient } from '../bridge/client';
import type { EffectDeps } from './effect-deps';
import { useStore } from './use-app-state';

/**
 * Sensitive screens (identity photos and selfie, bank card, a payment reference) ask the native app to keep
 * screenshots, screen recording and the recent-apps preview off the screen while they show (Android's
 * FLAG_SECURE, bridge method `setSecureScreen`, ours beside the spec's: issue 30).
 *
 * Best-effort: outside the native app nothing is sent, and a native app that predates the method (it answers
 * UNKNOWN_METHOD, or nothing) changes nothing: the failure is ignored. Screens count as holders: the flag is
 * set while at least one is mounted, and the requests of one commit are folded into one (going from one secure
 * screen to the next sends nothing), so the native side sees only real changes.
 */

interface SecureScreenHolders {
  count: number;
  /** What the native side was last asked. */
  sent: boolean;
  scheduled: boolean;
}

const holdersByBridge = new WeakMap<BridgeClient, SecureScreenHolders>();

function holdersOf(bridge: BridgeClient): SecureScreenHolders {
  let holders = holdersByBridge.get(bridge);
  if (!holders) {
    holders = { count: 0, sent: false, scheduled: false };
    holdersByBridge.set(bridge, holders);
  }
  return holders;
}

/** Adds (+1) or removes (-1) a holder; the native side hears of the outcome once the commit is done. */
export function holdSecureScreen(deps: Pick<EffectDeps, 'bridge' | 'isNative'>, change: 1 | -1): void {
  const holders = holdersOf(deps.bridge);
  holders.count = Math.max(0, holders.count + change);
  if (holders.scheduled) return;
  holders.scheduled = true;
  queueMicrotask(() => {
    holders.scheduled = false;
    const secure = holders.count > 0;
    if (secure === holders.sent || !deps.isNative()) return;
    holders.sent = secure;
    try {
      deps.bridge.call('setSecureScreen', { secure }).catch(() => undefined);
    } catch {
      // A bridge that throws instead of rejecting: nothing to do either.
    }
  });
}

/** Keeps the screen out of screenshots while the calling component is mounted (and `active`). */
export function useSecureScreen(active = true): void {
  const store = useStore<EffectDeps>();
  useEffect(() => {
    if (!active) return undefined;
    const deps = store.deps;
    holdSecureScreen(deps, 1);
    return () => holdSecureScreen(deps, -1);
  }, [store, active]);
}
