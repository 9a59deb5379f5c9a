import { PLACEHOLDER_TEXTS, placeholdersIn } from '../../scripts/placeholder-texts.mjs';
import { MOCK_LENDER } from '../../src/mocks/world/world-config';

// No production code path carries a placeholder text (the provisional lender identity, the mock world's
// lender): the lender's identity reaches the screens only from the package configuration. The same list is
// checked against the production bundle by scripts/size-budget.mjs.

/** Production sources: src/ less the mock world, tests and test fixtures (path from the root -> text). */
const SOURCES = import.meta.glob<string>(
  [
    '/src/**/*.{ts,tsx,json,css,html}',
    '!/src/**/*.test.{ts,tsx}',
    '!/src/mocks/**',
    '!/src/domain/testing/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

// The development notice's own file holds its text behind `__CUOTA_MOCKS__` (dropped from the production bundle).
const DEV_NOTICE_FILE = '/src/components/ui/lender-missing-notice.tsx';

test('the placeholder list names the mock world lender, so the production checks look for it', () => {
  expect(placeholdersIn(MOCK_LENDER.legalName)).not.toEqual([]);
  expect(placeholdersIn(MOCK_LENDER.address)).not.toEqual([]);
});

test('no production source file carries a placeholder text', () => {
  const files = Object.entries(SOURCES);
  expect(files.length).toBeGreaterThan(100);
  expect(files.some(([path]) => path.startsWith('/src/mocks/'))).toBe(false);
  const found = files.flatMap(([path, code]) =>
    placeholdersIn(code)
      .filter((text) => !(path === DEV_NOTICE_FILE && /desarrollo|Development only/.test(text)))
      .map((text) => `${path}: ${text}`),
  );
  expect(found).toEqual([]);
  expect(PLACEHOLDER_TEXTS.length).toBeGreaterThan(0);
});
