/**
 * Delta debugging over a list of actions: the smallest sub-list (keeping order) on which `reproduces` still
 * holds, tried in a fixed order so the result depends only on the list and the test. Candidates the caller
 * knows to be likely (`first`), or the list's suffixes, are tried first; then ddmin's complement steps in
 * a sweep: chunks of a quarter of the list, an eighth, ... one item, each size from the end back, and
 * single items again until none can go (1-minimal: no one step can be removed). Without ddmin's tests of a
 * part alone (a violation that needs a far action and a late one never reproduces from one part), this
 * needs about half of ddmin's tests. Results of candidates already tried are reused; `maxTests` or `stop`
 * bound the work (the best list so far is returned, with `complete: false`).
 */

export interface ShrinkOptions {
  /**
   * Candidates (positions in the list, ascending) tried in order before anything else; the first that
   * reproduces becomes the list (e.g. the last actions plus what outlives a screen: shrink-candidates.ts).
   */
  first?: ReadonlyArray<readonly number[]>;
  /**
   * Try the last 1, 2, 4, 8... items alone first (a violation usually needs the last few actions,
   * and short replays are cheap).
   */
  suffixFirst?: boolean;
  /**
   * The last item of a reproducing list is where the failure shows (the test stops there and keeps only what
   * came before): without it the same replay shows nothing, so no removal of it is tried.
   */
  lastNeeded?: boolean;
  /** Stop after this many calls of the test (default unlimited). */
  maxTests?: number;
  /** Asked before each test: true stops the search (a time budget); the best list so far is returned. */
  stop?: () => boolean;
  /** Called when a smaller reproducing list is found. */
  onProgress?: (size: number, tests: number) => void;
}

export interface ShrinkResult<T> {
  items: T[];
  /** Calls of the test (cached repeats not counted). */
  tests: number;
  /** False when maxTests stopped the search before the list was 1-minimal. */
  complete: boolean;
}

/**
 * What a test answers: reproduced or not; or reproduced with only some of the candidate's items needed (a
 * lenient replay skips actions it could not do, and stops at the violation): their positions in the
 * candidate.
 */
export type ShrinkAnswer = boolean | { keep: readonly number[] };

/** Shrinks `items` to a 1-minimal list that still `reproduces`. The full list must reproduce. */
export async function shrink<T>(
  items: readonly T[],
  reproduces: (candidate: T[]) => Promise<ShrinkAnswer> | ShrinkAnswer,
  options: ShrinkOptions = {},
): Promise<ShrinkResult<T>> {
  const cache = new Map<string, number[] | null>();
  let tests = 0;
  const maxTests = options.maxTests ?? Infinity;
  let budgetHit = false;
  /** The indexes needed when the candidate reproduces (itself, or the part the test kept), else null. */
  const run = async (indexes: readonly number[]): Promise<number[] | null> => {
    const key = indexes.join(',');
    const known = cache.get(key);
    if (known !== undefined) return known;
    if (tests >= maxTests || options.stop?.()) {
      budgetHit = true;
      return null;
    }
    tests += 1;
    const answer = await reproduces(indexes.map((i) => items[i]!));
    const kept =
      answer === false
        ? null
        : answer === true
          ? [...indexes]
          : answer.keep.filter((p) => p >= 0 && p < indexes.length).map((p) => indexes[p]!);
    cache.set(key, kept);
    return kept;
  };
  // A reproducing candidate becomes the current list, minus what the test did not need.
  let found: number[] = [];
  const test = async (indexes: readonly number[]): Promise<boolean> => {
    const kept = await run(indexes);
    if (kept === null) return false;
    found = kept;
    return true;
  };

  let current = items.map((_, i) => i);
  let shortcut = false;
  for (const candidate of options.first ?? []) {
    if (budgetHit) break;
    const positions = candidate.filter((p) => p >= 0 && p < items.length);
    if (positions.length === 0 || positions.length >= current.length) continue;
    if (await test(positions)) {
      current = found;
      shortcut = true;
      options.onProgress?.(current.length, tests);
      break;
    }
  }
  if (options.suffixFirst && !shortcut) {
    for (let k = 1; k < current.length && !budgetHit; k *= 2) {
      const suffix = current.slice(current.length - k);
      if (await test(suffix)) {
        current = found;
        options.onProgress?.(current.length, tests);
        break;
      }
    }
  }
  // Chunks of consecutive items, largest first (a quarter of the list, an eighth, ... one), each swept from
  // the end back: remove the chunk, keep the removal when it still reproduces. Size one is repeated until
  // nothing goes (1-minimal). A replay costs its length, so the big cuts come first while the budget lasts.
  const last = options.lastNeeded ? 1 : 0;
  let size = 1;
  while (size * 4 <= current.length) size *= 2;
  while (!budgetHit && current.length > 1) {
    let removed = false;
    for (let end = current.length - last; end > 0 && !budgetHit && current.length > 1;) {
      const start = Math.max(0, end - size);
      if (await test([...current.slice(0, start), ...current.slice(end)])) {
        current = found;
        removed = true;
        options.onProgress?.(current.length, tests);
        end = Math.min(start, current.length - last);
      } else end = start;
    }
    if (size > 1) size = Math.max(1, Math.floor(size / 2));
    else if (!removed) break;
  }
  return { items: current.map((i) => items[i]!), tests, complete: !budgetHit };
}
