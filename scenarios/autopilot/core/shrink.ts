/**
 * Delta debugging (Zeller's ddmin) over a list of actions: the smallest sub-list (keeping order) on which
 * `reproduces` still holds, tried in a fixed order so the result depends only on the list and the test.
 * After ddmin a last pass removes single items until none can go (1-minimal: no one step can be removed).
 * Results of candidates already tried are reused; `maxTests` bounds the work (the best list so far is
 * returned, with `complete: false`).
 */

export interface ShrinkOptions {
  /**
   * Try the last 1, 2, 4, 8... items alone before ddmin (a violation usually needs the last few actions,
   * and short replays are cheap).
   */
  suffixFirst?: boolean;
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

/** Splits indexes into n nearly equal, contiguous parts. */
function split(indexes: readonly number[], n: number): number[][] {
  const parts: number[][] = [];
  let start = 0;
  for (let i = 0; i < n; i += 1) {
    const end = start + Math.floor((indexes.length - start) / (n - i));
    parts.push(indexes.slice(start, end));
    start = end;
  }
  return parts.filter((p) => p.length > 0);
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
  if (options.suffixFirst) {
    for (let k = 1; k < current.length && !budgetHit; k *= 2) {
      const suffix = current.slice(current.length - k);
      if (await test(suffix)) {
        current = found;
        options.onProgress?.(current.length, tests);
        break;
      }
    }
  }
  let n = 2;
  while (current.length >= 2 && !budgetHit) {
    const parts = split(current, Math.min(n, current.length));
    let reduced = false;
    // Try each part alone, then each complement.
    for (const part of parts) {
      if (await test(part)) {
        current = found;
        n = 2;
        reduced = true;
        options.onProgress?.(current.length, tests);
        break;
      }
    }
    if (!reduced && parts.length > 2) {
      for (const part of parts) {
        const complement = current.filter((i) => !part.includes(i));
        if (await test(complement)) {
          current = found;
          n = Math.max(n - 1, 2);
          reduced = true;
          options.onProgress?.(current.length, tests);
          break;
        }
      }
    } else if (!reduced && parts.length === 2) {
      // With two parts the complements are the parts themselves, already tried.
    }
    if (!reduced) {
      if (n >= current.length) break;
      n = Math.min(current.length, n * 2);
    }
  }

  // 1-minimality: remove one item at a time until none can go.
  let removed = true;
  while (removed && !budgetHit) {
    removed = false;
    for (let k = current.length - 1; k >= 0 && current.length > 1; k -= 1) {
      const without = current.filter((_, j) => j !== k);
      if (await test(without)) {
        current = found;
        k = Math.min(k, current.length);
        removed = true;
        options.onProgress?.(current.length, tests);
      }
    }
  }
  return { items: current.map((i) => items[i]!), tests, complete: !budgetHit };
}
