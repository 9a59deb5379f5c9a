import { describe, expect, it } from 'vitest';
import type { Claim } from './claims';
import { findContradictions } from './contradictions';

function claim(topic: Claim['topic'], value: Claim['value'], scope: Claim['scope'], seq: number): Claim {
  return { topic, value, shown: String(value), route: '/x', seq, source: 'screen', scope };
}

describe('contradictions', () => {
  it('flags published claims that disagree, an extension where "no extension" was claimed, and a product above the published maximum', () => {
    const found = findContradictions([
      claim('maxAmount', 60000, 'published', 1),
      claim('maxAmount', 30000, 'published', 2),
      claim('extension', false, 'published', 3),
      claim('extension', true, 'loan', 4),
      claim('feeRate', 0.0098, 'product', 5),
      claim('feeRate', 0.0005, 'published', 6),
    ]);
    expect(found.map((c) => c.topic).sort()).toEqual(['extension', 'feeRate', 'maxAmount']);
  });

  it('accepts consistent claims', () => {
    expect(
      findContradictions([
        claim('maxAmount', 30000, 'published', 1),
        claim('maxAmount', 3000, 'product', 2),
        claim('taxRate', 0.16, 'loan', 3),
      ]),
    ).toEqual([]);
  });
});
