import type { Rolldown } from 'vite';
import type { FirstLoadFiles } from './first-script.ts';

type Chunk = Rolldown.OutputChunk;
type PluginContext = Pick<Rolldown.PluginContext, 'getModuleIds' | 'getModuleInfo'>;

/** A screen's module: one the app imports lazily (`import()`) that exports `<Name>Page`, by that name. */
export function screenModulesOf(context: PluginContext): Map<string, string> {
  const screens = new Map<string, string>();
  for (const id of context.getModuleIds()) {
    const info = context.getModuleInfo(id);
    if (!info || info.dynamicImporters.length === 0) continue;
    for (const name of info.exports.filter((name) => /^[A-Z]\w*Page$/.test(name))) screens.set(name, id);
  }
  return screens;
}

/**
 * What index.html starts, read from the build's chunk graph (what Vite writes to its manifest): the chunk of
 * src/main.tsx with the chunks it imports statically, and for each screen the chunk that holds its module with
 * the chunks that one imports beyond those; and the stylesheets of each.
 */
export function firstLoadOf(
  bundle: Rolldown.OutputBundle,
  mainModule: string,
  screenModules: Map<string, string>,
) {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holding = (id: string) => chunks.find((chunk) => chunk.moduleIds.includes(id));
  const closure = (from: Chunk, seen = new Set<Chunk>()) => {
    if (seen.has(from)) return seen;
    seen.add(from);
    for (const file of from.imports) if (byFile.has(file)) closure(byFile.get(file)!, seen);
    return seen;
  };
  const main = holding(mainModule);
  if (!main) throw new Error(`cuota: no chunk holds ${mainModule}`);
  const start = closure(main);
  const screens = new Map<string, Chunk[]>();
  for (const [name, id] of screenModules) {
    const chunk = holding(id);
    if (!chunk) throw new Error(`cuota: no chunk holds the screen ${name} (${id})`);
    screens.set(
      name,
      [...closure(chunk)].filter((file) => !start.has(file)),
    );
  }
  const files: FirstLoadFiles = {
    main: main.fileName,
    mainImports: [...start].filter((chunk) => chunk !== main).map((chunk) => chunk.fileName),
    screens: Object.fromEntries(
      [...screens].map(([name, own]) => [name, own.map((chunk) => chunk.fileName)]),
    ),
  };
  const stylesheetsOf = (list: Iterable<Chunk>) =>
    [...list].flatMap((chunk) => [...chunk.viteMetadata!.importedCss]);
  return {
    files,
    stylesheets: stylesheetsOf(start),
    screenStylesheets: (name: string) => stylesheetsOf(screens.get(name) ?? []),
  };
}
