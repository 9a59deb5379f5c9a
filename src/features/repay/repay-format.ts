import type { Language } from '../../domain/events';
import { MX_TIME_ZONE } from '../../domain/time';

// Money is not formatted here: every screen uses formatMoney of components/ui/loan-format (src/domain/money.ts).

const locale = (language: Language) => (language === 'es' ? 'es-MX' : 'en-US');

/** An ISO calendar date (yyyy-mm-dd) as a medium date in the borrower's language, e.g. `15 ene 2026`. */
export function formatIsoDate(iso: string, language: Language): string {
  const ms = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(ms)) return iso;
  // UTC on both sides: a calendar date must not shift with the phone's time zone.
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}

/** A backend instant (epoch ms) as date and time in central Mexico, where the channels operate. */
export function formatInstant(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: MX_TIME_ZONE,
  }).format(ms);
}
