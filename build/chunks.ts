import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type ModuleGraph = Pick<Rolldown.PluginContext, 'getModuleIds' | 'getModuleInfo'>;

const FEATURE = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/;
/** Rolldown's helpers (`__export`, ...), which any chunk may call: they load with the app start. */
const RUNTIME = /^\0rolldown[\\/]runtime/;
/** Who uses a module besides the features: a lazy module outside them (the API layer). */
const LAZY_LAYER = '';
/**
 * The mock world (mock-world builds only) uses no module in this sense: it imports what it needs from where
 * the production build puts it, so that both builds start with the same files.
 */
const MOCK_WORLD = /[\\/]src[\\/]mocks[\\/]/;
/** The API layer's own modules (the client, its transport and encryptor, the endpoints, their contracts). */
const API_LAYER = /[\\/]src[\\/]api[\\/]/;

/** Where the app's modules belong, read from the module graph once the build has parsed them all. */
export interface Placement {
  /** src/main.tsx and every module it imports statically: what the app start runs. */
  start: ReadonlySet<string>;
  /**
   * Every other module that a lazy module imports (statically, from there on) → who: the features whose
   * lazy modules (screens) do, and `LAZY_LAYER` for the API layer.
   */
  users: ReadonlyMap<string, ReadonlySet<string>>;
}

function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The placement of a build's modules: the start's, and each other one's users (lazy modules, by feature). */
export function placementOf(graph: ModuleGraph, mainModule: string): Placement {
  const start = staticClosure(graph, mainModule);
  const users = new Map<string, Set<string>>();
  for (const id of graph.getModuleIds()) {
    if (start.has(id) || !graph.getModuleInfo(id)?.dynamicImporters.length || MOCK_WORLD.test(id)) continue;
    const user = FEATURE.exec(id)?.[1] ?? LAZY_LAYER;
    for (const used of staticClosure(graph, id)) {
      if (!start.has(used)) users.set(used, (users.get(used) ?? new Set()).add(user));
    }
  }
  return { start, users };
}

/**
 * The chunk groups (`codeSplitting.groups`; decision 0024), named for what they hold, from the build's module
 * graph (`placement`, read when the groups are applied). Each group keeps the modules its modules import
 * (Rolldown's default), so no chunk needs a module of one that loads after it: the modules run in their order,
 * with no `strictExecutionOrder`.
 * - `app`: what the app start runs (src/main.tsx and all it imports: React, the router, the store, the texts,
 *   the shell) and what several users share beyond it (the form fields, option tables and loan maths of
 *   several features, the contracts the API layer and a screen both read): the app start, one file;
 * - one chunk per feature folder (`application`, `borrow`, `home`, `login`, ...): its screens and what only
 *   they use, so that opening a screen downloads one file;
 * - `api`: the API layer (the client, its transport and encryptor, every endpoint, the contracts only they
 *   read), loaded after the first paint as one file: every cold load fetches it for the start-up package
 *   configuration, and one file in flight takes less of the simulated connection than eight (decision 0054).
 * The rest (the mock world) is cut by Rolldown's own rule and loads after the first paint. On the simulated slow 4G each file downloading beside another takes a share of
 * the connection: one file for the app start and one for the screen end soonest (decisions 0013, 0024).
 */
export function chunkGroupsFor(placement: () => Placement) {
  const usersOf = (id: string) => placement().users.get(id);
  const onlyFeatureOf = (id: string) => {
    const users = usersOf(id);
    const [user] = users ?? [];
    return users?.size === 1 && user !== LAZY_LAYER ? user : undefined;
  };
  const onlyApiLayer = (id: string) => {
    const users = usersOf(id);
    return users?.size === 1 && users.has(LAZY_LAYER);
  };
  return [
    {
      name: 'app',
      test: (id: string) => placement().start.has(id) || RUNTIME.test(id) || (usersOf(id)?.size ?? 0) > 1,
      priority: 2,
    },
    {
      name: (id: string) => FEATURE.exec(id)?.[1] ?? onlyFeatureOf(id)!,
      debugName: 'features',
      test: (id: string) => FEATURE.test(id) || onlyFeatureOf(id) !== undefined,
      priority: 1,
    },
    {
      name: 'api',
      test: (id: string) => API_LAYER.test(id) && onlyApiLayer(id),
      priority: 0,
    },
  ];
}

/** Cuts the build's chunks by `chunkGroupsFor`, with the module graph of this build. */
export function chunkGroups(): Plugin {
  let root = process.cwd();
  let placement: Placement = { start: new Set(), users: new Map() };
  return {
    name: 'cuota-chunk-groups',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    buildEnd() {
      placement = placementOf(this, resolve(root, 'src/main.tsx'));
    },
    // Rolldown asks for the output options before the build ends: the groups read the placement when applied.
    outputOptions: (options) => ({ ...options, codeSplitting: { groups: chunkGroupsFor(() => placement) } }),
  };
}
