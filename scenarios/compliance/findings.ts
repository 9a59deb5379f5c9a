import type { VerifyResult } from '../journey/verify';
import { topicName, type Claim } from './claims';
import { eventsOfType, type DeepReadonly, type Facts } from './facts';
import type { Finding } from './review-types';

/** The findings the review raises beside its checklist: the chain, the masking, the upload flags, unverifiable claims. */

/** A broken hash chain: the first critical finding, since nothing else can then be relied on. */
export function integrityFindings(integrity: VerifyResult): Finding[] {
  if (integrity.ok) return [];
  return [
    {
      severity: 'critical',
      seq: integrity.firstBadSeq,
      title: 'TAMPERED JOURNEY',
      detail: `The hash chain is broken: ${integrity.reason}. Nothing in this review can be relied on.`,
    },
  ];
}

/** A journey recorded without masking holds personal data. */
export function maskingFindings(facts: Facts): Finding[] {
  if (facts.file.meta.masked) return [];
  return [
    {
      severity: 'warning',
      seq: 0,
      title: 'Unmasked recording',
      detail: 'This journey holds personal data (internal QA only).',
    },
  ];
}

const SENSITIVE_UPLOADS: Readonly<Record<string, string>> = {
  contact: 'contacts',
  sms: 'SMS',
  callLog: 'call log',
  location: 'location',
};

/** The backend's device-data upload flags asking for sensitive data. */
export function uploadFlagFindings(facts: Facts): Finding[] {
  const config = eventsOfType(facts, 'config/uploadEnableLoaded')[0];
  if (!config) return [];
  const flags = config.event.flags as unknown as Readonly<Record<string, boolean>>;
  const on = Object.keys(SENSITIVE_UPLOADS).filter((k) => flags[k]);
  if (on.length === 0) return [];
  return [
    {
      severity: 'warning',
      seq: config.seq,
      title: 'Device-data upload switched on for sensitive data',
      detail: `The backend's upload flags ask for ${on.map((k) => SENSITIVE_UPLOADS[k]).join(', ')}: a reviewer should confirm the app never collects them.`,
    },
  ];
}

/** The approval-rate and quota-growth promises: the journey holds no data to check them against. */
export function unverifiableClaimFindings(claims: DeepReadonly<Claim[]>): Finding[] {
  return claims
    .filter((c) => c.topic === 'approvalRate' || c.topic === 'quotaGrowth')
    .map((c) => ({
      severity: 'warning',
      seq: c.seq,
      title: `Unverifiable claim: ${topicName(c.topic)}`,
      detail: `"${c.shown}" at ${c.route ?? 'unknown route'}: the journey holds no data to check it against.`,
    }));
}
