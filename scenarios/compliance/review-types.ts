import type { Language } from '#contracts/events';
import type { OracleRate } from '../oracle/loan-oracle';
import type { SignatureStatus } from '../journey/signature';
import type { VerifyResult } from '../journey/verify';
import type { Claim, Contradiction } from './claims';

/** The shapes of the compliance review's output (the report, the CLI and the simulator's Review tab read them). */

/** The outcome of one checklist item. */
export type ItemStatus = 'pass' | 'fail' | 'notReached';

/** One item of the checklist. */
export interface ChecklistItem {
  id: number;
  title: string;
  status: ItemStatus;
  /** The journey step (entry seq) the item refers to, or null. */
  seq: number | null;
  explanation: string;
  /** The rule the verdict rests on, as a short citation a reviewer can defend (e.g. "Banxico Circular 21/2009 (CAT)"). */
  citation?: string;
}

/** The CAT shown against the CAT recomputed from the journey's own cash flows (item 2). */
export interface CatComparison {
  status: 'match' | 'mismatch' | 'notShown' | 'notComputable' | 'notReached';
  /** The cash flows used: what the borrower receives before tax, what they repay, and when. */
  flows: {
    principal: number;
    fee: number;
    tax: number;
    net: number;
    netBeforeTax: number;
    repay: number;
    days: number;
  } | null;
  /** The money oracle's CAT of the flows (scenarios/oracle/loan-oracle.ts), or why there is none. */
  recomputed: OracleRate | null;
  /** The CAT in percent as shown (null: "not computable" was shown), with where. */
  shown: { percent: number | null; text: string; seq: number; source: Claim['source'] } | null;
  seq: number | null;
  explanation: string;
}

/** A finding a reviewer must see (a critical permission request, a tampered journey, an unverifiable claim). */
export interface Finding {
  severity: 'critical' | 'warning';
  seq: number | null;
  title: string;
  detail: string;
  /** The rule the finding rests on, as a short citation (see ChecklistItem.citation). */
  citation?: string;
}

/** The whole review. */
export interface ComplianceReview {
  journey: {
    scenarioId: string | null;
    locale: Language;
    masked: boolean;
    entries: number;
    startedAt: number;
    head: string;
  };
  integrity: VerifyResult;
  /** Who signed the journey, or why it is not (validly) signed (decision 0033). */
  signature: SignatureStatus;
  items: ChecklistItem[];
  cat: CatComparison;
  claims: Claim[];
  contradictions: Contradiction[];
  findings: Finding[];
  summary: { pass: number; fail: number; notReached: number; critical: number };
}
