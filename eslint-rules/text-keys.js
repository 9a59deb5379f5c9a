// Text keys (decision 0052): the key given to `t(...)` (or to `runtimeKey(...)`, the one cast to a key) must
// be a dotted path of src/i18n/es.json or of a feature namespace a `*.texts.ts` registers with `registerTexts`.
// `tsc -b` checks the same through the type `TextKey`; typed lint does not report type errors, so this rule
// makes `npm run lint` fail on an unknown key too.
// The `*.texts.ts` files are read with the TypeScript parser (no build step, nothing generated to keep fresh):
// the namespace is `registerTexts`'s first argument, the keys are the Spanish object literal's paths (a
// shorthand `es` is looked up among the file's top-level constants). A value the parser cannot follow (a
// constant from another file, e.g. the legal documents) accepts any key under it.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
const APP_TEXTS = path.join(SRC, 'i18n', 'es.json');
const TEXTS_FOLDERS = [path.join(SRC, 'features'), path.join(SRC, 'components')];
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The callees whose first argument is a text key. */
const KEY_TAKERS = new Set(['t', 'runtimeKey']);

/** Every `*.texts.ts` under a folder. */
function textsFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) textsFiles(file, out);
    else if (entry.name.endsWith('.texts.ts')) out.push(file);
  }
  return out;
}

/** The known keys (with the plural forms' base) and the prefixes under which any key is accepted. */
function emptyCatalogue() {
  return { keys: new Set(), open: [] };
}

function addKey(catalogue, key) {
  catalogue.keys.add(key);
  if (PLURAL.test(key)) catalogue.keys.add(key.replace(PLURAL, ''));
}

function addJson(catalogue, node, prefix) {
  for (const [name, value] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') addKey(catalogue, key);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value))
      addJson(catalogue, value, key);
  }
}

/** `x as const`, `x satisfies T`, `(x)` are `x`. */
function unwrap(node) {
  while (
    node &&
    (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
  ) {
    node = node.expression;
  }
  return node;
}

function propertyName(name) {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return null;
}

function addObject(catalogue, node, prefix, constants) {
  node = unwrap(node);
  if (node && ts.isIdentifier(node) && constants.has(node.text)) node = unwrap(constants.get(node.text));
  if (!node) return;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return addKey(catalogue, prefix);
  if (ts.isArrayLiteralExpression(node)) return; // content, not keys
  if (!ts.isObjectLiteralExpression(node)) return catalogue.open.push(prefix);
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property)) {
      const name = propertyName(property.name);
      if (name === null) catalogue.open.push(prefix);
      else addObject(catalogue, property.initializer, `${prefix}.${name}`, constants);
    } else if (ts.isShorthandPropertyAssignment(property)) {
      addObject(catalogue, property.name, `${prefix}.${property.name.text}`, constants);
    } else {
      catalogue.open.push(prefix); // a spread or a method: anything under this path
    }
  }
}

/** Adds the namespace a texts file registers (its Spanish keys). */
function addTextsFile(catalogue, file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const constants = new Map();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer)
        constants.set(declaration.name.text, declaration.initializer);
    }
  }
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'registerTexts' &&
      node.arguments.length === 2 &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const namespace = node.arguments[0].text;
      const bundle = unwrap(node.arguments[1]);
      const es =
        bundle && ts.isObjectLiteralExpression(bundle)
          ? bundle.properties.find((p) => p.name && propertyName(p.name) === 'es')
          : undefined;
      if (!es) catalogue.open.push(namespace);
      else if (ts.isShorthandPropertyAssignment(es)) addObject(catalogue, es.name, namespace, constants);
      else if (ts.isPropertyAssignment(es)) addObject(catalogue, es.initializer, namespace, constants);
      else catalogue.open.push(namespace);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

let cached = null;

/** The catalogue, read again when es.json or a texts file changed (an editor's long-lived ESLint). */
function catalogue() {
  const files = [APP_TEXTS, ...TEXTS_FOLDERS.flatMap((dir) => textsFiles(dir))];
  const stamp = files.map((file) => `${file}:${fs.statSync(file).mtimeMs}`).join('|');
  if (cached?.stamp === stamp) return cached.catalogue;
  const fresh = emptyCatalogue();
  addJson(fresh, JSON.parse(fs.readFileSync(APP_TEXTS, 'utf8')), '');
  for (const file of files.slice(1)) addTextsFile(fresh, file);
  cached = { stamp, catalogue: fresh };
  return fresh;
}

const underOpen = (known, key) => known.open.some((prefix) => key === prefix || key.startsWith(`${prefix}.`));

function knownKey(known, key) {
  return known.keys.has(key) || underOpen(known, key);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template key: some known key has its literal parts, with something in each `${...}`. */
function knownTemplate(known, quasis) {
  const parts = quasis.map((q) => q.value.cooked ?? q.value.raw);
  const pattern = new RegExp(`^${parts.map(escape).join('.+')}$`);
  for (const key of known.keys) if (pattern.test(key)) return true;
  return known.open.some((prefix) => parts[0].startsWith(`${prefix}.`) || pattern.test(prefix));
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A text key must be a key of src/i18n/es.json or of a registered texts namespace.' },
    schema: [],
    messages: {
      unknown:
        "Unknown text key '{{key}}': not in src/i18n/es.json nor in a namespace of a *.texts.ts (decision 0052).",
    },
  },
  create(context) {
    const known = catalogue();
    /** Checks a key expression: a literal, a template, or each literal branch of `a ? b : c` and `a ?? b`. */
    const check = (node) => {
      if (node.type === 'Literal' && typeof node.value === 'string') {
        if (!knownKey(known, node.value))
          context.report({ node, messageId: 'unknown', data: { key: node.value } });
      } else if (node.type === 'TemplateLiteral') {
        const ok =
          node.expressions.length === 0
            ? knownKey(known, node.quasis[0].value.cooked ?? '')
            : knownTemplate(known, node.quasis);
        if (!ok) {
          const key = node.quasis.map((q) => q.value.raw).join('${…}');
          context.report({ node, messageId: 'unknown', data: { key } });
        }
      } else if (node.type === 'ConditionalExpression') {
        check(node.consequent);
        check(node.alternate);
      } else if (node.type === 'LogicalExpression') {
        check(node.left);
        check(node.right);
      }
    };
    return {
      CallExpression(node) {
        const [first] = node.arguments;
        if (node.callee.type === 'Identifier' && KEY_TAKERS.has(node.callee.name) && first) check(first);
      },
    };
  },
};
