import type { Claim, Contradiction } from '../claims';
import type { DeepReadonly, Facts } from '../facts';
import type { CatComparison, ChecklistItem, Finding } from '../review-types';

/**
 * One item of compliance.md's checklist: an id (the item's number, which reports and tools show), a title
 * the rule it rests on (a citation from citations.ts) and a pure function of what the review gathered from
 * the journey. A check only reads its input.
 */

/** What every check reads: the journey's facts, its claims and contradictions, and the CAT comparison. */
export type CheckInput = DeepReadonly<{
  facts: Facts;
  claims: Claim[];
  contradictions: Contradiction[];
  cat: CatComparison;
}>;

/** A check's verdict, with the findings it raises on the way. */
export type CheckOutcome = Omit<ChecklistItem, 'id' | 'title'> & { findings?: Finding[] };

/** One checklist item. */
export interface ReviewCheck {
  readonly id: number;
  readonly title: string;
  /** The rule the item rests on (citations.ts); the item's findings carry it unless they name their own. */
  readonly citation: string;
  readonly run: (input: CheckInput) => CheckOutcome;
}
