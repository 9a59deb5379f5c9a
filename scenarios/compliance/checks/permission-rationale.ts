import type { Facts } from '../facts';
import type { Finding } from '../review-types';
import { permissionRationales } from '../texts-registry';
import { CITATIONS } from '../citations';
import type { ReviewCheck } from './check';

/** Permissions whose request is a critical finding (compliance.md: contacts, SMS, call log, precise location). */
export const CRITICAL_PERMISSIONS: readonly string[] = ['contacts', 'sms', 'callLog', 'location'];

type BridgeCall = Facts['bridgeCalls'][number];

/** Where the rationale of a permission request was seen before it, if it was. */
function rationaleSeen(facts: Facts, permission: string, seq: number): 'screen' | 'texts' | null {
  const rationales = permissionRationales(permission);
  if (rationales.length === 0) return null;
  // A screen entry is written when its step ends: screens up to the request's step count.
  const screens = facts.screens.filter((s) => s.seq <= seq || facts.screens.find((n) => n.seq > seq) === s);
  if (screens.some((s) => s.lines.some((l) => rationales.includes(l.text)))) return 'screen';
  // The app asks with a rationale sheet first (application/use-permission.tsx): a check that was not granted, then the request.
  const checkedBefore = facts.bridgeCalls.some(
    (c) =>
      c.seq < seq &&
      c.method === 'checkPermission' &&
      c.params.permission === permission &&
      c.params.request !== true,
  );
  return checkedBefore && facts.screens.length === 0 ? 'texts' : null;
}

function criticalFinding(call: BridgeCall): Finding {
  const asked = call.params.request === true;
  return {
    severity: 'critical',
    seq: call.seq,
    title: `${asked ? 'Requested' : 'Checked'} the ${String(call.params.permission)} permission`,
    detail:
      'Contacts, SMS, call-log and precise-location access is the signature of abusive collection apps (compliance.md); Google Play does not allow loan apps to request it.',
  };
}

/** Item 5: every permission request follows its rationale; the permissions of abusive apps are critical. */
export const permissionRationale: ReviewCheck = {
  id: 5,
  title:
    'Each permission request is preceded by a rationale; contacts, SMS, call log or precise location flagged',
  citation: CITATIONS.permissions,
  run({ facts }) {
    const calls = facts.bridgeCalls.filter((c) => c.method === 'checkPermission');
    const critical = calls.filter((c) => CRITICAL_PERMISSIONS.includes(String(c.params.permission)));
    const findings = critical.map(criticalFinding);
    const requests = calls.filter((c) => c.params.request === true);
    if (calls.length === 0)
      return {
        status: 'notReached',
        seq: null,
        explanation: 'No permission was checked or requested.',
        findings,
      };
    const missing: string[] = [];
    const notes: string[] = [];
    for (const r of requests) {
      const permission = String(r.params.permission);
      const seen = rationaleSeen(facts, permission, r.seq);
      if (!seen) missing.push(`${permission} at step ${r.seq}`);
      else
        notes.push(
          `${permission} at step ${r.seq} (rationale from the ${seen === 'screen' ? 'screen' : 'texts registry'})`,
        );
    }
    const problems: string[] = [];
    if (critical.length > 0)
      problems.push(
        `critical permission(s) asked: ${[...new Set(critical.map((c) => `${String(c.params.permission)} (step ${c.seq})`))].join(', ')}`,
      );
    if (missing.length > 0) problems.push(`no rationale before: ${missing.join(', ')}`);
    if (problems.length > 0)
      return {
        status: 'fail',
        seq: critical[0]?.seq ?? requests[0]?.seq ?? null,
        explanation: `${problems.join('; ')}.`,
        findings,
      };
    return {
      status: 'pass',
      seq: requests[0]?.seq ?? calls[0]!.seq,
      explanation:
        requests.length > 0
          ? `Every request had a rationale first: ${notes.join(', ')}.`
          : `${calls.length} permission check(s), no request and no critical permission.`,
      findings,
    };
  },
};
