// The import direction of ARCHITECTURE section 2, as one lint rule:
// domain <- store <- features <- app; api, bridge, i18n, storage are leaves; features do not import each
// other; production code never imports mocks (src/main.tsx may load them with a dynamic import()).
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', 'src');

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
};

const PURE_FORBIDDEN_PACKAGES = /^(react|react-dom|react-router|react-router-dom|axios|rxjs|crypto-js|msw|i18next)(\/|$)/;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layer import direction of ARCHITECTURE section 2' },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    function check(node, source, dynamic) {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (from.layer === 'domain' && PURE_FORBIDDEN_PACKAGES.test(source)) {
          context.report({ node, message: `src/domain is pure: it may not import '${source}'.` });
        }
        return;
      }
      const target = layerOf(path.resolve(path.dirname(context.filename), source));
      if (!target) return;
      if (target.layer === 'mocks' && from.layer !== 'mocks') {
        if (from.layer === 'main' && dynamic) return;
        // Tests run screens and effects against the mock world.
        if (/\.test\.tsx?$/.test(context.filename)) return;
        context.report({ node, message: 'Production code never imports src/mocks (only src/main.tsx, with a dynamic import()).' });
        return;
      }
      const allowed = ALLOWED[from.layer];
      if (allowed && !allowed.includes(target.layer)) {
        context.report({ node, message: `src/${from.layer} may not import src/${target.layer} (ARCHITECTURE section 2).` });
        return;
      }
      if (from.layer === 'features' && target.layer === 'features' && target.feature !== from.feature) {
        context.report({ node, message: `Features do not import each other: '${from.feature}' imports '${target.feature}'.` });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, false),
      ExportAllDeclaration: (node) => check(node, node.source.value, false),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, true),
    };
  },
};
