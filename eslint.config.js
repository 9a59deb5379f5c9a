import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importDirection from './eslint-rules/import-direction.js';
import textKeys from './eslint-rules/text-keys.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'dist-mock-*',
      'out',
      'node_modules',
      'reports',
      'playwright-report',
      'test-results',
      'test-results-*',
      'mock-public',
      'journeys',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The tools reach the app only through src/contracts (`#contracts/*`, decision 0044).
    files: ['scenarios/**/*.{ts,tsx}', 'simulator/**/*.{ts,tsx}', 'bridge-emulator/**/*.{ts,tsx}'],
    plugins: { cuota: { rules: { 'import-direction': importDirection } } },
    rules: {
      'cuota/import-direction': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      'check-file': checkFile,
      cuota: { rules: { 'import-direction': importDirection } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'cuota/import-direction': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: render text.',
        },
        {
          selector: "AssignmentExpression[left.property.name='innerHTML']",
          message: 'No innerHTML: use textContent.',
        },
      ],
    },
  },
  {
    // A text key given to `t` is a key of src/i18n/es.json or of a registered texts namespace (decision 0052).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'cuota-texts': { rules: { 'text-keys': textKeys } } },
    rules: { 'cuota-texts/text-keys': 'error' },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'src/domain is pure: take time as an argument.' },
        {
          object: 'Math',
          property: 'random',
          message: 'src/domain is pure: take randomness as an argument.',
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'fetch'],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Testing Library's options are set once, in tests/setup.ts (issue 32).
    files: ['**/*.{ts,tsx}'],
    ignores: ['tests/setup.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['@testing-library/react', '@testing-library/dom'].map((name) => ({
          name,
          importNames: ['configure'],
          message: "Testing Library's options are set once, in tests/setup.ts.",
        })),
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Issue 32: no function over 80 lines (each function counted from its first to its last line, blank lines
    // and comments included, nested ones on their own too); tests are left out (decision 0053).
    files: ['src/**/*.{ts,tsx}', 'simulator/**/*.{ts,tsx}', 'bridge-emulator/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.d.ts'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  prettier,
);
