import { createHash } from 'node:crypto';
import { expect, test, type Download, type Page } from './fixtures';
import ts from 'typescript';
import { verifyJourney } from '../../scenarios/journey/verify';
import { freshMobile } from './helpers';

/**
 * The journey replay viewer of the simulator (web mode): screens recorded with rrweb and drawn at each
 * step, search, notes and bookmarks saved beside the chain, saving a recording as a scenario, and a long
 * journey whose step list stays small in the DOM.
 */

test.use({ viewport: { width: 1400, height: 900 }, isMobile: false, hasTouch: false });

// The simulator page runs its devtools panels and the whole app in a frame, about twice an app page's work: up to
// 25.5 s on a slow 2-core machine (issue 28), so twice the suite's 30 s limit.
test.describe.configure({ timeout: 60_000 });

async function openSimulator(page: Page) {
  await page.goto('./simulator/');
  await expect(page.getByLabel('Frame status')).toHaveText('App running');
  return page.frameLocator('iframe[title="App"]');
}

async function textOf(download: Download): Promise<string> {
  const chunks = await (await download.createReadStream()).toArray();
  return Buffer.concat(chunks).toString('utf8');
}

async function save(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await textOf(download) };
}

test('a journey recorded by hand keeps its screens, finds steps, and keeps notes and bookmarks when saved', async ({
  page,
}) => {
  const app = await openSimulator(page);
  await page.getByRole('tab', { name: /^Journey/ }).click();
  await page.getByRole('button', { name: 'Start recording' }).click();
  await app.locator('body').evaluate(() => {
    window.location.hash = '#/user/login';
  });
  await expect(app.getByRole('button', { name: 'Continuar con la app' })).toBeVisible();
  await app.getByRole('button', { name: 'Continuar con la app' }).click();
  await expect(app.getByRole('dialog', { name: 'Inicio de sesión de la app' })).toBeVisible();
  const mobile = freshMobile();
  await page.getByRole('tab', { name: /^Bridge/ }).click();
  await page.getByLabel('Mobile', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'Log in natively' }).click();
  await expect(page.getByLabel('Login state')).toHaveText(`Logged in as ${mobile}`);
  await page.getByRole('tab', { name: /^Journey/ }).click();
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByText(/^Chain verified: \d+ entries/)).toBeVisible();
  const steps = page.getByLabel('Journey steps');
  await expect(steps.getByRole('button', { name: /screen \(\d+ rrweb events\)/ }).first()).toBeVisible();

  // Search the screen text: the login page's button; a match jumps to its step and the screen shows it.
  await page.getByLabel('Search journey').fill('Continuar con la app');
  await expect(page.getByLabel('Search results')).toHaveText(/^\d+ matching steps/);
  const firstMatch = page.getByLabel('Matching steps').getByRole('button').first();
  const matchStep = /Step (\d+)/.exec((await firstMatch.textContent()) ?? '')?.[1] ?? '';
  await firstMatch.click();
  await expect(page.getByLabel('Step position')).toHaveText(new RegExp(`^Step ${matchStep} of`));
  const screen = page.getByLabel('Screen at this step').frameLocator('iframe');
  await expect(screen.getByText('Continuar con la app')).toBeVisible();
  // The replayed screen runs no script.
  await expect(page.getByLabel('Screen at this step').locator('iframe')).toHaveAttribute(
    'sandbox',
    'allow-same-origin',
  );

  // Step back to the start: before any screen was drawn, then forward again to a screen.
  await page.getByRole('button', { name: 'First step' }).click();
  await expect(page.getByText('No screen recorded up to this step.')).toBeVisible();
  await page.getByRole('button', { name: 'Next match' }).click();
  await expect(page.getByLabel('Step position')).toHaveText(new RegExp(`^Step ${matchStep} of`));

  // Search an event type and a bridge method: next and previous match move between the hits.
  await page.getByLabel('Search journey').fill('session/loggedIn');
  await page.getByRole('button', { name: 'Next match' }).click();
  await expect(page.getByLabel('Step detail').getByRole('heading', { level: 3 })).toContainText(
    'session/loggedIn',
  );
  await expect(page.getByLabel('Step detail')).not.toContainText(mobile);
  const loginStep =
    /Step (\d+)/.exec((await page.getByLabel('Step position').textContent()) ?? '')?.[1] ?? '';
  await page.getByLabel('Search journey').fill('toLogin');
  await expect(page.getByLabel('Search results')).toHaveText(/matching steps/);
  await page.getByRole('button', { name: 'Next match' }).click();
  await expect(page.getByLabel('Bridge messages')).toContainText('toLogin');

  // A note and a bookmark on the login step.
  await page.getByLabel('Jump to step').fill(loginStep);
  await page.getByRole('button', { name: 'Jump', exact: true }).click();
  await page.getByLabel('Note', { exact: true }).fill('Native login finished here');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByLabel('Notes on this step')).toContainText('Native login finished here');
  await page.getByRole('button', { name: 'Bookmark step' }).click();
  await expect(page.getByLabel('Bookmarks')).toContainText(`Go to step ${loginStep}`);
  // Notes are searched too.
  await page.getByLabel('Search journey').fill('native login finished');
  await expect(page.getByLabel('Matching steps')).toContainText(`Step ${loginStep}`);

  // Saved: the chain is untouched and verifies; the notes ride beside it. Reopened: they are back.
  const saved = await save(page, 'Save journey');
  const file = JSON.parse(saved.text) as Parameters<typeof verifyJourney>[0] & {
    annotations: { notes: { seq: number; text: string }[]; bookmarks: number[] };
  };
  expect(verifyJourney(file)).toMatchObject({ ok: true });
  expect(file.annotations.bookmarks).toEqual([Number(loginStep)]);
  expect(file.annotations.notes).toEqual([
    expect.objectContaining({ seq: Number(loginStep), text: 'Native login finished here' }),
  ]);
  expect(saved.text).not.toContain(mobile);

  await page.getByLabel('Open journey').setInputFiles({
    name: saved.name,
    mimeType: 'application/json',
    buffer: Buffer.from(saved.text),
  });
  await expect(page.getByText(/^Chain verified: \d+ entries/)).toBeVisible();
  await expect(page.getByLabel('Step position')).toHaveText(/^Step 0 of/);
  await page
    .getByLabel('Bookmarks')
    .getByRole('button', { name: `Go to step ${loginStep}` })
    .click();
  await expect(page.getByLabel('Step position')).toHaveText(new RegExp(`^Step ${loginStep} of`));
  await expect(page.getByLabel('Notes on this step')).toContainText('Native login finished here');

  // Saved as a scenario: a TypeScript file that parses, declaring the scenario with the routes and texts seen.
  const scenario = await save(page, 'Save as scenario');
  expect(scenario.name).toMatch(/\.scenario\.ts$/);
  const output = ts.transpileModule(scenario.text, {
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext },
  });
  expect(output.diagnostics ?? []).toEqual([]);
  expect(scenario.text).toContain('defineScenario(');
  const declared = JSON.parse(/defineScenario\(([\s\S]*)\);\s*$/.exec(scenario.text)?.[1] ?? 'null') as {
    start?: string;
    steps: Record<string, unknown>[];
  };
  expect(declared.steps).toContainEqual({ expectEvent: { type: 'session/loggedIn' } });
  expect(declared.steps).toContainEqual({ note: 'Native login finished here' });
  expect(JSON.stringify(declared)).toContain('/user/login');
});

// ---- a long journey, built here with the format's chain (sha256 over prev + canonical JSON) ----

function canon(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canon).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canon(record[k])}`).join(',')}}`;
}

function longJourney(count: number): string {
  const meta = {
    scenarioId: null,
    appVersion: '0.1.0',
    buildHash: 'e2e',
    locale: 'es',
    device: { model: 'moto e(7)' },
    seed: 1,
    startedAt: { virtual: 1_700_000_000_000, wall: 1_700_000_000_000 },
    masked: true,
  };
  const contents: { kind: string; data: unknown }[] = [
    { kind: 'note', data: { type: 'journey/started', meta } },
  ];
  for (let i = 1; i < count; i += 1) {
    const kinds = ['route', 'request', 'response', 'bridge-call', 'note'] as const;
    const kind = kinds[i % kinds.length]!;
    const data =
      kind === 'route'
        ? { path: `/page/${i}` }
        : kind === 'request'
          ? { method: 'GET', path: `/loan/item/${i}`, payload: null }
          : kind === 'response'
            ? { path: `/loan/item/${i - 1}`, status: 200, code: 0, data: { amount: i } }
            : kind === 'bridge-call'
              ? { id: `b${i}`, method: 'getDeviceInfo', params: {} }
              : { type: 'e2e/tick', text: `tick ${i}` };
    contents.push({ kind, data });
  }
  let prev = '0'.repeat(64);
  const entries = contents.map((content, seq) => {
    const at = meta.startedAt.virtual + seq * 1000;
    const hash = createHash('sha256')
      .update(prev + canon({ seq, at, kind: content.kind, data: content.data }), 'utf8')
      .digest('hex');
    const entry = { seq, at, kind: content.kind, data: content.data, prev, hash };
    prev = hash;
    return entry;
  });
  return JSON.stringify({ format: 'journey', version: 1, meta, entries, head: prev });
}

test('a 10,000-entry journey opens with a short step list in the DOM, and stepping and jumping keep it short', async ({
  page,
}) => {
  await openSimulator(page);
  await page.getByRole('tab', { name: /^Journey/ }).click();
  await page.getByLabel('Open journey').setInputFiles({
    name: 'long.journey.json',
    mimeType: 'application/json',
    buffer: Buffer.from(longJourney(10_001)),
  });
  await expect(page.getByText('Chain verified: 10001 entries')).toBeVisible();
  const rows = page.getByLabel('Journey steps').getByRole('listitem');
  expect(await rows.count()).toBeLessThan(80);
  await expect(rows.first()).toHaveAttribute('aria-setsize', '10001');

  await page.getByLabel('Jump to step').fill('9000');
  await page.getByRole('button', { name: 'Jump', exact: true }).click();
  await expect(page.getByLabel('Step position')).toHaveText('Step 9000 of 10000');
  const selected = page.getByLabel('Journey steps').getByRole('button', { name: /^#9000 / });
  await expect(selected).toBeVisible();
  await expect(selected).toHaveAttribute('aria-current', 'step');
  for (let i = 1; i <= 5; i += 1) {
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(page.getByLabel('Step position')).toHaveText(`Step ${9000 + i} of 10000`);
  }
  await expect(page.getByLabel('Journey steps').getByRole('button', { name: /^#9005 / })).toBeVisible();
  expect(await rows.count()).toBeLessThan(80);

  // Search over the whole journey, then jump to a far match.
  await page.getByLabel('Search journey').fill('/loan/item/4321');
  await expect(page.getByLabel('Search results')).toHaveText(/^2 matching steps/);
  await page.getByLabel('Matching steps').getByRole('button').first().click();
  await expect(page.getByLabel('Step position')).toHaveText(/^Step 432\d of 10000/);
  await expect(page.getByLabel('Step detail')).toContainText('/loan/item/4321');
  expect(await rows.count()).toBeLessThan(80);
});
