import { expect, test, type Page } from './fixtures';
import { EXTERNAL_HOME, loginAsNewBorrower } from './helpers';
import { leaveAndClearStorage, stepEach } from './route-states';

/** Every route of spec section 2: where it lands (hash path) and the heading the borrower sees. */
const PUBLIC_ROUTES: Array<[from: string, landsOn: string, heading: string]> = [
  ['/', '/', 'Cuota'],
  ['/records', '/records', 'Mis préstamos'],
  ['/me', '/me', 'Mi cuenta'],
  ['/auth/id_card_facial', '/auth/id_card_facial', 'Reconocimiento facial'],
  ['/auth/additionalInfomation', '/auth/additionalInfomation', 'Información laboral'],
  ['/auth/emergency_contact', '/auth/emergency_contact', 'Contactos de emergencia'],
  ['/auth/loan_question', '/auth/loan_question', 'Historial crediticio'],
  ['/borrow', '/', 'Cuota'],
  ['/borrow/product_details', '/borrow/product_details', 'Detalles del préstamo'],
  ['/repay', '/', 'Cuota'],
  ['/repay/repay_detail', '/repay/repay_detail', 'Detalle de pago'],
  ['/repay/exhibition_period_detail', '/repay/exhibition_period_detail', 'Prórroga'],
  ['/repay/cashier', '/repay/cashier', 'Pagar'],
  ['/user_center', '/user_center/settings', 'Configuración'],
  ['/user_center/customer_services', '/user_center/customer_services', 'Atención al cliente'],
  ['/user_center/settings', '/user_center/settings', 'Configuración'],
  ['/user_center/about_us', '/user_center/about_us', 'Acerca de nosotros'],
  ['/user_center/faq', '/user_center/faq', 'Preguntas frecuentes'],
  ['/user_center/language', '/user_center/language', 'Idioma'],
  ['/user_center/open_app', '/user_center/open_app', 'Abrir la app'],
  ['/user/login', '/user/login', 'Iniciar sesión'],
  ['/privacy_policy', '/privacy_policy', 'Aviso de privacidad'],
  ['/terms_of_service', '/terms_of_service', 'Términos y condiciones'],
  ['/pd_pop', '/pd_pop', 'Aviso'],
  ['/pop', '/pop', 'Aviso'],
  ['/yx1', '/yx1', 'Préstamos personales Cuota'],
  ['/yx2', '/yx2', 'Préstamos personales Cuota'],
  ['/yx3', '/yx3', 'Préstamos personales Cuota'],
  ['/feedback', '/feedback/feedback_list', 'Mis solicitudes'],
  ['/feedback/feedback_list', '/feedback/feedback_list', 'Mis solicitudes'],
  ['/feedback/add_feedback', '/feedback/add_feedback', 'Nueva solicitud'],
  ['/feedback/feedbackDetail', '/feedback/feedbackDetail', 'Detalle de la solicitud'],
  ['/feedback/feedback_faq', '/feedback/feedback_faq', 'Ayuda'],
  ['/feedback/feedback_result', '/feedback/feedback_result', 'Solicitud enviada'],
  ['/deal', '/deal/review', 'En revisión'],
  ['/deal/review', '/deal/review', 'En revisión'],
  ['/deal/review_quota', '/deal/review_quota', 'Revisión de cupo'],
  ['/deal/lending', '/deal/lending', 'Desembolso en curso'],
  ['/deal/reject', '/deal/reject', 'Solicitud rechazada'],
  ['/advert', '/advert', 'Promoción'],
];

/** Spec section 6: these need a token (and account deletion, which acts on the logged-in account). */
const PROTECTED_ROUTES: Array<[from: string, landsOn: string, heading: string]> = [
  ['/user_center/delete_account', '/user_center/delete_account', 'Eliminar cuenta'],
  ['/borrow/to_borrow', '/borrow/to_borrow', 'Solicitar préstamo'],
  ['/auth', '/auth/personal_infomation', 'Información personal'],
  ['/auth/personal_infomation', '/auth/personal_infomation', 'Información personal'],
  ['/bank_account', '/bank_account/add_bankcard', 'Cuenta bancaria'],
  ['/bank_account/add_bankcard', '/bank_account/add_bankcard', 'Cuenta bancaria'],
  ['/auth/id_card_authentication', '/auth/id_card_authentication', 'Identificación oficial'],
];

const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];

/**
 * Opens the app cold at a deep link: after the previous route of the test (`previous`), a blank page of the app's
 * origin whose storage was leak-scanned and emptied, then a document load of the app (not a hash change in a
 * running app), as in a new browser context.
 */
async function openCold(page: Page, from: string, previous: string | undefined) {
  if (previous !== undefined) await leaveAndClearStorage(page, `the deep link ${previous}`);
  const response = await page.goto(`./#${from}`);
  expect(response, `${from} is a document load of the app`).not.toBeNull();
}

// The routes share a test in groups, one step and one cold start each (a new browser context per route and the
// fixtures' set-up cost as much as the route itself): 1-3.7 s a route, 20-27 s a group of ten beside a second
// worker on a 2-core machine at a load average of 15. Each route has 20 s, a group 90 s: under half of each.
const GROUP = 10;
const ROUTE_TIMEOUT = 20_000;

test.describe('every route of spec section 2, logged out', () => {
  test.describe.configure({ timeout: 90_000 });

  for (let first = 0; first < PUBLIC_ROUTES.length; first += GROUP) {
    const group = PUBLIC_ROUTES.slice(first, first + GROUP);
    const last = first + group.length;
    test(`routes ${first + 1}-${last} of ${PUBLIC_ROUTES.length} (${group[0]![0]} to ${group.at(-1)![0]}), each opened cold, land on their screens`, async ({
      page,
    }) => {
      await stepEach(
        group,
        ([from, landsOn]) => `${from} lands on ${landsOn}`,
        ROUTE_TIMEOUT,
        async ([from, landsOn, heading], index) => {
          await openCold(page, from, group[index - 1]?.[0]);
          await expect
            .soft(page.getByRole('heading', { level: 1, name: heading, exact: true }), `${from}: heading`)
            .toBeVisible();
          expect.soft(hashPath(page), `${from} lands on`).toBe(landsOn);
        },
      );
    });
  }

  test('each protected route, opened cold, needs a token: goes to the login page and remembers where to return', async ({
    page,
  }) => {
    const routes = PROTECTED_ROUTES.map(([from]) => from);
    await stepEach(
      routes,
      (from) => `${from} needs a token`,
      ROUTE_TIMEOUT,
      async (from, index) => {
        await openCold(page, from, routes[index - 1]);
        await expect
          .soft(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }), `${from}: login heading`)
          .toBeVisible();
        expect.soft(hashPath(page), `${from} goes to`).toBe('/user/login');
        expect
          .soft(decodeURIComponent(new URL(page.url()).hash), `${from} is remembered`)
          .toContain(`redirect=${from}`);
      },
    );
  });

  test('each unknown path, opened cold, goes to the external home page', async ({ page }) => {
    await page.route(`${EXTERNAL_HOME}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Cuota external home</h1>' }),
    );
    const unknown = ['/nope', '/auth/nope', '/user', '/personal_infomation'];
    await stepEach(
      unknown,
      (path) => `unknown path ${path}`,
      ROUTE_TIMEOUT,
      async (path, index) => {
        await openCold(page, path, unknown[index - 1]);
        await page.waitForURL(`${EXTERNAL_HOME}**`);
        await expect
          .soft(page.getByRole('heading', { name: 'Cuota external home' }), `${path}: external home`)
          .toBeVisible();
      },
    );
  });
});

test('with a token, every protected route opens its own screen', async ({ page }) => {
  // A login, then seven screens each loaded afresh: 15.0 s of 30 beside a second worker on a slow 2-core
  // machine (issue 28), so twice that.
  test.setTimeout(60_000);
  await loginAsNewBorrower(page);
  for (const [from, landsOn, heading] of PROTECTED_ROUTES) {
    await page.goto(`./#${from}`);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    expect(hashPath(page)).toBe(landsOn);
  }
});

test('the tab bar shows on Home, Records and Me only', async ({ page }) => {
  await page.goto('./#/');
  const tabs = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(tabs).toBeVisible();
  await tabs.getByRole('link', { name: 'Préstamos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis préstamos' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  await page.getByRole('link', { name: 'Configuración' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  await expect(tabs).toHaveCount(0);
});

test('when the app itself cannot be downloaded, the page says so and a retry loads it', async ({ page }) => {
  let offline = true;
  await page.route(/\/assets\/app-[^/]*\.js$/, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('./#/');
  await expect(page.getByRole('alert')).toContainText('No pudimos cargar Cuota. Revisa tu conexión');
  offline = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuota' })).toBeVisible();
});
