import {
  BRIDGE_READY_EVENT,
  nativeBridgeOf,
  type BridgeHost,
  type MessageListener,
  type NativeBridgeLike,
} from './host';

/**
 * The client's hold on `NativeBridge`: where the object is now, the message listener attached to it, and the
 * watch for a bridge that appears late (polling and the ready event) until a deadline.
 */
export interface BridgeLink {
  /** The bridge now, attached to on first sight; undefined while there is none. */
  find(): NativeBridgeLike | undefined;
  /** Watches for a late bridge until the deadline (no-op when watching, closed or past it). */
  watch(): void;
  /** Stops watching and detaches from the bridge. */
  close(): void;
}

export interface BridgeLinkOptions {
  getHost: () => BridgeHost | undefined;
  /** Epoch ms after which a bridge that has not appeared is given up. */
  deadline: number;
  pollMs: number;
  /** Attached to the bridge as its message listener. */
  onMessage: MessageListener;
  /** The watched-for bridge appeared. */
  onReady: (native: NativeBridgeLike) => void;
  /** The deadline passed without a bridge. */
  onGiveUp: () => void;
}

export function linkToBridge(options: BridgeLinkOptions): BridgeLink {
  const { getHost, deadline, pollMs, onMessage } = options;
  let attached: NativeBridgeLike | undefined;
  let watching:
    | { poll: ReturnType<typeof setInterval>; giveUp: ReturnType<typeof setTimeout>; host?: BridgeHost }
    | undefined;
  let closed = false;

  function attach(native: NativeBridgeLike): void {
    if (attached === native) return;
    detach();
    attached = native;
    if (typeof native.addEventListener === 'function') native.addEventListener('message', onMessage);
    else native.onmessage = onMessage;
  }

  function detach(): void {
    if (!attached) return;
    if (typeof attached.removeEventListener === 'function')
      attached.removeEventListener('message', onMessage);
    else if (attached.onmessage === onMessage) attached.onmessage = null;
    attached = undefined;
  }

  function find(): NativeBridgeLike | undefined {
    const native = nativeBridgeOf(getHost());
    if (native) attach(native);
    return native;
  }

  function stopWatching(): void {
    if (!watching) return;
    clearInterval(watching.poll);
    clearTimeout(watching.giveUp);
    watching.host?.removeEventListener?.(BRIDGE_READY_EVENT, onMaybeReady);
    watching = undefined;
  }

  function onMaybeReady(): void {
    const native = find();
    if (!native) return;
    stopWatching();
    options.onReady(native);
  }

  function giveUp(): void {
    stopWatching();
    options.onGiveUp();
  }

  return {
    find,
    watch() {
      if (watching || closed) return;
      const remaining = deadline - Date.now();
      if (remaining <= 0) return;
      const host = getHost();
      watching = { poll: setInterval(onMaybeReady, pollMs), giveUp: setTimeout(giveUp, remaining), host };
      host?.addEventListener?.(BRIDGE_READY_EVENT, onMaybeReady);
    },
    close() {
      closed = true;
      stopWatching();
      detach();
    },
  };
}
