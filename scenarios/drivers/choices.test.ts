import { describe, expect, test } from 'vitest';
import { choiceIndex, chooseOption } from './choices';

describe('choice rounds', () => {
  test('consecutive rounds pick every option of a list once, from any start', () => {
    for (const count of [2, 3, 4, 7, 8, 31, 32])
      for (const start of [0, 5, 1_000_003, -4]) {
        const picked = Array.from({ length: count }, (_, k) => choiceIndex(start + k, 0, count));
        expect(new Set(picked).size, `${count} options from round ${start}`).toBe(count);
        for (const index of picked) expect(index >= 0 && index < count).toBe(true);
      }
  });

  test('two lists of the same options filled one after the other never get the same one', () => {
    for (let round = 0; round < 20; round += 1)
      expect(choiceIndex(round, 0, 7)).not.toBe(choiceIndex(round, 1, 7));
  });

  test('two lists of coprime lengths go through every pair within their product of rounds', () => {
    const pairs = new Set(
      Array.from(
        { length: 12 },
        (_, k) => `${chooseOption(['a', 'b', 'c'], 40 + k, 0)}${chooseOption([1, 2, 3, 4], 40 + k, 1)}`,
      ),
    );
    expect(pairs.size).toBe(12);
  });

  test('a list without options is an error, not an index', () => {
    expect(() => choiceIndex(3, 0, 0)).toThrow(RangeError);
  });
});
