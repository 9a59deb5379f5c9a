import es from '../../src/i18n/es.json';
import { MOCK_ERRORS } from '../../src/mocks/handlers/mock-errors';
import { smsText } from '../../src/mocks/world/world';

/**
 * CURP (Clave Única de Registro de Población) is feminine in Spanish: "la CURP", "de la CURP", "una CURP",
 * "esta CURP". A masculine article or determiner before it is a mistake wherever a borrower may read it:
 * the app's texts, the mock world's messages, the scenarios' expectations and the simulator.
 */
const MASCULINE = /\b(?:el|del|al|un|este|ese|aquel|algún|ningún|otro|nuevo|mismo|dicho)\s+CURP\b/i;

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

test('the masculine pattern catches the mistakes and leaves the right forms alone', () => {
  for (const wrong of ['El CURP no es válido', 'el dígito del CURP', 'Ingresa un CURP', 'este curp'])
    expect(wrong).toMatch(MASCULINE);
  for (const right of ['La CURP no es válida', 'el estado de la CURP', 'tu CURP', 'Esa CURP', 'The CURP'])
    expect(right).not.toMatch(MASCULINE);
});

test('es.json never treats CURP as masculine', () => {
  const wrong = leaves(es as Tree).filter(([, text]) => MASCULINE.test(text));
  expect(wrong).toEqual([]);
});

// Every feature's own texts (src/features/<flow>/<flow>.texts.ts), Spanish side.
const featureTexts = import.meta.glob<{ texts: { es: Tree } }>('../../src/features/**/*.texts.ts', {
  eager: true,
});

test("the features' Spanish texts never treat CURP as masculine", () => {
  expect(Object.keys(featureTexts).length).toBeGreaterThan(5);
  const wrong = Object.entries(featureTexts).flatMap(([file, mod]) =>
    leaves(mod.texts.es)
      .filter(([, text]) => MASCULINE.test(text))
      .map(([key, text]) => `${file} ${key}: ${text}`),
  );
  expect(wrong).toEqual([]);
});

test("the mock world's Spanish messages never treat CURP as masculine", () => {
  const wrong = Object.entries(MOCK_ERRORS)
    .filter(([, error]) => MASCULINE.test(error.es))
    .map(([key, error]) => `${key}: ${error.es}`);
  expect(wrong).toEqual([]);
  expect(MOCK_ERRORS.INVALID_CURP.es).toMatch(/^La CURP/);
  expect(MOCK_ERRORS.CURP_MISMATCH.es).toMatch(/^La CURP .* la de tu documento$/);
  expect(smsText('123456', 'es')).not.toMatch(MASCULINE);
});

// Every source, text and test file of the app, the mock world, the scenarios, the simulator and the bridge
// emulator, as text.
const SOURCES = import.meta.glob<string>(
  [
    '/src/**/*.{ts,tsx,json,html,md}',
    '/scenarios/**/*.{ts,tsx,json,md}',
    '/simulator/**/*.{ts,tsx,json,html,md}',
    '/bridge-emulator/**/*.{ts,tsx,json,html,md}',
  ],
  { query: '?raw', import: 'default', eager: true },
);

test('no source file of the app, the mock world, the scenarios or the simulator says it either', () => {
  expect(Object.keys(SOURCES).length).toBeGreaterThan(200);
  const wrong = Object.entries(SOURCES).flatMap(([file, text]) =>
    text
      .split('\n')
      .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
      .filter(({ line }) => MASCULINE.test(line))
      .map(({ line, at }) => `${at}: ${line.trim()}`),
  );
  expect(wrong).toEqual([]);
});
