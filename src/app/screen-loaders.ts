import type { ComponentType } from 'react';
import { SCREENS, routesWith } from '../domain/screens';
import { screenNameOf, type ScreenName } from './screen-paths';

/** The names of the screens of the table, once each (the landing page shows on two paths). */
const SCREEN_NAMES: readonly ScreenName[] = [
  ...new Set(routesWith('screen').map((route) => SCREENS[route].screen)),
];

/**
 * The download of every screen of the table of screens (src/domain/screens.ts), by its `screen` name, each
 * in its feature's chunk: the table's loader column, kept here because the table is pure data of src/domain
 * (which imports no feature) and the page's first script reads it without any screen's code. The router
 * renders these. The build finds each screen's chunk by the module that exports the screen's component
 * (build/chunk-graph.ts), and the page's first script (src/boot.ts) starts it before the app has arrived. In
 * development the first script preloads through this list, so each chunk downloads once either way.
 */
export interface ScreenModule {
  /** The component's export name, e.g. `HomePage`. */
  readonly name: string;
  /** Downloads the screen's chunk (once; again after a failed download) and resolves to its component. */
  preload(): Promise<ComponentType>;
  /** The component once its chunk is in, else null. */
  loaded(): ComponentType | null;
}

function screenModule<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ScreenModule {
  let loading: Promise<ComponentType> | null = null;
  let component: ComponentType | null = null;
  return {
    name,
    preload: () =>
      (loading ??= load().then(
        (module) => (component = module[name]),
        (error: unknown) => {
          loading = null; // a failed download (offline) is tried again by the next render
          throw error;
        },
      )),
    loaded: () => component,
  };
}

/**
 * The screens' modules: every `src/features/<feature>/<name>-page.tsx` is a screen's module, each downloaded
 * on demand (a file of that name that is not a screen does not belong there). Vite writes one lazy import per
 * file, so each screen keeps its feature's chunk.
 */
const PAGE_FILES = import.meta.glob<Record<string, ComponentType>>('../features/*/*-page.tsx');

/** A screen's file name from its component's name: `PersonalInfomationPage` -> `personal-infomation-page.tsx`. */
export function pageFileOf(name: string): string {
  return `${name.replace(/(?<!^)(?=[A-Z])/g, '-').toLowerCase()}.tsx`;
}

function loaderOf(name: ScreenName): () => Promise<Record<string, ComponentType>> {
  const file = pageFileOf(name);
  const paths = Object.keys(PAGE_FILES).filter((path) => path.endsWith(`/${file}`));
  if (paths.length !== 1) {
    throw new Error(
      `cuota: the screen ${name} needs one module ${file} under src/features (found ${paths.length})`,
    );
  }
  return PAGE_FILES[paths[0]!]!;
}

/** Every screen of the table of screens by its name (the export name of its component in its module). */
export const SCREEN_MODULES = Object.fromEntries(
  SCREEN_NAMES.map((name) => [name, screenModule(loaderOf(name), name)]),
) as Readonly<Record<ScreenName, ScreenModule>>;

/** The screen a path shows first (see `screenNameOf`); undefined for an unknown path. */
export function screenOf(pathname: string, loggedIn: boolean): ScreenModule | undefined {
  const name = screenNameOf(pathname, loggedIn);
  return name ? SCREEN_MODULES[name] : undefined;
}
