import { expect, test, type Page } from './fixtures';
import { EXTERNAL_HOME, loginAsNewBorrower } from './helpers';

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

test.describe('every route of spec section 2, logged out', () => {
  for (const [from, landsOn, heading] of PUBLIC_ROUTES) {
    test(`${from} lands on ${landsOn}`, async ({ page }) => {
      await page.goto(`./#${from}`);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      expect(hashPath(page)).toBe(landsOn);
    });
  }

  for (const [from] of PROTECTED_ROUTES) {
    test(`${from} needs a token: goes to the login page and remembers where to return`, async ({ page }) => {
      await page.goto(`./#${from}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
      expect(hashPath(page)).toBe('/user/login');
      expect(decodeURIComponent(new URL(page.url()).hash)).toContain(`redirect=${from}`);
    });
  }

  for (const unknown of ['/nope', '/auth/nope', '/user', '/personal_infomation']) {
    test(`unknown path ${unknown} goes to the external home page`, async ({ page }) => {
      await page.route(`${EXTERNAL_HOME}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Cuota external home</h1>' }),
      );
      await page.goto(`./#${unknown}`);
      await page.waitForURL(`${EXTERNAL_HOME}**`);
      await expect(page.getByRole('heading', { name: 'Cuota external home' })).toBeVisible();
    });
  }
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
