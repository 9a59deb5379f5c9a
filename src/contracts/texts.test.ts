import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FEATURE_TEXTS } from './texts';

/** Every `*.texts.ts` under a folder (no tests). */
function textsFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) textsFiles(path, out);
    else if (entry.name.endsWith('.texts.ts')) out.push(path);
  }
  return out.sort();
}

// Vitest runs from the repository's root.
const src = join(process.cwd(), 'src');

test('FEATURE_TEXTS lists every texts file of the features and shared components, under the namespace it registers', async () => {
  const files = [...textsFiles(join(src, 'features')), ...textsFiles(join(src, 'components'))];
  expect(files.length).toBeGreaterThan(10);
  const registered: Array<{ namespace: string; texts: { es: unknown; en: unknown } }> = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const bundles = Object.values(module).filter(
      (value): value is { namespace: string; es: unknown; en: unknown } =>
        typeof value === 'object' && value !== null && 'namespace' in value && 'es' in value && 'en' in value,
    );
    expect(bundles.length, `${relative(src, file)} exports the texts registerTexts returns`).toBeGreaterThan(
      0,
    );
    for (const { namespace, es, en } of bundles) registered.push({ namespace, texts: { es, en } });
  }
  const byNamespace = (a: { namespace: string }, b: { namespace: string }) =>
    a.namespace.localeCompare(b.namespace);
  expect([...FEATURE_TEXTS].sort(byNamespace)).toEqual(registered.sort(byNamespace));
});
