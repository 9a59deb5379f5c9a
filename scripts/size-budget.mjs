// Size budgets and production-build checks, as hard checks of `npm test` (bytes, not timings).
// Reads the built index.html, Vite's manifest and the build's list of each screen's files (screens.json), both
// kept beside the build in .vite/build-meta/dist/ (build/build-meta.ts: the production output ships neither),
// to find the JavaScript a cold load of each route fetches before it settles, each file counted once, gzip
// level 9 (issue 32: what Lighthouse counts, lazy chunks included). Three parts, decided from the build:
// - the app start: the manifest's src/main.tsx with its static imports, which the page's inline first script
//   starts on every route;
// - the route's screen: the files the first script starts for it (screens.json, by build/index-html.ts);
// - the API layer: main.tsx loads it at the first paint on every route, whatever the borrower does, because
//   the start-up package configuration (the lender on the landings, the feature mode) is fetched through it
//   (src/app/bootstrap.ts `loadApi`): the app start's lazy imports that are no screen's file (the production
//   build has no other: one `api` chunk since decision 0054), with their static imports beyond the app start.
//   Another screen's files, which load only on a tap, are not counted.
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { placeholdersIn } from './placeholder-texts.mjs';

const KIB = 1024;
/** What home or login runs for its first paint: the app start and the route's screen (≤ 150 KiB gzip). */
export const ENTRY_BUDGET = 150 * KIB;
/**
 * What a cold load of home or login fetches in all, the API layer fetched at the first paint included. Issue
 * 32's goal is 150 KiB; with axios and crypto-js (the required stack, 26 KiB of the API layer) it is not met,
 * so this is a ceiling that keeps it from growing (decision 0054), not the goal.
 */
export const ENTRY_LOAD_CEILING = 175 * KIB;
/** The routes held to ENTRY_BUDGET. */
const ENTRY_ROUTES = ['home', 'login'];
/** The extra each other route's screen may add to the app start. */
export const ROUTE_EXTRA_BUDGET = 60 * KIB;
/** The API layer (one lazy chunk since decision 0054; axios and crypto-js are 26 KiB of its 32). */
export const API_BUDGET = 40 * KIB;

/** The routes whose JavaScript is measured; their screens come from the table of screens. */
const MEASURED = ['home', 'login', 'me', 'settings', 'personalInfomation', 'productDetails'];
const { SCREENS } = await tsImport('../src/domain/screens.ts', import.meta.url);
const { buildMetaDir } = await tsImport('../build/build-meta.ts', import.meta.url);
/** Where the production build is (`dist`; CUOTA_DIST lets parallel work measure its own). */
const DIST = process.env.CUOTA_DIST ?? 'dist';
/** Where that build's manifest and screens list are (beside it, not in it). */
const META = buildMetaDir(DIST);

const results = [];
const check = (name, ok, detail) => {
  results.push({ name, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
};

function loadManifest() {
  const file = join(META, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run the build first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

const gzipInline = (code) => gzipSync(code, { level: 9 }).length;

function gzipBytes(dir, manifest, keys) {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) total += gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
  }
  return total;
}

/**
 * What the page loads before any screen (decision 0024): its inline first script (src/boot.ts, with the
 * build's files written in) starts the app, the manifest's src/main.tsx and its static imports (React DOM).
 */
function firstLoad(dir, manifest) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1],
  );
  const scriptFiles = [...html.matchAll(/<script\b[^>]*\bsrc="[^"]+"/g)].map((m) => m[0]);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"/g)].map((m) => m[0]);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  if (!manifest['src/main.tsx']) throw new Error('the manifest has no src/main.tsx');
  return {
    html,
    inlineScripts,
    scriptFiles,
    preloads,
    keys: staticClosure(manifest, 'src/main.tsx'),
    keyOfFile,
  };
}

const kib = (b) => `${(b / KIB).toFixed(1)} KiB`;

try {
  const dir = DIST;
  const manifest = loadManifest();
  const first = firstLoad(dir, manifest);
  const entry = first.keys;
  // The first script shows a pre-rendered screen and starts the app: inline, small, importing nothing itself.
  const [bootCode = '', ...otherScripts] = first.inlineScripts;
  const bootBytes = gzipInline(bootCode);
  check(
    'index.html has one script, inline (src/boot.ts), which imports none of the app: ≤ 8 KiB gzip',
    first.inlineScripts.length === 1 &&
      otherScripts.length === 0 &&
      first.scriptFiles.length === 0 &&
      !/\bimport\s*[{*"'`]|\bfrom\s*["'`]/.test(bootCode) &&
      bootBytes <= 8 * KIB,
    `${first.inlineScripts.length} inline, ${first.scriptFiles.length} files; ${kib(bootBytes)}`,
  );
  // Decision 0024: no script file before the first paint (the page preloads none), the app start in at most
  // three files with their imports (one today: src/main.tsx with React DOM), the stylesheet inline.
  check(
    'the app start is at most three files, no script file before the first paint, no stylesheet request',
    first.preloads.length === 0 &&
      entry.size <= 3 &&
      !/<link\b[^>]*\brel="stylesheet"/.test(first.html) &&
      /<style>/.test(first.html),
    `${first.preloads.length} preloads in index.html, ${entry.size} files with their imports`,
  );
  const entryBytes = gzipBytes(dir, manifest, entry);
  check(
    'the first script starts the app start (src/main.tsx with its imports)',
    entryBytes > bootBytes + 50 * KIB,
    `first load ${kib(entryBytes)}`,
  );
  // A route loads the first load and the files the first script starts for its screen: its chunk (or the
  // chunk that holds it, e.g. the application steps' core) and their imports beyond the first load, as the
  // build wrote them down (`screens.json`, by build/index-html.ts, moved beside the build by build/build-meta.ts).
  const screensFile = join(META, 'screens.json');
  const screens = existsSync(screensFile) ? JSON.parse(readFileSync(screensFile, 'utf8')) : {};
  // The API layer: the app start's lazy imports that are no screen's file, with their static imports beyond it.
  const screenFiles = new Set(Object.values(screens).flat());
  const apiEntries = [...entry]
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .filter((key) => !screenFiles.has(manifest[key]?.file));
  const api = new Set(
    apiEntries.flatMap((key) => [...staticClosure(manifest, key)]).filter((key) => !entry.has(key)),
  );
  const apiBytes = gzipBytes(dir, manifest, api);
  check(
    `API layer (lazy, fetched at the first paint of every route) ≤ ${API_BUDGET / KIB} KiB gzip`,
    apiEntries.length > 0 && apiBytes <= API_BUDGET,
    apiEntries.length > 0
      ? `${kib(apiBytes)} in ${api.size} files`
      : 'the app start imports nothing lazily but screens',
  );
  const sizes = {};
  for (const route of MEASURED) {
    const { screen } = SCREENS[route];
    const files = (screens[screen] ?? []).filter((file) => file.endsWith('.js'));
    const keys = files.map((file) => first.keyOfFile.get(file));
    if (files.length === 0 || keys.some((key) => !key)) {
      check(`route ${route} has its own lazy files`, false, `${screen}: ${files.join(', ') || 'none'}`);
      continue;
    }
    const own = new Set(
      keys.flatMap((key) => [...staticClosure(manifest, key)]).filter((k) => !entry.has(k)),
    );
    sizes[route] = {
      screen: gzipBytes(dir, manifest, own),
      paint: gzipBytes(dir, manifest, new Set([...entry, ...own])),
      load: gzipBytes(dir, manifest, new Set([...entry, ...own, ...api])),
    };
  }
  for (const [route, { screen, paint, load }] of Object.entries(sizes)) {
    if (ENTRY_ROUTES.includes(route)) {
      check(
        `JavaScript ${route} runs for its first paint ≤ ${ENTRY_BUDGET / KIB} KiB gzip (app start and screen)`,
        paint <= ENTRY_BUDGET,
        `${kib(paint)}: app start ${kib(entryBytes)}, screen ${kib(screen)}`,
      );
      check(
        `JavaScript ${route} loads in all ≤ ${ENTRY_LOAD_CEILING / KIB} KiB gzip (the API layer included; ` +
          `a ceiling: issue 32's goal of 150 KiB is not met with axios and crypto-js)`,
        load <= ENTRY_LOAD_CEILING,
        `${kib(load)}: app start ${kib(entryBytes)}, screen ${kib(screen)}, API layer ${kib(apiBytes)}`,
      );
    } else {
      check(
        `${route} route adds ≤ 60 KiB gzip of its own`,
        screen <= ROUTE_EXTRA_BUDGET,
        `${kib(load)} with the API layer, +${kib(screen)}`,
      );
    }
  }

  // The production build must contain no mock world and no inline script, and must carry the CSP.
  const assets = readdirSync(join(dir, 'assets'));
  const js = assets.filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(dir, 'assets', f), 'utf8'));
  const mockMarkers = ['mockServiceWorker', 'setupWorker', '__cuotaMock', 'msw'];
  const found = mockMarkers.filter((m) => js.some((code) => code.includes(m)));
  check(
    'production build contains no mock world (MSW)',
    found.length === 0,
    found.length ? `found ${found.join(', ')}` : '',
  );
  check('production build ships no mockServiceWorker.js', !existsSync(join(dir, 'mockServiceWorker.js')));
  // Issue 30: no hook of the mock-world builds' tools, no mock-world log line, no build manifest in the output.
  const leftoverMarkers = [
    '__cuotaExpectBridge',
    '__cuotaBridge',
    '__cuotaMockReady',
    '__cuotaApp',
    'The mock world did not start',
  ];
  const indexHtmlText = readFileSync(join(dir, 'index.html'), 'utf8');
  const leftovers = leftoverMarkers.filter((m) => [...js, indexHtmlText].some((code) => code.includes(m)));
  check(
    'production build contains no mock-world hook or log line (__cuotaExpectBridge, "The mock world did not start")',
    leftovers.length === 0,
    leftovers.length ? `found ${leftovers.join(', ')}` : '',
  );
  check(
    'production build ships no .vite/ folder (build manifest, screens list)',
    !existsSync(join(dir, '.vite')),
    existsSync(join(dir, '.vite')) ? `${join(dir, '.vite')} exists` : '',
  );
  // No provisional lender identity, mock lender or development notice (scripts/placeholder-texts.mjs).
  const placeholders = [
    ...new Set([...js, readFileSync(join(dir, 'index.html'), 'utf8')].flatMap(placeholdersIn)),
  ];
  check(
    'production build contains no placeholder text (lender identity, mock lender, development notice)',
    placeholders.length === 0,
    placeholders.length ? `found ${placeholders.join(', ')}` : '',
  );
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  check(
    "production index.html has a strict CSP (script-src 'self' and hashes, object-src 'none', base-uri 'none')",
    /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/.test(csp) &&
      csp.includes("object-src 'none'") &&
      csp.includes("base-uri 'none'") &&
      !/unsafe-eval/.test(csp),
    csp ? '' : 'no CSP meta',
  );
  // Issue 30: no inline style but the page's own stylesheet (by its hash; no style attribute in the
  // pre-rendered screens), Trusted Types with no policy, and the https images the app accepts.
  const styleSrc = /style-src ([^;]+)/.exec(csp)?.[1] ?? '';
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const styleAttributes = (html.match(/<[a-z][^>]*\sstyle="/g) ?? []).length;
  check(
    "production CSP: style-src 'self' and the page's stylesheet by hash (no 'unsafe-inline', no style attribute)",
    !/unsafe-inline|unsafe-hashes/.test(csp) &&
      inlineStyles.every((code) =>
        styleSrc.includes(`'sha256-${createHash('sha256').update(code).digest('base64')}'`),
      ) &&
      styleAttributes === 0,
    `${inlineStyles.length} inline stylesheets, ${styleAttributes} style attributes; style-src ${styleSrc || 'missing'}`,
  );
  check(
    "production CSP: Trusted Types enforced (require-trusted-types-for 'script', trusted-types 'none'), https images allowed",
    csp.includes("require-trusted-types-for 'script'") &&
      csp.includes("trusted-types 'none'") &&
      /img-src [^;]*\bhttps:/.test(csp),
    csp,
  );
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
  const unhashed = firstLoad(dir, manifest).inlineScripts.filter(
    (code) => !scriptSrc.includes(`'sha256-${createHash('sha256').update(code).digest('base64')}'`),
  );
  check(
    'production index.html has no inline script without its hash in the CSP',
    unhashed.length === 0,
    unhashed.length ? `${unhashed.length} inline scripts not allowed by hash` : '',
  );
  check(
    'no eval or new Function in production JavaScript',
    !js.some((code) => /\beval\(|new Function\(/.test(code)),
  );
  check(
    'mock build has its own output with the worker',
    existsSync(`${process.env.CUOTA_MOCK_OUT ?? 'dist-mock'}/mockServiceWorker.js`),
  );
} catch (error) {
  check('size budget ran', false, error.message);
}

mkdirSync('reports', { recursive: true });
const passed = results.filter((r) => r.ok).length;
writeFileSync(
  'reports/budget.json',
  JSON.stringify({ passed, failed: results.length - passed, results }, null, 2),
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
