import { describe, expect, test } from 'vitest';
import { shrink } from './shrink';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('shrink (ddmin)', () => {
  test('finds the two actions that together cause the failure', async () => {
    // The "bug" needs action 3 and, later, action 17.
    const fails = (list: number[]) => list.includes(3) && list.includes(17);
    const result = await shrink(range(40), fails);
    expect(result.items).toEqual([3, 17]);
    expect(result.complete).toBe(true);
    expect(result.tests).toBeLessThan(60);
  });

  test('keeps order and gives a 1-minimal list when order matters', async () => {
    // Needs 5 before 9 before 30 (e.g. log in, open a screen, double tap).
    const fails = (list: number[]) => {
      const a = list.indexOf(5);
      const b = list.indexOf(9);
      const c = list.indexOf(30);
      return a >= 0 && b > a && c > b;
    };
    const result = await shrink(range(50), fails);
    expect(result.items).toEqual([5, 9, 30]);
    // 1-minimal: removing any one item makes it pass.
    for (let i = 0; i < result.items.length; i += 1)
      expect(fails(result.items.filter((_, j) => j !== i))).toBe(false);
  });

  test('a failure of the last action alone shrinks to it, cheaply with suffixFirst', async () => {
    const fails = (list: number[]) => list.includes(99);
    const plain = await shrink(range(100), fails);
    const suffix = await shrink(range(100), fails, { suffixFirst: true });
    expect(plain.items).toEqual([99]);
    expect(suffix.items).toEqual([99]);
    expect(suffix.tests).toBeLessThan(plain.tests);
  });

  test('never calls the test twice on one candidate, and stops at maxTests', async () => {
    const seen = new Set<string>();
    let repeated = false;
    const fails = (list: number[]) => {
      const key = list.join(',');
      if (seen.has(key)) repeated = true;
      seen.add(key);
      return list.includes(7) && list.includes(8) && list.includes(20);
    };
    const full = await shrink(range(30), fails);
    expect(repeated).toBe(false);
    expect(full.items).toEqual([7, 8, 20]);
    let clock = 0;
    const timed = await shrink(
      range(30),
      (l) => {
        clock += 1;
        return fails(l);
      },
      { stop: () => clock >= 5 },
    );
    expect(timed.tests).toBe(5);
    expect(timed.complete).toBe(false);
    const bounded = await shrink(range(30), fails, { maxTests: 3 });
    expect(bounded.tests).toBe(3);
    expect(bounded.complete).toBe(false);
    expect(fails(bounded.items)).toBe(true);
  });

  test('a flaky predicate still ends with a list it accepted', async () => {
    let calls = 0;
    const fails = async (list: number[]) => {
      calls += 1;
      await Promise.resolve();
      return list.includes(4) && calls % 3 !== 0;
    };
    const result = await shrink(range(16), fails);
    expect(result.items).toContain(4);
  });

  test('a test may keep only what it needed (a lenient replay skips what it could not do)', async () => {
    // Reproduces when 3 and 17 are in; the replay reports it only used those two and what came before 17
    // and could be done (multiples of 5).
    const fails = (list: number[]) => {
      if (!(list.includes(3) && list.includes(17))) return false;
      return {
        keep: list.flatMap((item, position) =>
          item === 3 || item === 17 || (item < 17 && item % 5 === 0) ? [position] : [],
        ),
      };
    };
    const plainCount = (await shrink(range(40), (l) => l.includes(3) && l.includes(17))).tests;
    const result = await shrink(range(40), fails);
    expect(result.items).toEqual([3, 17]);
    expect(result.tests).toBeLessThanOrEqual(plainCount);
  });

  test('first candidates: a far action and the last ones in one test, then ddmin on the short list', async () => {
    // A log-in at 2 and a reload at 149 after typing at 140; everything else wanders.
    const fails = (list: number[]) => list.includes(2) && list.includes(140) && list.includes(149);
    const plain = await shrink(range(150), fails, { suffixFirst: true });
    const carried = await shrink(range(150), fails, {
      first: [
        [2, 149],
        [2, 120, 140, 149],
        [2, 141, 142, 149],
      ],
      suffixFirst: true,
    });
    expect(plain.items).toEqual([2, 140, 149]);
    expect(carried.items).toEqual([2, 140, 149]);
    expect(carried.complete).toBe(true);
    expect(carried.tests).toBeLessThan(plain.tests / 3);
    // A first candidate that does not reproduce costs one test; then suffixes and ddmin as before.
    const missed = await shrink(range(150), fails, { first: [[3, 149]], suffixFirst: true });
    expect(missed.items).toEqual([2, 140, 149]);
    expect(missed.tests).toBe(plain.tests + 1);
  });

  test('lastNeeded: the last item (where the failure shows) is never tested away', async () => {
    const seen: number[][] = [];
    const fails = (list: number[]) => {
      seen.push(list);
      return list.includes(4) && list.at(-1) === 29;
    };
    const result = await shrink(range(30), fails, { lastNeeded: true });
    expect(result.items).toEqual([4, 29]);
    expect(seen.every((list) => list.includes(29))).toBe(true);
    const plain = await shrink(range(30), (l) => l.includes(4) && l.at(-1) === 29);
    expect(result.tests).toBeLessThan(plain.tests);
  });
});
