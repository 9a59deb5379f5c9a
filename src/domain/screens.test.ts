import { PATHS, PROTECTED_PATHS, REDIRECTS, TAB_PATHS } from './paths';
import { ROUTES, routesWith, type RouteName, type RoutesWith, type SCREENS } from './screens';

// prettier-ignore
test('the paths are spec section 2 routes, spelled as the native app links to them', () => {
  expect(Object.values(PATHS).sort()).toEqual(
    [
      '/', '/records', '/me', '/bank_account', '/bank_account/add_bankcard', '/auth',
      '/auth/id_card_authentication', '/auth/id_card_facial', '/auth/personal_infomation',
      '/auth/additionalInfomation', '/auth/emergency_contact', '/auth/loan_question', '/borrow',
      '/borrow/to_borrow', '/borrow/product_details', '/repay', '/repay/repay_detail',
      '/repay/exhibition_period_detail', '/repay/cashier', '/user_center', '/user_center/customer_services',
      '/user_center/settings', '/user_center/about_us', '/user_center/faq', '/user_center/language',
      '/user_center/open_app', '/user_center/delete_account', '/user/login', '/privacy_policy',
      '/terms_of_service', '/pd_pop', '/pop', '/yx1', '/yx2', '/yx3', '/feedback', '/feedback/feedback_list',
      '/feedback/add_feedback', '/feedback/feedbackDetail', '/feedback/feedback_faq', '/feedback/feedback_result',
      '/deal', '/deal/review', '/deal/review_quota', '/deal/lending', '/deal/reject', '/advert',
    ].sort(),
  );
  expect(new Set(Object.values(PATHS)).size).toBe(ROUTES.length);
  for (const [name, row] of ROUTES) expect(PATHS[name]).toBe(row.path);
});

test('the parents redirect as spec section 2 says, each to a screen', () => {
  // Checked by the type checker: a redirect names a route of the table.
  expectTypeOf<(typeof SCREENS)[RoutesWith<'redirect'>]['redirect']>().toExtend<RouteName>();
  expect(REDIRECTS).toEqual({
    '/bank_account': '/bank_account/add_bankcard',
    '/auth': '/auth/personal_infomation',
    '/borrow': '/',
    '/repay': '/',
    '/user_center': '/user_center/settings',
    '/feedback': '/feedback/feedback_list',
    '/deal': '/deal/review',
  });
  for (const [, row] of ROUTES) expect(row.screen === undefined).toBe(row.redirect !== undefined);
});

test('the guarded routes are those of spec section 6, and the tab bar has home, records and me', () => {
  expect([...PROTECTED_PATHS].sort()).toEqual(
    [
      PATHS.toBorrow,
      PATHS.personalInfomation,
      PATHS.bankAccount,
      PATHS.addBankCard,
      PATHS.idCardAuthentication,
    ].sort(),
  );
  expect(TAB_PATHS).toEqual([PATHS.home, PATHS.records, PATHS.me]);
});

test('a code opens one screen at most: a step is opened by its own code alone', () => {
  const codes = ROUTES.flatMap(([, row]) => row.progress ?? []);
  expect(new Set(codes).size).toBe(codes.length);
  for (const step of routesWith('step')) expect(codes).not.toContain(step);
});
