import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runJourneyCommand } from '../../scripts/journey';
import { serializeJourney } from '../../scenarios/journey/format';
import {
  LOW_FEE_PRODUCT,
  SPEC_PRODUCT,
  borrowJourney,
  permissionCall,
} from '../../scenarios/compliance/review-fixtures';
import { expect, test } from './fixtures';

/**
 * The release page of `npm run journey -- review-all` (issue 33) in a real browser, opened from disk as a
 * reviewer opens it: the matrix is a table with row and column headers, and a cell opens the journey's own
 * report at the step it names.
 */

test.use({ viewport: { width: 1400, height: 900 }, isMobile: false, hasTouch: false });

let dir = '';

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'release-report-'));
  const quiet = { log: () => undefined, error: () => undefined };
  const cli = (...argv: string[]) => runJourneyCommand(argv, quiet);
  expect(cli('keygen', '--out', dir, '--name', 'qa-e2e')).toBe(0);
  const journeys = {
    confirmed: borrowJourney(LOW_FEE_PRODUCT, { confirm: true }),
    'spec-terms': borrowJourney(SPEC_PRODUCT),
    asked: borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) => r.record('bridge-call', permissionCall('w9', 'contacts', true)),
    }),
  };
  for (const [name, file] of Object.entries(journeys)) {
    const path = join(dir, `${name}.journey.json`);
    writeFileSync(path, serializeJourney(file));
    expect(cli('sign', path, '--key', join(dir, 'qa-e2e.key.json'))).toBe(0);
  }
  // Exit 1: item 3 fails in spec-terms (and the three journeys leave items unreached).
  expect(
    cli(
      'review-all',
      dir,
      '--key',
      join(dir, 'qa-e2e.pub.json'),
      '--html',
      join(dir, 'site', 'release.html'),
    ),
  ).toBe(1);
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a matrix cell opens the journey’s report at the step the item names', async ({ page }) => {
  await page.goto(pathToFileURL(join(dir, 'site', 'release.html')).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Release compliance review: /);
  await expect(page.getByRole('status')).toHaveText(/^RELEASE FAILS \(exit 1\)/);

  const matrix = page.getByRole('table', { name: 'Checklist items (rows) by journeys (columns)' });
  const columns = matrix.getByRole('columnheader');
  await expect(columns).toHaveText([/^Item$/, /^asked/, /^confirmed/, /^spec-terms/]);
  await expect(columns.nth(3)).toContainText('SIGNED by "qa-e2e"');

  // Item 3 (net disbursed and tax): the spec's maximum terms fail it at step 6.
  const row = matrix
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^3\. Net disbursed is positive/ }) });
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(3);
  await expect(cells.nth(2)).toHaveText('FAIL #6');
  // The items no journey reached come first.
  await expect(matrix.getByRole('rowheader').first()).toHaveText(/^GAP \d+\. /);

  await cells.nth(2).getByRole('link').click();
  await expect(page).toHaveURL(/\/site\/spec-terms\.html#step-6$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Compliance review: /);
  const target = page.locator(':target');
  await expect(target).toHaveText('#6');
  await expect(target).toHaveId('step-6');
  await expect(target).toBeInViewport();
  // The step is named first by the checklist (the page's first table), where the anchor is.
  await expect(page.getByRole('table').first().getByRole('row').filter({ has: target })).toHaveCount(1);
});

test('a finding links each place it occurs to that journey’s report at the step', async ({ page }) => {
  await page.goto(pathToFileURL(join(dir, 'site', 'release.html')).href);
  const finding = page.getByRole('listitem').filter({ hasText: 'Requested the contacts permission' });
  await expect(finding).toContainText('In 1 place(s): asked step 7');
  await finding.getByRole('link', { name: 'asked step 7' }).click();
  await expect(page).toHaveURL(/\/site\/asked\.html#step-7$/);
  await expect(page.locator(':target')).toBeInViewport();
});
