import { expect, test, type Locator, type Page } from './fixtures';
import { loginAsNewBorrower, readSmsCode } from './helpers';

/** What the spec reads of the mock build's window (the mock world and the app's store). */
type TestWindow = {
  __cuotaMock?: { world: { findUser(mobile: string): unknown } };
  __cuotaApp?: { store: { getState(): { session: { loggedIn: boolean } } } };
};

/** The known borrower of the registered-borrower and borrower-with-open-loan presets. */
const KNOWN_MOBILE = '5512345678';

/** Logs in through the login page in a world built from `preset` (kept in the URL's query). */
async function loginInPreset(page: Page, preset: string, mobile: string): Promise<void> {
  await page.goto(`./?preset=${preset}#/user/login`);
  await page.getByLabel('Número de celular').fill(mobile);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByLabel('Código de verificación').fill(await readSmsCode(page));
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sesión iniciada' })).toBeVisible();
}

/** Goes to a hash route in the same document (the mock world and its preset stay). */
async function openRoute(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
}

test('account deletion is refused while a loan is unpaid, with the reason', async ({ page }) => {
  await loginInPreset(page, 'borrower-with-open-loan', KNOWN_MOBILE);
  await openRoute(page, '/user_center/delete_account');
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Aún no puedes eliminar tu cuenta');
  await expect(refusal).toContainText('Tienes un préstamo sin pagar');
  await expect(page.getByRole('button', { name: 'Enviar código' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar mi cuenta' })).toHaveCount(0);
  expect(
    await page.evaluate(
      (m) => (window as unknown as TestWindow).__cuotaMock?.world.findUser(m) !== undefined,
      KNOWN_MOBILE,
    ),
  ).toBe(true);
});

test('account deletion without open loans clears every local value and the event log', async ({ page }) => {
  const mobile = await loginAsNewBorrower(page);
  await page.goto('./#/me');
  await page.getByRole('link', { name: 'Configuración' }).click();
  await page.getByRole('link', { name: 'Eliminar cuenta' }).click();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('button', { name: /Reenviar en \d+ s/ })).toBeDisabled();
  const code = await readSmsCode(page);
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, eliminar' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Tu cuenta fue eliminada' })).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible();
  // Spec section 3's values (under their own names) and the app's own (under `cuota:`) are all gone.
  const left = await page.evaluate(() => Object.keys(window.localStorage));
  expect(left.filter((key) => key.startsWith('cuota:'))).toEqual([]);
  expect(
    left.filter((key) =>
      ['token', 'userInfo', 'adTimes', 'lastRefreshTime', 'popEvaluateTime'].includes(key),
    ),
  ).toEqual([]);
  expect(
    await page.evaluate(
      (m) => (window as unknown as TestWindow).__cuotaMock?.world.findUser(m) === undefined,
      mobile,
    ),
  ).toBe(true);
  expect(
    await page.evaluate(
      () => (window as unknown as TestWindow).__cuotaApp?.store.getState().session.loggedIn,
    ),
  ).toBe(false);
});

test('FAQ items expand to the answer with the product terms', async ({ page }) => {
  await page.goto('./#/user_center/faq');
  const question = page.getByText('¿Cuánto puedo pedir y a qué plazo?');
  const answer = page.getByText(/De \$1,000 a \$30,000,/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await page.getByText('¿Puedo pedir una prórroga?').click();
  await expect(page.getByText(/verás la comisión y la nueva fecha de pago/)).toBeVisible();
});

test('copying the customer-service e-mail says "Copiado"', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./#/user_center/customer_services');
  await expect(page.getByRole('link', { name: 'soporte@cuota.mx' })).toBeVisible();
  await expect(page.getByText('De 9:00 a 18:00 (hora del centro de México)')).toBeVisible();
  await page.getByRole('button', { name: 'Copiar correo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('soporte@cuota.mx');
  await page.getByRole('link', { name: 'Ir a mis solicitudes' }).click();
  await expect(page).toHaveURL(/#\/feedback\/feedback_list/);
});

test('/yx3: the phone typed on the landing leads into login with the number filled in', async ({ page }) => {
  await page.goto('./#/yx3');
  await expect(
    page.getByText(/CAT \d+\.\d% sin IVA\. Para fines informativos y de comparación\./),
  ).toBeVisible();
  await page.getByLabel('Número de celular').fill('123');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('El número debe tener 10 dígitos y no empezar con 0 ni 1')).toBeVisible();
  await page.getByLabel('Número de celular').fill('+52 55 8765 4321');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/#\/user\/login\?mobile=5587654321$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByLabel('Número de celular')).toHaveValue('5587654321');
});

test('/advert: at most two ad refreshes a day, counted in adTimes, also after a reload', async ({ page }) => {
  await page.goto('./#/advert');
  const title = page.getByRole('heading', { level: 2 });
  await expect(title).toHaveText('Paga a tiempo y evita cargos por atraso');
  const refresh = page.getByRole('button', { name: 'Ver otra promoción' });
  await refresh.click();
  await expect(title).toHaveText('Consulta tu préstamo desde la app Cuota');
  await refresh.click();
  await expect(title).toHaveText('Atención al cliente de 9:00 a 18:00');
  await expect(page.getByText('Ya viste las 2 promociones nuevas de hoy. Vuelve mañana.')).toBeVisible();
  await expect(refresh).toBeDisabled();
  const adTimes = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('adTimes') ?? 'null') as unknown,
  );
  expect(adTimes).toMatchObject({ todayRefreshTimes: 2, counters: { open: 1, refresh: 2 } });

  await page.reload();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByText('Ya viste las 2 promociones nuevas de hoy. Vuelve mañana.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver otra promoción' })).toBeDisabled();
});

/** Each screen of this issue, with what shows once its content has loaded. */
const SCREENS: ReadonlyArray<{ route: string; ready: (page: Page, lang: 'es' | 'en') => Locator }> = [
  { route: '/me', ready: (p, l) => p.getByRole('link', { name: l === 'es' ? 'Configuración' : 'Settings' }) },
  {
    route: '/user_center/settings',
    ready: (p, l) => p.getByRole('link', { name: l === 'es' ? 'Eliminar cuenta' : 'Delete account' }),
  },
  { route: '/user_center/language', ready: (p) => p.getByLabel('English') },
  { route: '/user_center/about_us', ready: (p) => p.getByText(/^CAT /) },
  { route: '/user_center/faq', ready: (p) => p.locator('details').first() },
  {
    route: '/user_center/customer_services',
    ready: (p) => p.getByRole('link', { name: 'soporte@cuota.mx' }),
  },
  {
    route: '/user_center/open_app',
    ready: (p, l) => p.getByRole('link', { name: l === 'es' ? 'Descargar la app' : 'Download the app' }),
  },
  {
    route: '/user_center/delete_account',
    ready: (p, l) => p.getByRole('button', { name: l === 'es' ? 'Enviar código' : 'Send code' }),
  },
  { route: '/privacy_policy', ready: (p) => p.getByRole('heading', { level: 2 }).last() },
  { route: '/terms_of_service', ready: (p) => p.getByRole('heading', { level: 2 }).last() },
  { route: '/yx1', ready: (p) => p.getByText(/^CAT /) },
  { route: '/yx2', ready: (p) => p.getByText(/^CAT /) },
  { route: '/yx3', ready: (p, l) => p.getByRole('button', { name: l === 'es' ? 'Continuar' : 'Continue' }) },
  {
    route: '/advert',
    ready: (p, l) =>
      p.getByRole('button', { name: l === 'es' ? 'Ver otra promoción' : 'See another promotion' }),
  },
  { route: '/pd_pop', ready: (p) => p.getByText(/^CAT /) },
  { route: '/pop', ready: (p, l) => p.getByRole('button', { name: l === 'es' ? 'Entendido' : 'Got it' }) },
];

/** Lines that are the same in both languages by nature: names, the e-mail, the language names, no words. */
// The version line (`2.4.1 · web <build id>`) names a build, the same in every language.
const SAME_IN_BOTH = /^(Cuota|English|Español|soporte@cuota\.mx|(\S+ · )?web [0-9a-z]+|[^\p{L}]*)$/u;

/** Every line of text the screen shows, FAQ answers and other closed parts opened. */
async function visibleLines(page: Page, route: string, ready: Locator): Promise<string[]> {
  await openRoute(page, route);
  await expect(ready).toBeVisible();
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  const text = await page.locator('main').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

test('switching to English changes every visible text of these screens', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAsNewBorrower(page);
  const spanish = new Map<string, string[]>();
  for (const screen of SCREENS) {
    const lines = await visibleLines(page, screen.route, screen.ready(page, 'es'));
    // A screen that showed next to nothing would make the comparison below vacuous.
    expect(lines.length, screen.route).toBeGreaterThan(3);
    spanish.set(screen.route, lines);
  }

  await openRoute(page, '/user_center/language');
  await page.getByLabel('English').check();
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();

  for (const screen of SCREENS) {
    const english = await visibleLines(page, screen.route, screen.ready(page, 'en'));
    const leftovers = english.filter(
      (line) => spanish.get(screen.route)!.includes(line) && !SAME_IN_BOTH.test(line),
    );
    expect({ route: screen.route, leftovers }).toEqual({ route: screen.route, leftovers: [] });
  }
});
