import type { Language } from '../../domain/events';

/** Pesos as Mexico writes them (es-MX: `$1,234.50`), whatever the interface language. */
const MXN = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An MXN amount, es-MX formatting with centavos (e.g. `$3,090.00`). */
export function formatMxn(amount: number): string {
  return MXN.format(amount);
}

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
    timeZone: 'America/Mexico_City',
  }).format(ms);
}
