import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The strict Content-Security-Policy of the built app (no inline scripts, no eval, no plugins). Delivered as a
 * <meta> element, so `frame-ancestors` (header-only) belongs in the hosting server's headers instead.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // antd-mobile and React style attributes need inline styles; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'cuota-csp',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<!-- csp -->',
        `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`,
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

/**
 * index.html's script is src/boot.ts, which starts the first screen's download and then imports
 * src/main.tsx (the app). So that the app still downloads from the start, in parallel with the screen,
 * this adds to the page what Vite adds for an entry: `modulepreload` links for main.tsx's chunk and its
 * static imports, and its stylesheets (render-blocking, as they were).
 */
function preloadApp(): Plugin {
  return {
    name: 'cuota-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const start = appStartOf(bundle);
        if (!start) throw new Error('cuota-preload-app: no chunk for src/main.tsx');
        return [
          ...start.scripts.map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${href}` },
            injectTo: 'head' as const,
          })),
          ...start.styles.map((href) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `./${href}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * Reads the module graph once the build has parsed it (`buildEnd`, before the chunks are made): what
 * src/main.tsx imports statically (the app start: React, the router, the store, the texts, ...) and what
 * src/boot.ts imports (the page's first script, which must not wait for the app). `chunkGroups()` cuts the
 * chunks by these sets; once the chunks are written, it knows their files (`isStartupFile`), which index.html
 * preloads. Rolldown alone cut the app start into 7-20 files, shared with different screens; on a slow 4G
 * connection (HTTP/1.1: 6 connections, a round trip each) every file costs (decision 0012).
 */
function startupChunk(): Plugin & {
  isAppStart(id: string): boolean;
  isBootCode(id: string): boolean;
  isStartupFile(fileName: string): boolean;
} {
  const appStart = new Set<string>();
  const bootCode = new Set<string>();
  const startupFiles = new Set<string>();
  return {
    name: 'cuota-startup-chunk',
    apply: 'build',
    isAppStart: (id) => appStart.has(id),
    isBootCode: (id) => bootCode.has(id),
    isStartupFile: (fileName) => startupFiles.has(fileName),
    // The files of the app start, which index.html preloads: the screens' dynamic imports need not list
    // them again (see modulePreload below). Runs before Vite writes those lists.
    generateBundle(_options, bundle) {
      startupFiles.clear();
      const start = appStartOf(bundle);
      for (const file of [...(start?.scripts ?? []), ...(start?.styles ?? [])]) startupFiles.add(file);
    },
    buildEnd() {
      const closure = (entry: string | undefined) => {
        const seen = new Set<string>();
        const stack = entry ? [entry] : [];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const boot = closure(ids.find((id) => id.endsWith('/src/boot.ts')));
      appStart.clear();
      bootCode.clear();
      for (const id of boot) bootCode.add(id);
      for (const id of closure(ids.find((id) => id.endsWith('/src/main.tsx'))))
        if (!boot.has(id)) appStart.add(id);
    },
  };
}

const startup = startupChunk();

const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zod|immer|rxjs|tslib)[\\/]/;
const SHARED = /[\\/]src[\\/](domain|components|store|api[\\/]errors|i18n|storage|bridge|app)[\\/]/;
const OPTIONS = /[\\/]src[\\/]domain[\\/]options[\\/]/;
const FORMS =
  /[\\/]src[\\/](domain[\\/]validation[\\/](?!mx-phone)|components[\\/]ui[\\/](date-field|option-picker|radio-group-field|photo-button|form-section))/;
const FEATURE = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/;

/**
 * The chunks (decision 0012). Each group takes exactly the modules its test names (not their imports, so the
 * page's first script keeps its own few modules; `strictExecutionOrder` keeps the modules' order right across
 * chunks then). Highest priority first:
 * - `framework`: React, the router, zod, immer and RxJS;
 * - `options`, `forms`: the application steps' option tables, form controls and checks, shared by the steps
 *   and downloaded with them, not with the first screen;
 * - `shared`: the app's own modules (domain, components, store, texts, bridge) that two or more chunks use;
 * - one chunk per feature folder for what two of its screens share (`application`, `borrow`, ...), so a
 *   screen is one or two files;
 * - `app`: what src/main.tsx needs to start and no other chunk took.
 * Neither takes what src/boot.ts imports: that stays in the page's first script.
 */
function chunkGroups() {
  const notBoot = (id: string) => !startup.isBootCode(id);
  const onlyTheirOwn = { includeDependenciesRecursively: false } as const;
  return [
    { name: 'framework', test: (id: string) => VENDOR.test(id), priority: 30, ...onlyTheirOwn },
    {
      name: 'options',
      test: (id: string) => OPTIONS.test(id) && !startup.isAppStart(id) && notBoot(id),
      minShareCount: 2,
      priority: 23,
      ...onlyTheirOwn,
    },
    {
      name: 'forms',
      test: (id: string) => FORMS.test(id) && !startup.isAppStart(id) && notBoot(id),
      minShareCount: 2,
      priority: 22,
      ...onlyTheirOwn,
    },
    {
      name: 'shared',
      test: (id: string) => SHARED.test(id) && !id.endsWith('.css') && notBoot(id),
      minShareCount: 2,
      priority: 20,
      ...onlyTheirOwn,
    },
    {
      name: (id: string) => FEATURE.exec(id)?.[1] ?? null,
      debugName: 'features',
      test: (id: string) => FEATURE.test(id) && !startup.isAppStart(id) && notBoot(id),
      minShareCount: 2,
      priority: 15,
      ...onlyTheirOwn,
    },
    {
      name: 'app',
      test: (id: string) => startup.isAppStart(id) && notBoot(id),
      priority: 10,
      ...onlyTheirOwn,
    },
  ];
}

// `--mode mock` builds the app with the embedded mock world (MSW) for e2e tests, demos and the
// simulator; the default production build contains no mocks (checked by scripts/size-budget.mjs).
export default defineConfig(({ command, mode }) => ({
  base: './',
  // The MSW worker lives in mock-public/ so the production build never ships it.
  publicDir: mode === 'mock' || mode === 'test' || command === 'serve' ? 'mock-public' : false,
  plugins: [react(), contentSecurityPolicy(), preloadApp(), startup],
  define: {
    __CUOTA_MOCKS__: JSON.stringify(mode === 'mock' || mode === 'test' || command === 'serve'),
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0'),
  },
  resolve: {
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
      output: { codeSplitting: { groups: chunkGroups() }, strictExecutionOrder: true },
    },
  },
  preview: { host: '127.0.0.1' },
}));
