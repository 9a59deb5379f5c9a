/**
 * The autopilot's only source of randomness: a small seeded generator (mulberry32), so one seed gives the
 * same choices in the same order on every machine. Every pick the explorer makes goes through here.
 */

/** A seeded random generator with the few draws the autopilot needs. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** An index chosen with probability proportional to its weight (weights ≥ 0, at least one > 0). */
  weighted(weights: readonly number[]): number;
  /** An independent generator derived from this one and a label (a sub-stream for one concern). */
  fork(label: string): Rng;
}

/** A 32-bit hash of a string (FNV-1a), to derive seeds from labels. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Creates the generator for a seed. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int(n) {
      if (!(n >= 1)) throw new RangeError(`int(n) needs n ≥ 1, got ${n}`);
      return Math.floor(next() * Math.floor(n));
    },
    pick(items) {
      if (items.length === 0) throw new RangeError('pick() from an empty list');
      return items[rng.int(items.length)]!;
    },
    weighted(weights) {
      let total = 0;
      for (const w of weights) total += w > 0 && Number.isFinite(w) ? w : 0;
      if (total <= 0) throw new RangeError('weighted() needs at least one positive weight');
      let r = next() * total;
      for (let i = 0; i < weights.length; i += 1) {
        const w = weights[i]! > 0 && Number.isFinite(weights[i]) ? weights[i]! : 0;
        if (r < w) return i;
        r -= w;
      }
      // Rounding: the last positive weight.
      for (let i = weights.length - 1; i >= 0; i -= 1) if (weights[i]! > 0) return i;
      return 0;
    },
    fork(label) {
      return createRng((hashString(label) ^ Math.floor(next() * 4294967296)) >>> 0);
    },
  };
  return rng;
}
