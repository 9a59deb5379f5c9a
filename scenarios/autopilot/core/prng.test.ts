import { describe, expect, test } from 'vitest';
import { createRng, hashString } from './prng';

describe('createRng', () => {
  test('one seed gives one sequence, another seed another', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    const seqC = Array.from({ length: 20 }, () => c.next());
    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  test('int stays in range and reaches every value', () => {
    const rng = createRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) seen.add(rng.int(5));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(() => rng.int(0)).toThrow(RangeError);
  });

  test('weighted never picks a zero weight and follows the proportions', () => {
    const rng = createRng(3);
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i += 1) counts[rng.weighted([1, 0, 3])]! += 1;
    expect(counts[1]).toBe(0);
    expect(counts[2]! / counts[0]!).toBeGreaterThan(2.3);
    expect(counts[2]! / counts[0]!).toBeLessThan(3.8);
    expect(() => rng.weighted([0, 0])).toThrow(RangeError);
  });

  test('fork gives a reproducible sub-stream', () => {
    const x = createRng(5).fork('values');
    const y = createRng(5).fork('values');
    const z = createRng(5).fork('faults');
    expect(x.next()).toBe(y.next());
    expect(createRng(5).fork('values').next()).not.toBe(z.next());
    expect(hashString('a')).not.toBe(hashString('b'));
  });
});
