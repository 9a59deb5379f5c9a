import { CITATIONS } from '../citations';
import type { ReviewCheck } from './check';

/** Item 4: the claims shown agree with each other and with the product's actual terms. */
export const noContradictions: ReviewCheck = {
  id: 4,
  title:
    'No claim shown contradicts another claim or the product’s actual terms (amount, tenure, rate, extension)',
  citation: CITATIONS.misleading,
  run({ claims, contradictions }) {
    if (claims.length === 0) return { status: 'notReached', seq: null, explanation: 'No claims were shown.' };
    if (contradictions.length === 0)
      return {
        status: 'pass',
        seq: claims[0]!.seq,
        explanation: `${claims.length} claims checked; none contradicts another or the actual terms.`,
      };
    return {
      status: 'fail',
      seq: contradictions[0]!.seq,
      explanation: `${contradictions.length} contradiction(s); first: ${contradictions[0]!.explanation}`,
    };
  },
};
