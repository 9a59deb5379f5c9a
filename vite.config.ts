import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The strict Content-Security-Policy of the built app (no inline scripts, no eval, no plugins). Delivered as a
 * <meta> element, so `frame-ancestors` (header-only) belongs in the hosting server's headers instead.
 * `apiBaseUrl` is the build's VITE_API_BASE_URL: an API on another origin is the one more origin it may call.
 */
export function contentSecurityPolicyFor(apiBaseUrl = ''): string {
  const apiOrigin = /^https:\/\//.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // antd-mobile and React style attributes need inline styles; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "worker-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

function contentSecurityPolicy(apiBaseUrl: string): Plugin {
  return {
    name: 'cuota-csp',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<!-- csp -->',
        `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicyFor(apiBaseUrl)}" />`,
      ),
  };
}

/** The chunk of src/main.tsx and every chunk it imports statically, with their stylesheets: the app start. */
function appStartOf(bundle: Rolldown.OutputBundle): { scripts: string[]; styles: string[] } | null {
  const main = Object.values(bundle).find(
    (file): file is Rolldown.OutputChunk =>
      file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith('/src/main.tsx')),
  );
  if (!main) return null;
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (scripts.includes(chunk.fileName)) return;
    scripts.push(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
    for (const name of chunk.imports) {
      const dep = bundle[name];
      if (dep?.type === 'chunk') visit(dep);
    }
  };
  visit(main);
  return { scripts, styles };
}

const BOOT = 'virtual:cuota-boot';
const SRC = fileURLToPath(new URL('./src/', import.meta.url));

/** In development the first script preloads through the router's own table and imports main.tsx. */
function bootInDevelopment(): Plugin {
  return {
    name: 'cuota-boot-dev',
    apply: 'serve',
    resolveId: (id) => (id === BOOT ? `\0${BOOT}` : null),
    load: (id) =>
      id === `\0${BOOT}`
        ? [
            "import { SCREEN_MODULES } from '/src/app/screen-loaders.ts';",
            'export const startScreen = (name) => SCREEN_MODULES[name]?.preload().catch(() => undefined);',
            "export const startApp = () => import('/src/main.tsx');",
          ].join('\n')
        : null,
  };
}

/** Screen name → the module its chunk is made from, read from src/app/screen-loaders.ts. */
function screenModules(): Map<string, string> {
  const source = readFileSync(resolve(SRC, 'app/screen-loaders.ts'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(
    /(\w+): screenModule\(\s*\(\) => import\('([^']+)'\),\s*'\1',?\s*\)/g,
  )) {
    modules.set(name!, resolve(SRC, 'app', specifier!));
  }
  const declared = source.match(/\w+: screenModule\(/g)?.length ?? 0;
  if (modules.size === 0 || modules.size !== declared) {
    throw new Error(
      `cuota-boot: ${declared - modules.size} screens of screen-loaders.ts are not in the form the build reads`,
    );
  }
  return modules;
}

/** Screen name → the files its first render needs beyond the app start (paths relative to assets/). */
function screenFiles(chunks: Record<string, Rolldown.RenderedChunk>): {
  entry: string;
  files: Record<string, string[]>;
} {
  const all = Object.values(chunks);
  // The chunk of src/main.tsx (the HTML entry's own chunk is an empty facade of it, which Vite drops).
  const entry = all.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/main.tsx')));
  if (!entry) throw new Error('cuota-boot: no chunk for src/main.tsx');
  const closure = (from: Rolldown.RenderedChunk, seen = new Set<string>()) => {
    if (seen.has(from.fileName)) return seen;
    seen.add(from.fileName);
    for (const dep of from.imports) if (chunks[dep]) closure(chunks[dep], seen);
    return seen;
  };
  const startup = closure(entry);
  const files: Record<string, string[]> = {};
  for (const [name, module] of screenModules()) {
    // The chunk its import loads: its own, or the group chunk that took it (the steps' core).
    const chunk =
      all.find((c) => c.isDynamicEntry && c.facadeModuleId?.startsWith(`${module}.`)) ??
      all.find((c) => c.moduleIds.some((id) => id.startsWith(`${module}.`)));
    if (!chunk) throw new Error(`cuota-boot: no chunk for ${name} (${module})`);
    files[name] = [...closure(chunk)]
      .filter((file) => !startup.has(file))
      .map((file) => posix.relative('assets', file));
  }
  return { entry: posix.relative('assets', entry.fileName), files };
}

/** What the first script does in a build, with `FILES` and `MAIN` written before it. */
const BOOT_START = `
const url = (file) => new URL(file, import.meta.url).href;
export function startScreen(name) {
  for (const file of FILES[name] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url(file);
    document.head.appendChild(link);
  }
}
export const startApp = () => import(url(MAIN));
`;

/**
 * The page's first script and the first load's shape (decision 0013). In a build, index.html's entry is
 * src/main.tsx, so Vite writes the app start as usual. Then:
 * - src/boot.ts is bundled on its own, with the files of every screen written in (its chunk and the chunks
 *   it needs beyond the app start), and runs from the one chunk that every other imports and that imports
 *   none: Rolldown's runtime helpers (about 1 KiB). The page's only script, it starts the first screen's
 *   files in the same wave as the app, then imports the entry. The file names in it are Rolldown's hash
 *   placeholders, so the chunk's hash covers them.
 * - index.html preloads the two halves of the app start and inlines its stylesheet (about 3 KiB).
 * Each file downloading at the start shares the slow connection with the others (HTTP/1.1): four files
 * became three, and the screen's files start a round trip earlier.
 */
function bootInBuild(mocks: boolean): Plugin[] {
  let runtimeFile = '';
  const build: Plugin = {
    name: 'cuota-boot',
    apply: 'build',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('/src/boot.ts', '/src/main.tsx') },
    renderChunk: {
      order: 'post',
      async handler(code, chunk, _options, meta) {
        if (chunk.name !== 'rolldown-runtime' || chunk.imports.length > 0) return null;
        const { entry, files } = screenFiles(meta.chunks);
        const bundled = await rolldown({
          input: resolve(SRC, 'boot.ts'),
          transform: { define: { __CUOTA_MOCKS__: JSON.stringify(mocks) } },
          plugins: [
            {
              name: 'cuota-boot-files',
              resolveId: (id) => (id === BOOT ? `\0${BOOT}` : null),
              load: (id) =>
                id === `\0${BOOT}`
                  ? `const FILES = ${JSON.stringify(files)};\nconst MAIN = ${JSON.stringify(entry)};\n${BOOT_START}`
                  : null,
            },
          ],
        });
        const { output } = await bundled.generate({ format: 'esm', minify: true });
        await bundled.close();
        const boot = output[0].code;
        if (output.length !== 1 || /^\s*(import|export)\b/m.test(boot)) {
          throw new Error('cuota-boot: the first script must be one file with no import or export');
        }
        runtimeFile = chunk.fileName;
        // In a function of its own, so that its names cannot meet the helpers'.
        return `${code}\n(() => {\n${boot}\n})();\n`;
      },
    },
    // The same lists with the final file names, for the size budget (scripts/size-budget.mjs).
    generateBundle(_options, bundle) {
      const chunks = Object.fromEntries(
        Object.values(bundle)
          .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/screens.json',
        source: `${JSON.stringify(screenFiles(chunks).files, null, 2)}\n`,
      });
    },
  };
  const html: Plugin = {
    name: 'cuota-boot-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(page, { bundle }) {
        const start = bundle && appStartOf(bundle);
        const runtime = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.name === 'rolldown-runtime',
        );
        if (!start || !runtime || !runtimeFile) {
          throw new Error('cuota-boot-html: no app start or no runtime chunk with the first script');
        }
        // Vite's scripts and preloads of the app start, replaced by the first script and the preloads.
        const tags =
          /\s*<(script type="module"|link rel="modulepreload") crossorigin (src|href)="\.\/assets\/[^"]+\.js">(<\/script>)?/g;
        if (!tags.test(page)) throw new Error('cuota-boot-html: no app start script in index.html');
        const preloads = start.scripts
          .filter((file) => file !== runtime.fileName)
          .map((file) => `\n    <link rel="modulepreload" crossorigin href="./${file}">`);
        const stylesheet = /\s*<link rel="stylesheet" crossorigin href="\.\/(assets\/[^"]+\.css)">/;
        const css = stylesheet.exec(page)?.[1];
        const cssAsset = css ? bundle[css] : undefined;
        if (cssAsset?.type !== 'asset' || String(cssAsset.source).includes('</style')) {
          throw new Error('cuota-boot-html: the app stylesheet is missing or cannot be inlined');
        }
        return page
          .replace(tags, '')
          .replace(stylesheet, '')
          .replace(
            '</title>',
            `</title>\n    <script type="module" crossorigin src="./${runtime.fileName}"></script>${preloads.join('')}\n    <style>${String(cssAsset.source).trim()}</style>`,
          );
      },
    },
  };
  return [build, html];
}

/**
 * Reads the module graph once the build has parsed it (`buildEnd`, before the chunks are made): what
 * src/main.tsx imports statically (the app start: React, the router, the store, the texts, ...), and which
 * screens need each other module (`usersOf`). `chunkGroups()` cuts the chunks by these; once the chunks are written, it knows their files
 * (`isStartupFile`), which index.html preloads. Rolldown alone cut the app start into 7-20 files, shared
 * with different screens; on a slow 4G connection (HTTP/1.1: 6 connections, a round trip each) every file
 * costs (decisions 0012 and 0013).
 */
function startupChunk(): Plugin & {
  isAppStart(id: string): boolean;
  isStartupFile(fileName: string): boolean;
  usersOf(id: string): ReadonlySet<string>;
} {
  const appStart = new Set<string>();
  const startupFiles = new Set<string>();
  const users = new Map<string, Set<string>>();
  const none: ReadonlySet<string> = new Set();
  return {
    name: 'cuota-startup-chunk',
    apply: 'build',
    isAppStart: (id) => appStart.has(id),
    isStartupFile: (fileName) => startupFiles.has(fileName),
    usersOf: (id) => users.get(id) ?? none,
    // The files of the app start, which index.html preloads: the screens' dynamic imports need not list
    // them again (see modulePreload below). Runs before Vite writes those lists.
    generateBundle(_options, bundle) {
      startupFiles.clear();
      const start = appStartOf(bundle);
      for (const file of [...(start?.scripts ?? []), ...(start?.styles ?? [])]) startupFiles.add(file);
    },
    buildEnd() {
      const main = [...this.getModuleIds()].find((id) => id.endsWith('/src/main.tsx'));
      appStart.clear();
      const stack = main ? [main] : [];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (appStart.has(id)) continue;
        appStart.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      // Which screens need each module beyond the app start (by the screens' module ids).
      users.clear();
      const ids = [...this.getModuleIds()];
      for (const module of screenModules().values()) {
        const screen = ids.find((id) => id.startsWith(`${module}.`));
        const seen = new Set<string>();
        const next = screen ? [screen] : [];
        while (next.length > 0) {
          const id = next.pop()!;
          if (seen.has(id) || appStart.has(id)) continue;
          seen.add(id);
          users.set(id, (users.get(id) ?? new Set()).add(screen!));
          next.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
  };
}

const startup = startupChunk();

const REACT_DOM = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zod|immer|rxjs|tslib)[\\/]/;
const SHARED = /[\\/]src[\\/](domain|components|store|api[\\/]errors|i18n|storage|bridge|app)[\\/]/;
const OPTIONS = /[\\/]src[\\/]domain[\\/]options[\\/]/;
const FORMS =
  /[\\/]src[\\/](domain[\\/]validation[\\/](?!mx-phone)|components[\\/]ui[\\/](date-field|option-picker|radio-group-field|photo-button|form-section))/;
const FEATURE = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/;
/**
 * The application's first form step. The modules it needs that only application steps use travel in one
 * chunk with it: the steps' shared core (frame, form hooks, texts, form controls, option tables). The
 * borrower's first step is then one file; later steps add their own page to a chunk already in.
 */
const STEPS_CORE = fileURLToPath(
  new URL('./src/features/application/personal-infomation-page', import.meta.url),
);

/**
 * The chunks (decisions 0012, 0013). Each group takes exactly the modules its test names (not their
 * imports); `usersOf` says which screens need a module beyond the app start. Highest priority first:
 * - `react-dom`: React, React DOM and the scheduler, half of the app start;
 * - `app`: the other half, everything src/main.tsx imports (the router, zod, immer, RxJS, the store, the
 *   texts, the shell, the bridge), and the app's own modules that two or more screens share, unless only
 *   application steps do. The halves download side by side, and `react-dom` imports nothing of `app`;
 * - `framework`: what screens use of those libraries beyond the app start;
 * - `application`: the first form step and the steps' core (see `STEPS_CORE`);
 * - one chunk per feature folder for what two of its screens share (`borrow`, `repay`, the identity
 *   steps' camera parts, ...), and the rest of the form controls and option tables.
 * A screen's own wave is then one or two files (personal information: one, 10 KiB).
 */
function chunkGroups() {
  const later = (id: string) => !startup.isAppStart(id);
  const own = (id: string) => !id.includes('node_modules') && !id.endsWith('.css') && !id.startsWith('\0');
  const featureOf = (id: string) => FEATURE.exec(id)?.[1];
  const users = (id: string) => [...startup.usersOf(id)];
  const onlyApplicationSteps = (id: string) => users(id).every((user) => featureOf(user) === 'application');
  const onlyTheirOwn = { includeDependenciesRecursively: false } as const;
  return [
    { name: 'react-dom', test: (id: string) => REACT_DOM.test(id), priority: 31, ...onlyTheirOwn },
    {
      name: 'app',
      test: (id: string) =>
        !REACT_DOM.test(id) &&
        (startup.isAppStart(id) ||
          (SHARED.test(id) && own(id) && users(id).length >= 2 && !onlyApplicationSteps(id))),
      priority: 29,
      ...onlyTheirOwn,
    },
    {
      name: 'framework',
      test: (id: string) => VENDOR.test(id) && later(id),
      priority: 28,
      ...onlyTheirOwn,
    },
    {
      name: 'application',
      test: (id: string) =>
        own(id) &&
        later(id) &&
        (id.startsWith(`${STEPS_CORE}.`) ||
          (users(id).some((user) => user.startsWith(`${STEPS_CORE}.`)) && onlyApplicationSteps(id))),
      priority: 20,
      ...onlyTheirOwn,
    },
    {
      name: (id: string) => featureOf(id) ?? (OPTIONS.test(id) ? 'application-options' : 'forms'),
      debugName: 'features',
      test: (id: string) => (FEATURE.test(id) || FORMS.test(id) || OPTIONS.test(id)) && own(id) && later(id),
      minShareCount: 2,
      priority: 15,
      ...onlyTheirOwn,
    },
  ];
}

/** Where a host's API lives when not under the page's own `/api` (spec section 7): VITE_API_BASE_URL. */
function apiBaseUrlOf(mode: string): string {
  return loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL ?? '';
}

/** The web bundle's build id: the commit it was built from (CUOTA_BUILD_ID overrides; `dev` outside git). */
function buildId(): string {
  if (process.env.CUOTA_BUILD_ID) return process.env.CUOTA_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short=8', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

// `--mode mock` builds the app with the embedded mock world (MSW) for e2e tests, demos and the
// simulator; the default production build contains no mocks (checked by scripts/size-budget.mjs).
export default defineConfig(({ command, mode }) => ({
  base: './',
  // The MSW worker lives in mock-public/ so the production build never ships it.
  publicDir: mode === 'mock' || mode === 'test' || command === 'serve' ? 'mock-public' : false,
  plugins: [
    react(),
    contentSecurityPolicy(apiBaseUrlOf(mode)),
    bootInDevelopment(),
    ...bootInBuild(mode === 'mock' || mode === 'test'),
    startup,
  ],
  define: {
    __CUOTA_MOCKS__: JSON.stringify(mode === 'mock' || mode === 'test' || command === 'serve'),
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0'),
    __BUILD_ID__: JSON.stringify(buildId()),
    __API_BASE_URL__: JSON.stringify(apiBaseUrlOf(mode)),
  },
  resolve: {
    // RxJS's ES2015 build: classes instead of tslib's ES5 helpers (about 2 KiB gzip less in the app start).
    conditions: ['es2015', ...defaultClientConditions],
    alias:
      command === 'build'
        ? [
            {
              find: /^tldts$/,
              replacement: fileURLToPath(new URL('./src/mocks/tldts-lite.ts', import.meta.url)),
            },
          ]
        : [],
  },
  build: {
    // CUOTA_MOCK_OUT lets parallel work build and serve the mock world in its own folder.
    outDir: mode === 'mock' ? (process.env.CUOTA_MOCK_OUT ?? 'dist-mock') : 'dist',
    manifest: true,
    modulePreload: {
      // Android's WebView has had modulepreload since Chrome 66 (ES modules themselves need 61).
      polyfill: false,
      // A screen's download lists only what the app start does not already bring (index.html preloads
      // that): the boot script's list of the 40 screens' files stays small, and it arrives sooner.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !startup.isStartupFile(dep)),
    },
    target: 'es2020',
    reportCompressedSize: false,
    rolldownOptions: {
      // No `strictExecutionOrder` (decision 0013): it wrapped every module and added an entry file, a
      // round trip on slow 4G. With these groups each chunk keeps its modules in source order and none needs
      // a later chunk's module while it loads; the e2e suite and the scenarios load every screen. When a
      // group changes, run them: unit tests do not bundle.
      output: { codeSplitting: { groups: chunkGroups() }, strictExecutionOrder: false },
    },
  },
  preview: { host: '127.0.0.1' },
}));
