/** The result of every identifier check: the normalised value, or a reason code screens turn into a message. */
export type CheckResult = { ok: true; value: string; warning?: string } | { ok: false; reason: string };

/** Non-geographic ranges a borrower's or contact's mobile may not use (toll-free, premium). */
const BLOCKED_MOBILE_PREFIXES = ['800', '888', '900'];

/**
 * Mexican mobile: 10 digits `^[2-9]\d{9}$`. A pasted +52 / 52 prefix (12 digits) and the obsolete mobile
 * `1` (11 digits starting with 1) are stripped; spaces, dashes, dots and brackets are ignored.
 * Reasons: 'required', 'format', 'service'.
 */
export function checkMxPhone(input: string): CheckResult {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, reason: 'required' };
  if (/[^\d\s\-().+]/u.test(trimmed)) return { ok: false, reason: 'format' };
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('52')) digits = digits.slice(2);
  else if (digits.length === 13 && digits.startsWith('521')) digits = digits.slice(3);
  else if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{9}$/.test(digits)) return { ok: false, reason: 'format' };
  if (BLOCKED_MOBILE_PREFIXES.some((p) => digits.startsWith(p))) return { ok: false, reason: 'service' };
  return { ok: true, value: digits };
}
