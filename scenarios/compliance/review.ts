import type { JourneyEntry, JourneyFile } from '../journey/format';
import { checkJourneySignature, type JourneyPublicKey } from '../journey/signature';
import { verifyJourney } from '../journey/verify';
import { backendFigureFindings } from './backend-figures';
import { dedupeClaims, type Claim, type Contradiction } from './claims';
import { findContradictions } from './contradictions';
import { cited } from './citations';
import { caratulaBeforeConfirmation } from './checks/caratula-before-confirmation';
import { catMatches, compareCat } from './checks/cat-matches';
import type { CheckInput, ReviewCheck } from './checks/check';
import { headlineCost } from './checks/headline-cost';
import { netDisbursedAndTax } from './checks/net-disbursed-and-tax';
import { noContradictions } from './checks/no-contradictions';
import { overduePenalties } from './checks/overdue-penalties';
import { permissionRationale } from './checks/permission-rationale';
import { privacyBeforeData } from './checks/privacy-before-data';
import { sessionEnds } from './checks/session-ends';
import { sourcedClaims } from './checks/sourced-claims';
import { termsBeforeConfirmation } from './checks/terms-before-confirmation';
import { yearlyEquivalent } from './checks/yearly-equivalent';
import { collectFacts, type EventFact } from './facts';
import {
  integrityFindings,
  maskingFindings,
  unverifiableClaimFindings,
  uploadFlagFindings,
} from './findings';
import { dataClaims, screenClaims, textsClaims } from './journey-claims';
import type { CatComparison, ChecklistItem, ComplianceReview, Finding } from './review-types';

/**
 * The compliance review of a recorded journey: the reviewer's checklist of compliance.md run over the
 * journey's own data (events, requests and responses, bridge calls, routes and screens), with the app's loan
 * math. Pure: the CLI, the simulator's Review tab and the tests call `reviewJourney`. Each checklist item is
 * a check of its own (checks/); this file gathers the journey's facts and claims once and runs them in order.
 * Every item and every finding carries the citation of the rule it rests on (citations.ts, decision 0048).
 */

export type { CatComparison, ChecklistItem, ComplianceReview, Finding, ItemStatus } from './review-types';
export { SUBMIT_LOAN_PATH } from './facts';
export { CRITICAL_PERMISSIONS } from './checks/permission-rationale';
export { PERSONAL_DATA_PATHS } from './checks/privacy-before-data';

/**
 * The checks of compliance.md, in its order (their ids are 1 to 8), then the claim checks a regulator makes
 * (9 to 12, decision 0048): sourced statistics and promises, yearly equivalents, headline against real cost,
 * the carátula before confirmation.
 */
export const CHECKS: readonly ReviewCheck[] = [
  termsBeforeConfirmation,
  catMatches,
  netDisbursedAndTax,
  noContradictions,
  permissionRationale,
  privacyBeforeData,
  sessionEnds,
  overduePenalties,
  sourcedClaims,
  yearlyEquivalent,
  headlineCost,
  caratulaBeforeConfirmation,
];

/** The checklist of compliance.md, in its order. */
export const CHECKLIST: readonly string[] = CHECKS.map((check) => check.title);

/** What the checks read, gathered once from the journey (and never changed by them). */
export function checkInputOf(file: JourneyFile): CheckInput & {
  claims: Claim[];
  contradictions: Contradiction[];
  cat: CatComparison;
} {
  const facts = collectFacts(file);
  const data = dataClaims(facts);
  const claims = dedupeClaims([...screenClaims(facts), ...data.claims, ...textsClaims(facts)]);
  const contradictions = findContradictions(claims, data.math);
  return { facts, claims, contradictions, cat: compareCat(facts, claims) };
}

const bySeverityThenStep = (a: Finding, b: Finding) =>
  a.severity === b.severity ? (a.seq ?? 0) - (b.seq ?? 0) : a.severity === 'critical' ? -1 : 1;

/**
 * Runs the checklist over a journey. `trustedKey`: the public key the journey must be signed by; without
 * it the signature is only checked against the key written in the file (the report says so).
 */
export function reviewJourney(
  file: JourneyFile,
  options: { trustedKey?: JourneyPublicKey } = {},
): ComplianceReview {
  const integrity = verifyJourney(file);
  const signature = checkJourneySignature(file, options.trustedKey);
  const input = checkInputOf(file);
  const { facts } = input;
  const findings: Finding[] = [
    ...cited(integrityFindings(integrity), 'journeyIntegrity'),
    ...cited(maskingFindings(facts), 'maskedRecording'),
  ];
  const items: ChecklistItem[] = CHECKS.map(({ id, title, citation, run }) => {
    const { findings: raised = [], ...outcome } = run(input);
    findings.push(...raised.map((f) => (f.citation ? f : { ...f, citation })));
    return { id, title, ...outcome, citation: outcome.citation ?? citation };
  });
  findings.push(
    ...cited(uploadFlagFindings(facts), 'sensitiveUploads'),
    // The backend's figures are binding (decision 0015): where they depart from the loan math or the
    // published terms, a finding at the step.
    ...cited(backendFigureFindings(facts.events as readonly EventFact[]), 'backendFigures'), // it only reads them
    ...cited(unverifiableClaimFindings(input.claims), 'sourcedClaims'),
  );
  return {
    journey: {
      scenarioId: file.meta.scenarioId,
      locale: facts.language,
      masked: file.meta.masked,
      entries: file.entries.length,
      startedAt: file.meta.startedAt.virtual,
      head: file.head,
    },
    integrity,
    signature,
    items,
    cat: input.cat,
    claims: input.claims,
    contradictions: input.contradictions,
    findings: findings.sort(bySeverityThenStep),
    summary: {
      pass: items.filter((i) => i.status === 'pass').length,
      fail: items.filter((i) => i.status === 'fail').length,
      notReached: items.filter((i) => i.status === 'notReached').length,
      critical: findings.filter((f) => f.severity === 'critical').length,
    },
  };
}

/** The entry a seq names (for views that show it). */
export function entryAt(file: JourneyFile, seq: number | null): JourneyEntry | null {
  return seq === null ? null : (file.entries[seq] ?? null);
}
