import type { JourneyEntry } from '../../../scenarios/journey/format';

/** What surrounds a step in the replay viewer: the request and response, bridge messages and recent events. */
export interface StepContext {
  request: JourneyEntry | null;
  response: JourneyEntry | null;
  /** Bridge calls, replies and the phone's own bridge activity within `window` entries either side. */
  bridge: JourneyEntry[];
  /** The last domain events up to the step (newest last). */
  events: JourneyEntry[];
}

/** How far the context looks (entries). */
export interface StepContextOptions {
  bridgeWindow?: number;
  events?: number;
  /** How far back a request or response is looked for. */
  lookBack?: number;
}

function pathOf(entry: JourneyEntry): string | null {
  const data = entry.data as { path?: unknown; endpoint?: unknown } | null;
  const path = data?.path ?? data?.endpoint;
  return typeof path === 'string' ? path : null;
}

function isBridge(entry: JourneyEntry): boolean {
  if (entry.kind === 'bridge-call' || entry.kind === 'bridge-reply') return true;
  const type = (entry.data as { type?: unknown } | null)?.type;
  return entry.kind === 'note' && typeof type === 'string' && type.startsWith('bridge/');
}

/** The request of a response: the last request to the same path before it. */
function requestBefore(entries: readonly JourneyEntry[], at: number, path: string | null, lookBack: number) {
  for (let i = at - 1; i >= Math.max(0, at - lookBack); i -= 1) {
    const e = entries[i]!;
    if (e.kind === 'request' && (path === null || pathOf(e) === path)) return e;
  }
  return null;
}

/** The response of a request: the first response to the same path after it. */
function responseAfter(entries: readonly JourneyEntry[], at: number, path: string | null, lookAhead: number) {
  for (let i = at + 1; i < Math.min(entries.length, at + lookAhead); i += 1) {
    const e = entries[i]!;
    if (e.kind === 'response' && (path === null || pathOf(e) === path)) return e;
  }
  return null;
}

/** The context of the step at entry index `step`. */
export function stepContext(
  entries: readonly JourneyEntry[],
  step: number,
  options: StepContextOptions = {},
): StepContext {
  const lookBack = options.lookBack ?? 500;
  const bridgeWindow = options.bridgeWindow ?? 8;
  const eventCount = options.events ?? 5;
  const entry = entries[step];
  let request: JourneyEntry | null = null;
  let response: JourneyEntry | null = null;
  if (entry?.kind === 'request') {
    request = entry;
    response = responseAfter(entries, step, pathOf(entry), lookBack);
  } else if (entry) {
    // The step's own response, or the last exchange before the step.
    for (let i = step; i >= Math.max(0, step - lookBack); i -= 1) {
      if (entries[i]!.kind === 'response') {
        response = entries[i]!;
        request = requestBefore(entries, i, pathOf(response), lookBack);
        break;
      }
    }
  }
  const bridge: JourneyEntry[] = [];
  for (
    let i = Math.max(0, step - bridgeWindow);
    i <= Math.min(entries.length - 1, step + bridgeWindow);
    i += 1
  )
    if (isBridge(entries[i]!)) bridge.push(entries[i]!);
  const events: JourneyEntry[] = [];
  for (let i = step; i >= Math.max(0, step - lookBack) && events.length < eventCount; i -= 1)
    if (entries[i]!.kind === 'event') events.unshift(entries[i]!);
  return { request, response, bridge, events };
}
