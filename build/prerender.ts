import { runnerImport, type Plugin } from 'vite';

/**
 * A pre-rendered screen (src/prerender.tsx): its component's name, the paths that show it, its HTML, and who it
 * fits: a first visit, or a signed-in borrower (`signedIn`) with no stored draft of the step `draft`.
 */
export interface PrerenderedScreen {
  screen: string;
  paths: string[];
  html: string;
  signedIn?: boolean;
  draft?: string;
}

/**
 * The HTML of the entry screens and of personal information (decisions 0024, 0027): src/prerender.tsx rendered in Node with
 * React's own static prerender, through Vite's module runner with the build's `define`s (a production build's
 * screens hold no mock-world text). Stylesheets are not evaluated on this side: the page inlines them.
 */
export async function prerenderScreens(
  root: string,
  define: Record<string, string>,
): Promise<readonly PrerenderedScreen[]> {
  const noStylesheets: Plugin = {
    name: 'cuota-prerender-no-css',
    enforce: 'pre',
    resolveId: (source) => (source.endsWith('.css') ? '\0cuota-no-css' : null),
    load: (id) => (id === '\0cuota-no-css' ? 'export {};' : null),
  };
  const { module } = await runnerImport<{ screens: readonly PrerenderedScreen[] }>('/src/prerender.tsx', {
    root,
    define,
    logLevel: 'error',
    plugins: [noStylesheets],
  });
  return module.screens;
}
