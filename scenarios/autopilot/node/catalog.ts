import { eventTypes } from '#contracts/events';
import { en, es, FEATURE_TEXTS } from '#contracts/texts';
import { ALL_ENDPOINTS, ALL_ROUTES, GUARDED_ROUTES, WAITING_TEXTS } from '../core/catalog';
import type { InvariantCatalog } from '../invariants';
import { languageDictionaries } from '../invariants/same-language';
import { appTexts as textsOfApp } from '../core/sources';

/**
 * What the Node side knows of the app, from the tables it exports to the tools (#contracts/*): the domain
 * event types (EVENT_TYPES, exhaustive over the `DomainEvent` union), and every text of both languages
 * (src/i18n/*.json and each `*.texts.ts` in FEATURE_TEXTS) with their namespaces, for the language and
 * message-key invariants.
 */

/** Every text of both languages and the namespaces they live under. */
export function appTexts(): { es: string[]; en: string[]; namespaces: Set<string> } {
  return textsOfApp(es, en, FEATURE_TEXTS);
}

/** Everything the autopilot knows about the app before it runs. */
export interface AppCatalog {
  routes: readonly string[];
  eventTypes: readonly string[];
  endpoints: readonly string[];
  invariants: InvariantCatalog;
}

export function loadCatalog(): Promise<AppCatalog> {
  const texts = appTexts();
  return Promise.resolve({
    routes: ALL_ROUTES,
    eventTypes: eventTypes(),
    endpoints: ALL_ENDPOINTS,
    invariants: {
      routes: new Set(ALL_ROUTES),
      guarded: GUARDED_ROUTES,
      waitingTexts: WAITING_TEXTS,
      namespaces: texts.namespaces,
      dictionaries: languageDictionaries(texts.es, texts.en),
    },
  });
}
