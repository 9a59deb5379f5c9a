import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { en, es } from '#contracts/texts';
import { ALL_ENDPOINTS, ALL_ROUTES, GUARDED_ROUTES, WAITING_TEXTS } from '../core/catalog';
import type { InvariantCatalog } from '../invariants';
import { languageDictionaries } from '../invariants/same-language';
import { eventTypesFromSource, namespacesFromSource, stringsOf, textsOfModule } from '../core/sources';

export { eventTypesFromSource } from '../core/sources';

/**
 * What the Node side reads from the sources (core/sources.ts does the reading): the domain event types of
 * the union in src/domain/events.ts and src/domain/events/ (every `Ev<'type', ...>` member), and every text of both languages
 * (src/i18n/*.json and each feature's `*.texts.ts`) with their namespaces, for the language and message-key
 * invariants.
 */

function walk(dir: string, suffix: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, suffix, out);
    else if (entry.name.endsWith(suffix) && !entry.name.includes('.test.')) out.push(path);
  }
  return out.sort();
}

/** The sources of the domain events, joined: src/domain/events.ts and its per-domain files in src/domain/events/. */
export function eventSources(root: string): string {
  const files = [join(root, 'src', 'domain', 'events.ts'), ...walk(join(root, 'src', 'domain', 'events'), '.ts')];
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

/** Every text of both languages and the namespaces they live under. */
export async function appTexts(root: string): Promise<{ es: string[]; en: string[]; namespaces: Set<string> }> {
  const esTexts = stringsOf(es);
  const enTexts = stringsOf(en);
  const namespaces = new Set([...Object.keys(es), ...Object.keys(en)]);
  for (const file of walk(join(root, 'src', 'features'), '.texts.ts')) {
    for (const namespace of namespacesFromSource(readFileSync(file, 'utf8'))) namespaces.add(namespace);
    textsOfModule((await import(pathToFileURL(file).href)) as Record<string, unknown>, esTexts, enTexts);
  }
  return { es: esTexts, en: enTexts, namespaces };
}

/** Everything the autopilot knows about the app before it runs. */
export interface AppCatalog {
  routes: readonly string[];
  eventTypes: readonly string[];
  endpoints: readonly string[];
  invariants: InvariantCatalog;
}

export async function loadCatalog(root: string): Promise<AppCatalog> {
  const texts = await appTexts(root);
  return {
    routes: ALL_ROUTES,
    eventTypes: eventTypesFromSource(eventSources(root)),
    endpoints: ALL_ENDPOINTS,
    invariants: {
      routes: new Set(ALL_ROUTES),
      guarded: GUARDED_ROUTES,
      waitingTexts: WAITING_TEXTS,
      namespaces: texts.namespaces,
      dictionaries: languageDictionaries(texts.es, texts.en),
    },
  };
}
