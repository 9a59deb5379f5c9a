/**
 * The shrinker's first candidates, built from what each action did when the whole trace was replayed once.
 * A violation usually needs the last few actions, and, from far back, only what outlives a screen: the
 * last write of some part of the app's state or of the page's storage (a log-in, a language switch, a
 * loaded list), a clock move, a permission. Each such action also needs the actions that led to its
 * screen. One replay of that carry (instead of ddmin halving a long walk) usually reproduces, and ddmin
 * goes on from a short list.
 */

/** What one action did when it was replayed. */
export interface UnitFacts {
  /** The screen (route and open dialog) before and after it. */
  before: string;
  after: string;
  /** It leads to its screen from anywhere (a deep link, a composite log-in or language switch). */
  anchor: boolean;
  /** The parts of the app's state and storage it changed (`slice.key`, `storage.key`). */
  writes: string[];
  /** It changes the world or the phone for later (a clock move, a permission). */
  world: boolean;
  /** Nothing observable changed: screen, fields, controls, state, storage, requests, events. */
  quiet: boolean;
}

/**
 * The positions of the actions that led to the screen position `p` was done on: going back, the action
 * that opened that screen, then the one that opened the screen it was done on, and so on up to an anchor
 * or the first screen.
 */
export function contextOf(facts: ReadonlyArray<UnitFacts | undefined>, p: number): number[] {
  const start = facts[p];
  if (!start || start.anchor) return [];
  const out: number[] = [];
  let need = start.before;
  for (let q = p - 1; q >= 0; q -= 1) {
    const f = facts[q];
    if (!f || f.after !== need || f.before === f.after) continue;
    out.push(q);
    if (f.anchor) break;
    need = f.before;
  }
  return out;
}

/**
 * The carry of the last k actions (k >= 1): those actions (quiet ones left out, the last kept), every earlier
 * action that is the last to write some part of the state or storage not written again in those k, and every
 * earlier world action (a clock move, a permission).
 */
function carry(facts: ReadonlyArray<UnitFacts | undefined>): (k: number) => Set<number> {
  const n = facts.length;
  // Each part of the state and storage: the last position that wrote it.
  const lastWriter = new Map<string, number>();
  facts.forEach((f, p) => f?.writes.forEach((w) => lastWriter.set(w, p)));
  return (k) => {
    const start = n - k;
    const core = new Set<number>();
    for (let p = start; p < n; p += 1) if (p === n - 1 || !facts[p]?.quiet) core.add(p);
    // A part the last k write again does not need its earlier writers.
    for (const p of lastWriter.values()) if (p < start) core.add(p);
    facts.slice(0, start).forEach((f, p) => {
      if (f?.world) core.add(p);
    });
    return core;
  };
}

/** A candidate larger than this share of the list is not worth a replay before ddmin. */
const MAX_SHARE = 0.75;

/**
 * Candidates over positions `0..facts.length - 1` (the last is the violating action), in ascending order,
 * smallest first and each tried once: for k = 1, 2, 4, ... the last k actions (quiet ones left out, the last
 * kept), every earlier action that is the last to write some part of the state or storage not written
 * again in those k, every earlier world action, and the context of each; then every action that was not
 * quiet.
 */
export function carryCandidates(facts: ReadonlyArray<UnitFacts | undefined>): number[][] {
  const n = facts.length;
  const out: number[][] = [];
  const seen = new Set<string>();
  const offer = (positions: Set<number>) => {
    const list = [...positions].sort((a, b) => a - b);
    const key = list.join(',');
    if (list.length === 0 || list.length > n * MAX_SHARE || seen.has(key)) return;
    seen.add(key);
    out.push(list);
  };
  const carryOf = carry(facts);
  const withContext = (core: Set<number>) => {
    for (const p of [...core]) for (const q of contextOf(facts, p)) core.add(q);
    return core;
  };
  for (let k = 1; k < n; k *= 2) offer(withContext(carryOf(k)));
  offer(new Set(facts.flatMap((f, p) => (p === n - 1 || !f?.quiet ? [p] : []))));
  return out;
}

/** A unit the shrinker may put in that the walk did not do: a deep link to the screen an action needs. */
export interface Jump {
  goto: string;
}

/** The route of a screen without a dialog open (`/yx3#`), else null (a dialog is not deep-linked). */
function routeWithoutDialog(screen: string): string | null {
  return screen.endsWith('#') ? screen.slice(0, -1) : null;
}

/**
 * Candidates that jump, smallest first: for k = 1, 2, 4 the same carry as `carryCandidates` (the last k
 * actions, the last writers of state and storage, the world actions), but an action done on a screen the
 * action before it did not leave is led there by a deep link (`linkable`) instead of by the actions that
 * led to it: a walk of twenty taps to a landing page becomes one `goto`. A candidate whose action needs a
 * dialog it cannot link to is not offered (the carry candidates keep such contexts).
 */
export function jumpCandidates(
  facts: ReadonlyArray<UnitFacts | undefined>,
  linkable: (route: string) => boolean,
): Array<Array<number | Jump>> {
  const n = facts.length;
  const out: Array<Array<number | Jump>> = [];
  const seen = new Set<string>();
  const carryOf = carry(facts);
  for (let k = 1; k <= 4 && k < n; k *= 2) {
    const core = carryOf(k);
    const candidate: Array<number | Jump> = [];
    let at = facts[0]?.before ?? null; // the walk's first screen
    let jumps = 0;
    let ok = true;
    for (const p of [...core].sort((a, b) => a - b)) {
      const f = facts[p];
      if (f && !f.anchor && !f.world && f.before !== at) {
        const route = routeWithoutDialog(f.before);
        if (route === null || !linkable(route)) {
          ok = false;
          break;
        }
        candidate.push({ goto: route });
        jumps += 1;
      }
      candidate.push(p);
      if (f && !f.world) at = f.after;
    }
    const key = JSON.stringify(candidate);
    if (!ok || jumps === 0 || candidate.length > n * MAX_SHARE || seen.has(key)) continue;
    seen.add(key);
    out.push(candidate);
  }
  return out;
}
