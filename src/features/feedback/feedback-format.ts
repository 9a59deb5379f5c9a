import { serviceHoursMinutes } from '../../domain/config/config.selectors';
import type { Language } from '../../domain/events';
import { MX_OFFSET_MS, MX_TIME_ZONE } from '../../domain/time';

/** Spec section 5: at most 20 MB per file. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Longest description or message the screens accept (the backend allows 1000). */
export const MAX_TEXT_LENGTH = 500;

/** A date and time in the borrower's language, in Mexico City time. */
export function formatDateTime(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: MX_TIME_ZONE,
  }).format(ms);
}

/**
 * Only URLs an image may safely load from: https/http, a blob of this page, or an inline raster/SVG
 * image (an SVG loaded by <img> runs no script). Anything else from the backend is not shown.
 */
export function isSafeImageUrl(url: string): boolean {
  return /^(https?:\/\/|blob:)/i.test(url) || /^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(url);
}

/** Parses a `datetime-local` value as Mexico City time; null when it is not a complete date and time. */
export function parseMxDateTime(value: string): { at: number; minuteOfDay: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const at = Date.UTC(y, mo - 1, d, h, mi) - MX_OFFSET_MS;
  return Number.isFinite(at) ? { at, minuteOfDay: h * 60 + mi } : null;
}

/**
 * Opening and closing minutes of a `9:00-18:00` text (a hyphen or an en dash); the spec's hours when it cannot
 * be read. The one parser of the app (config.selectors.ts, decision 0068).
 */
export const parseServiceHours = serviceHoursMinutes;

/**
 * A feedback's account as the detail shows it: a CLABE in its groups, a card by its last 4 digits (the only
 * digits of a card a request carries), anything else (an older request) as it came.
 */
export function showFeedbackAccount(account: string): { kind: 'clabe' | 'card' | 'other'; text: string } {
  // Grouped 3-3-11-1 as formatClabe does (not imported: it would bring the bank list into the list's chunk).
  const clabe = /^(\d{3})(\d{3})(\d{11})(\d)$/.exec(account);
  if (clabe) return { kind: 'clabe', text: clabe.slice(1).join(' ') };
  if (/^\d{4}$/.test(account)) return { kind: 'card', text: account };
  return { kind: 'other', text: account };
}
