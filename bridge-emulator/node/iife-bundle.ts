import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Rolldown } from 'vite';

/**
 * An IIFE bundle for `page.addInitScript` (the bridge emulator, the scenario probe), built once by the mock
 * build (`npm run build:mock`: build/init-bundles.ts) into .tmp/init-bundles/, and read from there while tests
 * run. Beside each bundle, the files it was built from: a bundle older than any of them (or missing) is built
 * again in memory, said once on stderr, and written back for the next process (decision 0045).
 */

/** Where the mock build writes the bundles. */
export const INIT_BUNDLE_DIR = fileURLToPath(new URL('../../.tmp/init-bundles/', import.meta.url));

export interface IifeBundle {
  /** The file name, without `.js`. */
  name: string;
  /** The Vite build of the bundle (its output is taken from memory). */
  config: () => InlineConfig;
  /** Files the bundle depends on besides its modules (its build configuration). */
  configFiles: readonly string[];
}

interface Built {
  code: string;
  sources: string[];
}

const fileOf = (bundle: IifeBundle) => join(INIT_BUNDLE_DIR, `${bundle.name}.js`);
const sourcesFileOf = (bundle: IifeBundle) => join(INIT_BUNDLE_DIR, `${bundle.name}.sources.json`);

async function buildInMemory(bundle: IifeBundle): Promise<Built> {
  const config = bundle.config();
  const result = await build({ ...config, build: { ...config.build, write: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`the ${bundle.name} bundle has no code`);
  const modules = chunk.moduleIds
    .filter((id) => !id.startsWith('\0'))
    .map((id) => id.split('?')[0]!)
    .filter((id) => id.startsWith('/'));
  return { code: chunk.code, sources: [...new Set([...modules, ...bundle.configFiles])].sort() };
}

/** Builds the bundle and writes it (and the files it was built from) to INIT_BUNDLE_DIR; returns its code. */
export async function writeIifeBundle(bundle: IifeBundle): Promise<string> {
  const built = await buildInMemory(bundle);
  await mkdir(INIT_BUNDLE_DIR, { recursive: true });
  // Written beside and renamed: parallel workers never read half a file.
  const temp = `.${process.pid}.${Date.now()}.tmp`;
  await writeFile(sourcesFileOf(bundle) + temp, JSON.stringify(built.sources));
  await writeFile(fileOf(bundle) + temp, built.code);
  await rename(sourcesFileOf(bundle) + temp, sourcesFileOf(bundle));
  await rename(fileOf(bundle) + temp, fileOf(bundle));
  return built.code;
}

/** Why the written bundle cannot be used (missing, or older than a file it was built from); null when it can. */
export async function staleness(bundle: IifeBundle): Promise<string | null> {
  const builtAt = await stat(fileOf(bundle)).then(
    (s) => s.mtimeMs,
    () => null,
  );
  if (builtAt === null) return `${fileOf(bundle)} is missing`;
  let sources: string[];
  try {
    sources = JSON.parse(await readFile(sourcesFileOf(bundle), 'utf8')) as string[];
  } catch {
    return `${sourcesFileOf(bundle)} is missing`;
  }
  for (const source of sources) {
    const changed = await stat(source).then(
      (s) => s.mtimeMs,
      () => Number.POSITIVE_INFINITY,
    );
    if (changed > builtAt) return `${fileOf(bundle)} is older than ${source}`;
  }
  return null;
}

const cache = new Map<string, Promise<string>>();

/** The bundle's code: the mock build's file when it is current, else built now (cached for the process). */
export function prebuiltIifeBundle(bundle: IifeBundle): Promise<string> {
  let code = cache.get(bundle.name);
  if (!code) {
    code = staleness(bundle).then(async (why) => {
      if (why === null) return readFile(fileOf(bundle), 'utf8');
      process.stderr.write(
        `${bundle.name}: ${why}; building it now (\`npm run build:mock\` builds it once, before the tests)\n`,
      );
      return writeIifeBundle(bundle);
    });
    cache.set(bundle.name, code);
  }
  return code;
}
