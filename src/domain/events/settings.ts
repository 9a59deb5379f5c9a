import type { Ev } from './event';

/** The settings: the display language. */

export type Language = 'es' | 'en';

/** Its events: one part of the union DomainEvent (src/domain/events.ts). */
export type SettingsEvents = Ev<'settings/languageChanged', { language: Language }>;
