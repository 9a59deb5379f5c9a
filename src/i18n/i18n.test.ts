// @vitest-environment jsdom
import en from './en.json';
import es from './es.json';
import { i18n, setLanguage } from './i18n';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const esLeaves = leaves(es);
const enLeaves = leaves(en);
const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

test('English has exactly the keys of Spanish (nothing missing, nothing extra)', () => {
  expect([...enLeaves.keys()].sort()).toEqual([...esLeaves.keys()].sort());
});

test('no text is empty and both languages use the same placeholders', () => {
  for (const [key, text] of esLeaves) {
    expect(text.trim(), key).not.toBe('');
    expect(enLeaves.get(key)?.trim(), key).not.toBe('');
    expect(variables(enLeaves.get(key) ?? ''), key).toEqual(variables(text));
  }
});

test('Spanish is the default and switching changes the texts and the document language', () => {
  setLanguage('es');
  expect(i18n.t('tabs.home')).toBe('Inicio');
  setLanguage('en');
  expect(i18n.t('tabs.home')).toBe('Home');
  expect(document.documentElement.lang).toBe('en');
  setLanguage('es');
  expect(document.documentElement.lang).toBe('es-MX');
});

test('the session messages of spec section 8 exist for every code in both languages', () => {
  for (const code of ['10010301', '10010303', '10010304', '100103']) {
    expect(esLeaves.get(`errors.session.${code}`)).toBeTruthy();
    expect(enLeaves.get(`errors.session.${code}`)).toBeTruthy();
  }
  expect(enLeaves.get('errors.session.10010303')).toBe('Token is expired, please log in again');
});

// Every feature's own texts (src/features/<flow>/<flow>.texts.ts, and the shared components') follow the same rules.
const featureTexts = import.meta.glob<{ texts: { es: Tree; en: Tree } }>(
  ['../features/**/*.texts.ts', '../components/**/*.texts.ts'],
  { eager: true },
);

test.each(Object.entries(featureTexts).map(([file, mod]) => [file, mod] as const))(
  '%s: English and Spanish have the same keys and placeholders, none empty',
  (_file, mod) => {
    const esTexts = leaves(mod.texts.es);
    const enTexts = leaves(mod.texts.en);
    expect([...enTexts.keys()].sort()).toEqual([...esTexts.keys()].sort());
    for (const [key, text] of esTexts) {
      expect(text.trim(), key).not.toBe('');
      expect(enTexts.get(key)?.trim(), key).not.toBe('');
      expect(variables(enTexts.get(key) ?? ''), key).toEqual(variables(text));
    }
  },
);
