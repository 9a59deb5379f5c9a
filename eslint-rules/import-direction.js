// The import direction of ARCHITECTURE section 2, as one lint rule:
// domain <- store <- features <- app; api, bridge, i18n, storage are leaves; features do not import each
// other; production code never imports mocks (src/main.tsx may load them with a dynamic import()).
// The tools (scenarios/, simulator/, bridge-emulator/) reach the app through one door, src/contracts/, imported
// as `#contracts/<module>` (decision 0044); src/ never imports a tool.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');

/** Which layer (and feature) a file under src/ belongs to. */
function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features') return { layer: 'features', feature: second };
  if (rel === 'main.tsx' || rel === 'vite-env.d.ts') return { layer: 'main' };
  return { layer: top };
}

const ALLOWED = {
  domain: ['domain'],
  api: ['api', 'domain'],
  bridge: ['bridge', 'domain'],
  i18n: ['i18n', 'domain'],
  storage: ['storage', 'domain'],
  store: ['store', 'domain', 'api', 'bridge', 'i18n', 'storage'],
  components: ['components', 'domain', 'i18n'],
  features: ['features', 'store', 'domain', 'api', 'bridge', 'i18n', 'storage', 'components'],
  app: ['app', 'features', 'store', 'domain', 'api', 'bridge', 'i18n', 'storage', 'components'],
  main: ['app', 'store', 'domain', 'api', 'bridge', 'i18n', 'storage', 'components'],
  mocks: ['mocks', 'api', 'bridge', 'domain', 'storage', 'i18n'],
  // The door re-exports what tools may use, from anywhere in src/ (mocks included: tools drive the mock world).
  contracts: [
    'contracts',
    'domain',
    'store',
    'features',
    'components',
    'app',
    'api',
    'bridge',
    'i18n',
    'storage',
    'mocks',
  ],
};

/** The one module of the door the app itself uses: the `window.__cuota*` names it shares with the tools. */
const TOOL_PROTOCOL = 'contracts/tool-protocol';

/**
 * The tools and the tool folders each may import besides its own (ARCHITECTURE section 2): scenarios drive the
 * emulated phone; the simulator embeds the bridge emulator and runs scenarios, journeys and the autopilot; the
 * bridge emulator (the native side) stands alone. Everything of the app comes through `#contracts/*`.
 */
const TOOLS = {
  scenarios: ['scenarios', 'bridge-emulator'],
  simulator: ['simulator', 'scenarios', 'bridge-emulator'],
  'bridge-emulator': ['bridge-emulator'],
};

/**
 * The tools' half of the protocol, named by src/contracts/tool-protocol.ts with type-only imports: the emulator's
 * control API and configuration, and the scenario probe's batch. No other file of src/ imports a tool.
 */
const TOOL_SIDE_OF_PROTOCOL = [
  'bridge-emulator/emulator',
  'bridge-emulator/install',
  'scenarios/runner/probe-protocol',
];

const PURE_FORBIDDEN_PACKAGES =
  /^(react|react-dom|react-router|react-router-dom|axios|rxjs|crypto-js|msw|i18next)(\/|$)/;

/** `scenarios`, `simulator` or `bridge-emulator` for a file in a tool folder, else null. */
function toolOf(file) {
  const rel = path.relative(ROOT, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const top = rel.split(path.sep)[0];
  return Object.hasOwn(TOOLS, top) ? top : null;
}

/** The repository-relative path without its extension, with forward slashes. */
function moduleOf(file) {
  return path
    .relative(ROOT, file)
    .split(path.sep)
    .join('/')
    .replace(/\.(d\.ts|tsx?|jsx?|mjs|json)$/, '');
}

const isTest = (file) => /\.test\.tsx?$/.test(file);

export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforce the layer import direction of ARCHITECTURE section 2 and the tools\u2019 one door',
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const from = layerOf(filename);
    const tool = from ? null : toolOf(filename);
    if (!from && !tool) return {};

    function checkTool(node, source) {
      if (source.startsWith('#')) {
        if (!source.startsWith('#contracts/')) {
          context.report({
            node,
            message: `Tools reach the app only through '#contracts/*', not '${source}'.`,
          });
        }
        return;
      }
      if (!source.startsWith('.')) return; // a package
      const target = path.resolve(path.dirname(filename), source);
      if (layerOf(target)) {
        context.report({
          node,
          message: `${tool}/ reaches src/ only through '#contracts/*' (decision 0044), not '${source}'.`,
        });
        return;
      }
      const targetTool = toolOf(target);
      if (targetTool && !TOOLS[tool].includes(targetTool)) {
        context.report({ node, message: `${tool}/ may not import ${targetTool}/ (ARCHITECTURE section 2).` });
        return;
      }
      if (!targetTool) {
        const top = path.relative(ROOT, target).split(path.sep)[0];
        // A test of a command line runs the script it tests.
        if (top === 'scripts' && isTest(filename)) return;
        // A tool's bundle config shares the app's build aliases (build/aliases.ts), nothing else of build/.
        if (
          moduleOf(target) === 'build/aliases' &&
          /(^|\/)vite\.config\.ts$/.test(moduleOf(filename) + '.ts')
        )
          return;
        context.report({ node, message: `${tool}/ may not import '${source}' (outside the tool folders).` });
      }
    }

    function checkSrc(node, source, dynamic, typeOnly) {
      if (source.startsWith('#')) {
        context.report({
          node,
          message: `src/ imports its own modules by relative path; '#contracts/*' is the tools' door.`,
        });
        return;
      }
      if (!source.startsWith('.')) {
        if (from.layer === 'domain' && PURE_FORBIDDEN_PACKAGES.test(source)) {
          context.report({ node, message: `src/domain is pure: it may not import '${source}'.` });
        }
        return;
      }
      const resolved = path.resolve(path.dirname(filename), source);
      if (toolOf(resolved)) {
        const ownModule = moduleOf(filename);
        if (
          ownModule === `src/${TOOL_PROTOCOL}` &&
          typeOnly &&
          TOOL_SIDE_OF_PROTOCOL.includes(moduleOf(resolved))
        )
          return;
        context.report({
          node,
          message: `src/ never imports the tools (scenarios/, simulator/, bridge-emulator/): '${source}'.`,
        });
        return;
      }
      const target = layerOf(resolved);
      if (!target) return;
      if (target.layer === 'contracts' && from.layer !== 'contracts') {
        if (moduleOf(resolved) === `src/${TOOL_PROTOCOL}`) return;
        context.report({
          node,
          message: `src/contracts is the tools' door: the app imports the modules it re-exports.`,
        });
        return;
      }
      if (target.layer === 'mocks' && from.layer !== 'mocks' && from.layer !== 'contracts') {
        if (from.layer === 'main' && dynamic) return;
        // Tests run screens and effects against the mock world.
        if (isTest(filename)) return;
        context.report({
          node,
          message: 'Production code never imports src/mocks (only src/main.tsx, with a dynamic import()).',
        });
        return;
      }
      const allowed = ALLOWED[from.layer];
      if (allowed && !allowed.includes(target.layer)) {
        context.report({
          node,
          message: `src/${from.layer} may not import src/${target.layer} (ARCHITECTURE section 2).`,
        });
        return;
      }
      if (from.layer === 'features' && target.layer === 'features' && target.feature !== from.feature) {
        context.report({
          node,
          message: `Features do not import each other: '${from.feature}' imports '${target.feature}'.`,
        });
      }
    }

    function check(node, source, dynamic, typeOnly) {
      if (typeof source !== 'string') return;
      if (tool) checkTool(node, source);
      else checkSrc(node, source, dynamic, typeOnly);
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value, false, node.importKind === 'type'),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, false, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, false, node.exportKind === 'type'),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node, node.source.value, true, false),
    };
  },
};
