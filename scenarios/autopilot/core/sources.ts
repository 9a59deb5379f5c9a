/**
 * The app's texts as the autopilot's invariants read them, the same way in Node and in the simulator: from
 * the tables the app exports to the tools (#contracts/texts: the two message catalogues and FEATURE_TEXTS,
 * every feature's texts with the namespace it registers under), never from the sources.
 */

/** Every string in a nested texts value. */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, out));
  else if (typeof value === 'object' && value !== null)
    Object.values(value).forEach((v) => stringsOf(v, out));
  return out;
}

/**
 * Every text of both languages (the message catalogues and each feature's texts) and the namespaces they
 * live under (the catalogues' top-level keys and each feature's registered namespace).
 */
export function appTexts(
  es: Record<string, unknown>,
  en: Record<string, unknown>,
  featureTexts: readonly { namespace: string; texts: { es: unknown; en: unknown } }[],
): { es: string[]; en: string[]; namespaces: Set<string> } {
  const esTexts = stringsOf(es);
  const enTexts = stringsOf(en);
  const namespaces = new Set([...Object.keys(es), ...Object.keys(en)]);
  for (const { namespace, texts } of featureTexts) {
    namespaces.add(namespace);
    stringsOf(texts.es, esTexts);
    stringsOf(texts.en, enTexts);
  }
  return { es: esTexts, en: enTexts, namespaces };
}
