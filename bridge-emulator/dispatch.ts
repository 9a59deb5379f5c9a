import {
  BRIDGE_PROTOCOL_VERSION,
  parseBridgeRequest,
  type BridgeMethod,
  type ParsedBridgeRequest,
} from '#contracts/bridge';
import {
  failWith,
  shapeOf,
  type EmulatorCore,
  type Handler,
  type Handlers,
  type MethodGroup,
  type Outcome,
} from './emulator-core';
import type { BridgeFault } from './emulator-types';

/**
 * Web -> native: each message is checked against the contract, then answered by its method's handler
 * after the method's latency, unless an injected fault fails or drops it. A malformed message is answered
 * `{ ok: false }` when it carries an id (later, never from inside postMessage), otherwise dropped.
 */

type FaultControl = 'setLatency' | 'failNext' | 'dropNext' | 'clearFaults';

/** A rejected request as the console sees it: its shape (a JSON string's, once parsed), never its values. */
function requestShape(raw: unknown): unknown {
  if (typeof raw !== 'string') return shapeOf(raw);
  try {
    return shapeOf(JSON.parse(raw));
  } catch {
    return shapeOf(raw);
  }
}

/** The emulator's `receive` for a set of handlers, and the latency and fault controls. */
export function createDispatch(
  core: EmulatorCore,
  handlers: Handlers<BridgeMethod>,
): { receive: (raw: unknown) => void; control: MethodGroup<never, FaultControl>['control'] } {
  const { state, now, record, changed, log } = core;

  function run(request: ParsedBridgeRequest): Outcome {
    try {
      return (handlers[request.method] as Handler<BridgeMethod>)(request.params, request.id);
    } catch (error) {
      log('warn', `${request.method} threw`, error);
      return failWith('INTERNAL', error instanceof Error ? error.message : String(error));
    }
  }

  function receive(raw: unknown): void {
    if (core.disposed()) return;
    const parsed = parseBridgeRequest(raw);
    if (!parsed.ok) {
      const answered = parsed.id !== undefined;
      log('warn', `rejected a request: ${parsed.error.message}`, requestShape(raw));
      record({
        kind: 'rejected',
        at: now(),
        ...(answered ? { id: parsed.id } : {}),
        error: parsed.error,
        answered,
        raw,
      });
      const { id, error } = parsed;
      if (id !== undefined)
        core.later(0, () => void core.transmit({ v: BRIDGE_PROTOCOL_VERSION, id, ok: false, error }));
      return;
    }
    const { request } = parsed;
    record({ kind: 'call', at: now(), id: request.id, method: request.method, params: request.params });
    const fault = state.faults[request.method]?.shift();
    if (fault) {
      if (state.faults[request.method]?.length === 0) delete state.faults[request.method];
      changed();
    }
    if (fault?.kind === 'drop') {
      record({ kind: 'dropped', at: now(), id: request.id, method: request.method });
      return;
    }
    const latency = state.latency.methods[request.method] ?? state.latency.all;
    core.later(latency, () => {
      const outcome = fault?.kind === 'fail' ? { ok: false as const, error: fault.error } : run(request);
      core.reply(request.id, request.method, outcome);
      changed();
    });
  }

  function addFault(method: BridgeMethod, fault: BridgeFault, times: number): void {
    const list = (state.faults[method] ??= []);
    for (let i = 0; i < times; i += 1) list.push(structuredClone(fault));
    changed();
  }

  return {
    receive,
    control: {
      setLatency(method, ms) {
        if (method === '*') state.latency.all = ms;
        else state.latency.methods[method] = ms;
        changed();
      },
      failNext: (method, error, times = 1) => addFault(method, { kind: 'fail', error }, times),
      dropNext: (method, times = 1) => addFault(method, { kind: 'drop' }, times),
      clearFaults() {
        state.faults = {};
        changed();
      },
    },
  };
}
