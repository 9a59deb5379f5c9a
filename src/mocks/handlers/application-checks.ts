import type { BankCheckRejection } from '../../api/contracts/rejections';
import type { AdditionalInfo, BankCard } from '../../api/contracts/store';
import { designationsFor } from '../../domain/options/designations';
import { INDUSTRIES } from '../../domain/options/industries';
import { isOption, type Option } from '../../domain/options/option';
import {
  CARD_TYPES,
  INCOME_SOURCES,
  JOB_EXPERIENCES,
  hasSecondPayDay,
  payDayOptionsFor,
} from '../../domain/options/profile-options';
import { checkMonthlyIncome, checkSecondPayDay } from '../../domain/validation/fields';
import {
  checkCardNumber,
  checkClabe,
  checkCurp,
  type CheckResult,
} from '../../domain/validation/mx-identifiers';
import type { MockApplication } from '../world/application-file';
import type { HandlerContext } from './define-handler';
import type { MockErrorKey } from './mock-errors';

/**
 * How the mock backend checks what an application step receives, as a real backend would: image parts,
 * option codes, the borrower's own CURP, names, ages and dates, the employment fields each employment type
 * may send, and the disbursement account. A failed check answers a catalogued error through the handler's
 * context; the steps themselves are in application.ts.
 */

/** Largest image upload accepted (spec: 20 MB). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

type Ctx = HandlerContext<unknown>;

/** The error of a payload that fails the contract: a missing file part, or a bad request. */
export const fileOrRequest = (paths: PropertyKey[][]) =>
  paths.some((p) => p[0] === 'file') ? ('UPLOAD_MISSING' as const) : ('BAD_REQUEST' as const);

// Magic numbers of JPEG, PNG, GIF, WebP and HEIC/AVIF, for files sent without an image content type.
async function looksLikeImage(file: Blob): Promise<boolean> {
  const b = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
  return (
    (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
    (b[0] === 0x89 && ascii(1, 4) === 'PNG') ||
    ascii(0, 4) === 'GIF8' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    ascii(4, 8) === 'ftyp'
  );
}

/** Rejects a missing, empty, oversized or non-image file part. */
export async function requireImage(ctx: Ctx, file: Blob | undefined): Promise<Blob> {
  if (!file || file.size === 0) ctx.error('UPLOAD_MISSING');
  if (file.size > MAX_UPLOAD_BYTES) ctx.error('UPLOAD_TOO_LARGE', { maxMb: MAX_UPLOAD_BYTES / 1024 / 1024 });
  if (!file.type.startsWith('image/') && !(await looksLikeImage(file))) ctx.error('UPLOAD_NOT_IMAGE');
  return file;
}

/** The normalised value of a passed check; otherwise answers the error (warnings pass). */
export function must(
  ctx: Ctx,
  result: CheckResult,
  key: MockErrorKey,
  vars?: Record<string, string | number>,
): string {
  if (!result.ok) ctx.error(key, vars);
  return result.value;
}

/** Rejects a value that is not one of its option list's codes. */
export function requireOption(
  ctx: Ctx,
  list: readonly Option[],
  value: string | undefined,
  field: string,
): void {
  if (value !== undefined && !isOption(list, value)) ctx.error('INVALID_OPTION', { field });
}

/** A contact's field that fails the contract: the phone's own message with the contact's number. */
export function contactIssue(
  paths: PropertyKey[][],
): MockErrorKey | { key: MockErrorKey; vars: Record<string, number> } {
  const phone = paths.find((p) => p[0] === 'contacts' && typeof p[1] === 'number' && p[2] === 'phone');
  return phone ? { key: 'CONTACT_INVALID_PHONE', vars: { index: Number(phone[1]) + 1 } } : 'BAD_REQUEST';
}

/** Today's ISO date on the world clock (the validators take "today" from their caller). */
export const todayOf = (ctx: Ctx) => new Date(ctx.world.now()).toISOString().slice(0, 10);

/** A valid CURP that must be the borrower's own. */
export function requireOwnCurp(ctx: Ctx, app: MockApplication, input: string): string {
  const curp = must(ctx, checkCurp(input, { today: todayOf(ctx) }), 'INVALID_CURP');
  if (curp !== app.identity.curp) ctx.error('CURP_MISMATCH');
  return curp;
}

/** Years between an ISO birthday and an instant, counted on the calendar. */
export function ageOn(birthday: string, now: number): number {
  const today = new Date(now);
  const [y, m, d] = birthday.split('-').map(Number);
  let age = today.getUTCFullYear() - (y ?? 0);
  const month = today.getUTCMonth() + 1;
  if (month < (m ?? 0) || (month === m && today.getUTCDate() < (d ?? 0))) age -= 1;
  return age;
}

/** Whether an ISO date names a day of the calendar. */
export function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/** Which job fields each employment type may send (spec section 4, form behaviour). */
const JOB_FIELDS = [
  'jobExperience',
  'company',
  'companyPhone',
  'companyAddress',
  'payFrequency',
  'monthlyPayday',
  'monthlyPaydayTwo',
] as const satisfies readonly (keyof AdditionalInfo)[];

export function checkEmployment(ctx: Ctx, info: AdditionalInfo): void {
  const present = (field: keyof AdditionalInfo) => info[field] !== undefined && info[field] !== '';
  const forbid = (fields: readonly (keyof AdditionalInfo)[]) => {
    for (const field of fields) if (present(field)) ctx.error('EMPLOYMENT_FIELD_NOT_ALLOWED', { field });
  };
  const require = (fields: readonly (keyof AdditionalInfo)[]) => {
    for (const field of fields) if (!present(field)) ctx.error('EMPLOYMENT_FIELD_REQUIRED', { field });
  };
  // Monthly income: the screen's own rule (decision 0029), blank is missing and a code outside the list invalid.
  const income = checkMonthlyIncome(info.monthlySalary);
  if (!income.ok)
    ctx.error(income.reason === 'required' ? 'EMPLOYMENT_FIELD_REQUIRED' : 'INVALID_OPTION', {
      field: 'monthlySalary',
    });
  requireOption(ctx, INCOME_SOURCES, info.incomeSource, 'incomeSource');
  requireOption(ctx, CARD_TYPES, info.cardType, 'cardType');
  // The spec calls the field "industryCategory (designation)": designation codes, industry codes tolerated.
  const designations = [...designationsFor(info.employmentType), ...INDUSTRIES];
  // The industry (one of the 15): asked of employees and the self-employed, optional for the unemployed.
  requireOption(ctx, INDUSTRIES, info.industry, 'industry');
  if (info.employmentType === 'unemployed') {
    forbid(['industryCategory', ...JOB_FIELDS]);
    return;
  }
  require(['industryCategory', 'industry']);
  requireOption(ctx, designations, info.industryCategory, 'industryCategory');
  if (info.employmentType === 'selfEmployed') {
    forbid(JOB_FIELDS);
    return;
  }
  require(['jobExperience', 'payFrequency', 'monthlyPayday']);
  requireOption(ctx, JOB_EXPERIENCES, info.jobExperience, 'jobExperience');
  const payDays = payDayOptionsFor(info.payFrequency ?? '');
  if (!isOption(payDays, info.monthlyPayday)) ctx.error('INVALID_PAYDAY', { field: 'monthlyPayday' });
  if (hasSecondPayDay(info.payFrequency ?? '')) {
    require(['monthlyPaydayTwo']);
    // The screen's rule (decision 0062): biweekly days differ, a fourteen-day weekday may repeat.
    const second = checkSecondPayDay(
      info.payFrequency ?? '',
      info.monthlyPayday ?? '',
      info.monthlyPaydayTwo ?? '',
    );
    if (!second.ok) ctx.error('INVALID_PAYDAY', { field: 'monthlyPaydayTwo' });
  } else {
    forbid(['monthlyPaydayTwo']);
  }
}

/** Why a card number is not usable for the chosen bank, or null when it is (with the number normalised). */
export function checkAccount(card: Pick<BankCard, 'cardType' | 'cardNumber' | 'bankCode'>): {
  reason: Exclude<BankCheckRejection, 'holderMismatch'> | null;
  number: string;
} {
  const checked =
    card.cardType === 'clabe'
      ? checkClabe(card.cardNumber, { bankCode: card.bankCode })
      : checkCardNumber(card.cardNumber);
  if (checked.ok) return { reason: null, number: checked.value };
  return {
    reason: checked.reason === 'bankMismatch' ? 'bankMismatch' : 'invalidNumber',
    number: card.cardNumber,
  };
}
