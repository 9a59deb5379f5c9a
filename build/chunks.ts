/** The app's own layers: everything under src/ but the features, the mock world and the API layer's transport
 * (its contracts and errors belong to the app: the store and the screens read them too). */
const APP_LAYERS = /[\\/]src[\\/](?!features[\\/]|mocks[\\/]|api[\\/](?!contracts[\\/]|errors\.))/;
/** RxJS whole: the screens' effects use operators the store's own modules do not. */
const RXJS = /[\\/]node_modules[\\/]rxjs[\\/]/;
const FEATURE = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/;

/**
 * The chunk groups (`build.rolldownOptions.output.codeSplitting.groups`; decision 0024), named for what they
 * hold. Each keeps the modules its modules import (Rolldown's default), so no chunk needs a module of one that
 * loads after it: the modules run in their order, with no `strictExecutionOrder`.
 * - `app`: src/main.tsx with all it imports (React, React DOM, the router, the store, the texts, the shell)
 *   and the rest of the app's own layers: the app start, one file;
 * - one chunk per feature folder (`application`, `borrow`, `home`, `login`, `landing`, ...): its screens and
 *   what they use beyond the app, so that opening a screen downloads one file.
 * What neither holds (the API layer's transport and the mock world, both loaded after the first paint) is cut
 * by Rolldown's own rule. On the simulated slow 4G each file downloading beside another takes a share of the
 * connection: one file for the app start and one for the screen end soonest (decisions 0013 and 0024).
 */
export const CHUNK_GROUPS = [
  { name: 'app', test: (id: string) => APP_LAYERS.test(id) || RXJS.test(id), priority: 2 },
  { name: (id: string) => FEATURE.exec(id)![1]!, debugName: 'features', test: FEATURE, priority: 1 },
];
