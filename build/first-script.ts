import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** What the first script is told in a build: the files to start, by path relative to the page. */
export interface FirstLoadFiles {
  /** The chunk of src/main.tsx. */
  main: string;
  /** The chunks it imports statically (React DOM, ...): preloaded beside it. */
  mainImports: string[];
  /** Screen name → the chunks its first render needs beyond the app start. */
  screens: Record<string, string[]>;
}

const BOOT = 'virtual:cuota-boot';

/** How src/boot.ts starts the files in a build: modulepreload links, then an import of the app. */
function bootModule(files: FirstLoadFiles): string {
  return `const FILES = ${JSON.stringify(files)};
const url = (file) => new URL(file, document.baseURI).href;
function preload(list) {
  for (const file of list) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url(file);
    document.head.appendChild(link);
  }
}
export const startScreen = (name) => preload(FILES.screens[name] ?? []);
export function startApp() {
  preload(FILES.mainImports);
  return import(url(FILES.main));
}
`;
}

/**
 * The page's first script (src/boot.ts) as one classic script with nothing to import, for index.html to carry
 * inline: the build's files are written in (`virtual:cuota-boot`), and `__CUOTA_MOCKS__` as in the app.
 */
export async function bundleFirstScript(
  root: string,
  files: FirstLoadFiles,
  mocks: boolean,
): Promise<string> {
  const bundle = await rolldown({
    input: resolve(root, 'src/boot.ts'),
    transform: { define: { __CUOTA_MOCKS__: JSON.stringify(mocks) } },
    plugins: [
      {
        name: 'cuota-boot-files',
        resolveId: (id) => (id === BOOT ? `\0${BOOT}` : null),
        load: (id) => (id === `\0${BOOT}` ? bootModule(files) : null),
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    if (output.length !== 1) throw new Error('cuota-boot: the first script must be one file');
    return output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

/**
 * In development the first script preloads through the router's own table and imports src/main.tsx. It goes
 * into the app's page (the root's index.html) only: the dev server serves other pages too (the simulator's,
 * simulator/renderer/index.html, which frames the app), and the app's boot script in one of them would start
 * the app in that page's own #root (issue 28).
 */
export function firstScriptInDevelopment(): Plugin {
  let appPage = '';
  return {
    name: 'cuota-boot-dev',
    apply: 'serve',
    configResolved: (config) => void (appPage = resolve(config.root, 'index.html')),
    resolveId: (id) => (id === BOOT ? `\0${BOOT}` : null),
    load: (id) =>
      id === `\0${BOOT}`
        ? [
            "import { SCREEN_MODULES } from '/src/app/screen-loaders.ts';",
            'export const startScreen = (name) => void SCREEN_MODULES[name]?.preload().catch(() => undefined);',
            "export const startApp = () => import('/src/main.tsx');",
          ].join('\n')
        : null,
    transformIndexHtml: (_html, { filename }) =>
      resolve(filename) === appPage
        ? [{ tag: 'script', attrs: { type: 'module', src: '/src/boot.ts' }, injectTo: 'body' }]
        : [],
  };
}
