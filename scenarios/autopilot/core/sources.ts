/**
 * Reading the app's catalogues from its sources, the same way in Node (files read from disk) and in the
 * simulator (Vite's `import.meta.glob`): the domain event types of the `DomainEvent` union, the text
 * namespaces registered by the features, and every string of a texts bundle.
 */

/**
 * The event types of the `DomainEvent` union, read from the sources of src/domain/events.ts and of the
 * per-domain files it joins (src/domain/events/*.ts, given joined): every `Ev<'type', ...>` member of a
 * union named `DomainEvent` or `<Domain>Events`.
 */
export function eventTypesFromSource(source: string): string[] {
  const unions = [...source.matchAll(/export type (?:DomainEvent|\w+Events) =/g)];
  if (unions.length === 0) throw new Error('no `export type DomainEvent =` union in the events source');
  const types = unions.flatMap((union) => {
    // A union runs to the next top-level export.
    const end = source.indexOf('\nexport ', union.index + 1);
    const body = source.slice(union.index, end > 0 ? end : undefined);
    return [...body.matchAll(/Ev<\s*'([^']+)'/g)].map((m) => m[1]!);
  });
  return [...new Set(types)].sort();
}

/** The namespaces a feature's texts file registers (`registerTexts('bankCard', ...)`). */
export function namespacesFromSource(source: string): string[] {
  return [...source.matchAll(/registerTexts\(\s*'([^']+)'/g)].map((m) => m[1]!);
}

/** Every string in a nested texts value. */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, out));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((v) => stringsOf(v, out));
  return out;
}

/** The texts of both languages in a feature's texts module (every export shaped `{ es, en }`). */
export function textsOfModule(module: Record<string, unknown>, es: string[], en: string[]): void {
  for (const value of Object.values(module)) {
    if (typeof value !== 'object' || value === null) continue;
    const bundle = value as { es?: unknown; en?: unknown };
    if (bundle.es === undefined || bundle.en === undefined) continue;
    stringsOf(bundle.es, es);
    stringsOf(bundle.en, en);
  }
}
