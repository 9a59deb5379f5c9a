import { readFileSync } from 'node:fs';
import { runByTestScript } from '../../scripts/readme-coverage';

// The README's `npm run X` counts as run by `npm test` only when scripts/test.sh runs it as written, or runs each
// of its parts while the script is exactly those parts (decision 0059: `lint` runs as `lint:format` beside the
// type check and `lint:code` on the other core).
const SCRIPTS = { lint: 'npm run --silent lint:format && npm run --silent lint:code' };

test('a script test.sh spells out counts; a longer name that starts with it does not', () => {
  expect(runByTestScript('budget', 'run_step budget npm run --silent budget\n', SCRIPTS)).toBe(true);
  expect(runByTestScript('build', 'run_step b npm run --silent build:mock -- x\n', SCRIPTS)).toBe(false);
  expect(runByTestScript('test:e2e', 'run_step e2e env CI=true npm run --silent test:e2e\n', SCRIPTS)).toBe(
    true,
  );
});

test('lint counts when test.sh runs both its parts and the script is just those parts', () => {
  const both =
    '"npm run --silent typecheck && npm run --silent lint:format" lint "npm run --silent lint:code -- x"';
  expect(runByTestScript('lint', both, SCRIPTS)).toBe(true);
  expect(runByTestScript('lint', '"npm run --silent lint:format"', SCRIPTS)).toBe(false);
  expect(runByTestScript('lint', both, { lint: 'npm run --silent lint:format' })).toBe(false);
  expect(
    runByTestScript('lint', both, {
      lint: 'eslint . && npm run --silent lint:format && npm run --silent lint:code',
    }),
  ).toBe(false);
});

test("this repository's test.sh and package.json run every part of npm run lint", () => {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  expect(runByTestScript('lint', readFileSync('scripts/test.sh', 'utf8'), scripts)).toBe(true);
});
