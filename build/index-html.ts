import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, ResolvedConfig } from 'vite';
import { firstLoadOf, screenModulesOf } from './chunk-graph.ts';
import { contentSecurityPolicyFor, scriptHash } from './csp.ts';
import { bundleFirstScript } from './first-script.ts';
import { prerenderScreens } from './prerender.ts';

export interface IndexHtmlOptions {
  /** The mock-world build (`--mode mock`). */
  mocks: boolean;
  /** The build's `define`s, for the pre-rendered screens. */
  define: Record<string, string>;
  apiBaseUrl: string;
}

/**
 * index.html of a build (decisions 0013, 0024), written with tags (Vite's own tags for an entry are not
 * used: the page has no script file of its own):
 * - the pre-rendered screens, each in a <template data-screen="<Name>" data-paths="<its paths>">, with
 *   `data-session="signed-in"` and `data-draft="<step>"` on one rendered for a signed-in borrower (0027);
 * - the page's first script, inline (src/boot.ts with the build's files, `build/first-script.ts`): it shows
 *   the screen's template, if it fits, and starts the app after the first paint, or at once without one;
 * - the stylesheets of the app start and of those screens, inline: no stylesheet request;
 * - the CSP, which allows that one inline script and that one stylesheet by their hashes.
 * It also writes `.vite/screens.json` (screen → its own files) for the size budget (moved beside the production
 * output with the manifest: build/build-meta.ts).
 */
export function indexHtml(options: IndexHtmlOptions): Plugin {
  let config: ResolvedConfig;
  let screenModules = new Map<string, string>();
  const firstLoad = (bundle: Parameters<typeof firstLoadOf>[0]) =>
    firstLoadOf(bundle, resolve(config.root, 'src/main.tsx'), screenModules);
  return {
    name: 'cuota-index-html',
    apply: 'build',
    configResolved: (resolved) => void (config = resolved),
    buildEnd() {
      screenModules = screenModulesOf(this);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) throw new Error('cuota-index-html: no bundle');
        const { files, stylesheets, screenStylesheets } = firstLoad(bundle);
        const screens = await prerenderScreens(config.root, options.define);
        const css = [
          ...new Set([...stylesheets, ...screens.flatMap(({ screen }) => screenStylesheets(screen))]),
        ]
          .map((file) => bundle[file])
          .map((asset) => (asset?.type === 'asset' ? String(asset.source).trim() : ''))
          .join('\n');
        const boot = await bundleFirstScript(config.root, files, options.mocks);
        if (boot.includes('</script') || css.includes('</style')) {
          throw new Error('cuota-index-html: the first script or the stylesheet cannot be inlined');
        }
        // The one inline script and the one inline stylesheet, each allowed by its hash; Trusted Types in the
        // production build (build/csp.ts says why not in the mock world's).
        const csp = contentSecurityPolicyFor({
          apiBaseUrl: options.apiBaseUrl,
          scriptHashes: [scriptHash(boot)],
          styleHashes: [scriptHash(css)],
          trustedTypes: !options.mocks,
        });
        const tags: HtmlTagDescriptor[] = [
          { tag: 'style', children: css, injectTo: 'head' },
          ...screens.map(({ screen, paths, html, signedIn, draft }): HtmlTagDescriptor => ({
            tag: 'template',
            attrs: {
              'data-screen': screen,
              'data-paths': paths.join(' '),
              ...(signedIn ? { 'data-session': 'signed-in' } : {}),
              ...(draft ? { 'data-draft': draft } : {}),
            },
            children: html,
            injectTo: 'body',
          })),
          { tag: 'script', children: boot, injectTo: 'body' },
        ];
        const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}" />`;
        return { html: html.replace('<!-- csp -->', meta), tags };
      },
    },
    generateBundle(_options, bundle) {
      const { files } = firstLoad(bundle);
      this.emitFile({
        type: 'asset',
        fileName: '.vite/screens.json',
        source: `${JSON.stringify(files.screens, null, 2)}\n`,
      });
    },
  };
}
