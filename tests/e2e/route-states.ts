import { expect, test, type Locator, type Page } from '@playwright/test';
import { findLeaks } from '../../scenarios/runner/leak-scan';
import { PATHS, REDIRECTS, type RouteName } from '../../src/domain/paths';
import { routesWith } from '../../src/domain/screens';
import { openAsPresetBorrower } from './session';

/** The two languages of the app (Spanish is the default). */
export type Language = 'es' | 'en';
export const LANGUAGES: readonly Language[] = ['es', 'en'];

/** Texts the states below press, in each language (what a borrower reads). */
const T = {
  es: {
    back: 'Atrás',
    amount: /Monto \(MXN/,
    continue: 'Continuar',
    terms: /He leído y acepto/,
    confirm: 'Confirmar préstamo',
  },
  en: {
    back: 'Back',
    amount: /Amount \(MXN/,
    continue: 'Continue',
    terms: /I have read and accept/,
    confirm: 'Confirm loan',
  },
} as const;

/**
 * One screen in a state where its real content shows: how to get there, and what proves the content is
 * there (not a spinner, not an empty fallback).
 */
export interface RouteState {
  /** Short name for test titles. */
  label: string;
  open(page: Page, language: Language): Promise<void>;
  /** The screen's own content, visible once it has loaded. */
  content(page: Page): Locator;
  /** Optional: a dialog, sheet or popup opened on the screen, checked as a second state. */
  overlay?: { label: string; open(page: Page, language: Language): Promise<Locator> };
}

/** Opens a route logged out, in a language. */
function loggedOut(path: string) {
  return async (page: Page, language: Language) => {
    await page.addInitScript((lang) => {
      if (window.sessionStorage.getItem('cuota-e2e:language')) return;
      window.sessionStorage.setItem('cuota-e2e:language', '1');
      window.localStorage.setItem('language', lang);
    }, language);
    await page.goto(`./#${path}`);
  };
}

/** Opens a route as the preset's known borrower, logged in. */
function asBorrower(preset: string, path: string, presetOptions?: Record<string, unknown>) {
  return (page: Page, language: Language) =>
    openAsPresetBorrower(page, { preset, path, presetOptions, language });
}

/** The application step whose progress code is next (application-in-progress preset). */
const atStep = (progress: number, path: string) => asBorrower('application-in-progress', path, { progress });

const main = (page: Page) => page.locator('main');
const form = (page: Page) => page.locator('main form').first();

/** The retention popup of spec section 2: pressing back on an application step. */
const retentionPopup = {
  label: 'retention popup',
  async open(page: Page, language: Language) {
    await page.getByRole('button', { name: T[language].back, exact: true }).click();
    return page.getByRole('dialog');
  },
};

/** The first option sheet of the step's form. */
const optionSheet = {
  label: 'option sheet',
  async open(page: Page) {
    await page.locator('main form button[aria-haspopup="dialog"]').first().click();
    return page.getByRole('dialog');
  },
};

/** Every screen route of spec section 2 (the parents that only redirect land on one of these). */
export const ROUTE_STATES: Partial<Record<RouteName, RouteState>> = {
  home: {
    label: 'quota granted',
    open: asBorrower('quota-granted', PATHS.home),
    content: (p) => p.locator('main a[href="#/borrow/to_borrow"]'),
  },
  records: {
    label: 'a loan being repaid',
    open: asBorrower('repaying', PATHS.records),
    content: (p) => p.locator('main article').first(),
  },
  me: {
    label: 'logged in',
    open: asBorrower('registered-borrower', PATHS.me),
    content: (p) => p.locator('main a[href="#/user_center/settings"]'),
  },
  addBankCard: {
    label: 'bank step',
    open: atStep(35, PATHS.addBankCard),
    content: form,
    overlay: retentionPopup,
  },
  idCardAuthentication: {
    label: 'document step',
    open: atStep(10, PATHS.idCardAuthentication),
    content: (p) => p.locator('main section.card').first(),
    overlay: retentionPopup,
  },
  idCardFacial: {
    label: 'face step',
    open: atStep(15, PATHS.idCardFacial),
    content: main,
    overlay: retentionPopup,
  },
  personalInfomation: {
    label: 'personal step',
    open: atStep(20, PATHS.personalInfomation),
    content: form,
    overlay: optionSheet,
  },
  additionalInfomation: {
    label: 'work step',
    open: atStep(25, PATHS.additionalInfomation),
    content: form,
    overlay: optionSheet,
  },
  emergencyContact: {
    label: 'contacts step',
    open: atStep(30, PATHS.emergencyContact),
    content: form,
    overlay: optionSheet,
  },
  loanQuestion: {
    label: 'credit history step',
    open: atStep(5, PATHS.loanQuestion),
    content: form,
    overlay: retentionPopup,
  },
  toBorrow: { label: 'quota granted', open: asBorrower('quota-granted', PATHS.toBorrow), content: form },
  productDetails: {
    label: 'a draft loan',
    async open(page, language) {
      await asBorrower('quota-granted', PATHS.toBorrow)(page, language);
      await page.getByLabel(T[language].amount).fill('3000');
      await page.getByRole('button', { name: T[language].continue }).click();
    },
    content: (p) => p.locator('main [data-claim="totalRepay"]').first(),
    overlay: {
      label: 'confirmation dialog',
      async open(page, language) {
        await page.getByRole('checkbox', { name: T[language].terms }).check();
        await page.getByRole('button', { name: T[language].confirm }).click();
        return page.getByRole('dialog');
      },
    },
  },
  repayDetail: {
    label: 'overdue loan',
    open: asBorrower('overdue', PATHS.repayDetail),
    content: (p) => p.locator('main [data-claim="totalRepayment"]'),
  },
  exhibitionPeriodDetail: {
    label: 'a loan being repaid',
    open: asBorrower('repaying', PATHS.exhibitionPeriodDetail),
    content: (p) => p.locator('main [data-claim="extensionFee"]'),
  },
  cashier: {
    label: 'a loan being repaid',
    open: asBorrower('repaying', PATHS.cashier),
    content: (p) => p.locator('main input').first(),
  },
  customerServices: {
    label: 'logged in',
    open: asBorrower('registered-borrower', PATHS.customerServices),
    content: main,
  },
  settings: { label: 'logged in', open: asBorrower('registered-borrower', PATHS.settings), content: main },
  aboutUs: { label: 'logged out', open: loggedOut(PATHS.aboutUs), content: main },
  faq: {
    label: 'logged out',
    open: loggedOut(PATHS.faq),
    content: (p) => p.locator('main details summary').first(),
    overlay: {
      label: 'an answer opened',
      async open(page) {
        await page.locator('main details summary').first().click();
        return page.locator('main details[open]').first();
      },
    },
  },
  language: {
    label: 'logged in',
    open: asBorrower('registered-borrower', PATHS.language),
    content: (p) => p.getByRole('radio').first(),
  },
  openApp: { label: 'logged out', open: loggedOut(PATHS.openApp), content: main },
  deleteAccount: {
    label: 'logged in',
    open: asBorrower('registered-borrower', PATHS.deleteAccount),
    content: main,
  },
  login: { label: 'logged out', open: loggedOut(PATHS.login), content: form },
  privacyPolicy: { label: 'logged out', open: loggedOut(PATHS.privacyPolicy), content: main },
  termsOfService: { label: 'logged out', open: loggedOut(PATHS.termsOfService), content: main },
  pdPop: { label: 'logged out', open: loggedOut(PATHS.pdPop), content: main },
  pop: { label: 'logged out', open: loggedOut(PATHS.pop), content: main },
  yx1: { label: 'logged out', open: loggedOut(PATHS.yx1), content: main },
  yx2: { label: 'logged out', open: loggedOut(PATHS.yx2), content: main },
  yx3: { label: 'logged out', open: loggedOut(PATHS.yx3), content: (p) => p.locator('main input').first() },
  feedbackList: {
    label: 'three threads',
    open: asBorrower('borrower-with-feedback', PATHS.feedbackList),
    content: (p) => p.locator('main a[href*="feedbackDetail"]').first(),
  },
  addFeedback: {
    label: 'logged in',
    open: asBorrower('borrower-with-feedback', PATHS.addFeedback),
    content: form,
  },
  feedbackDetail: {
    label: 'an answered thread',
    async open(page, language) {
      await asBorrower('borrower-with-feedback', PATHS.feedbackList)(page, language);
      await page.locator('main a[href*="feedbackDetail"]').first().click();
    },
    content: (p) => p.locator('main form, main textarea').first(),
  },
  feedbackFaq: {
    label: 'logged in',
    open: asBorrower('borrower-with-feedback', PATHS.feedbackFaq),
    content: main,
  },
  feedbackResult: {
    label: 'a request sent',
    open: asBorrower('borrower-with-feedback', `${PATHS.feedbackResult}?id=1`),
    content: main,
  },
  review: {
    label: 'loan under review',
    open: asBorrower('loan-assessing', PATHS.review),
    content: (p) => p.locator('main [data-claim="order.principal"]'),
  },
  reviewQuota: {
    label: 'quota under review',
    open: asBorrower('quota-review', PATHS.reviewQuota),
    content: main,
  },
  lending: {
    label: 'loan paying out',
    open: asBorrower('loan-disbursing', PATHS.lending),
    content: (p) => p.locator('main [data-claim="order.principal"]'),
  },
  reject: { label: 'loan rejected', open: asBorrower('loan-rejected', PATHS.reject), content: main },
  advert: { label: 'logged out', open: loggedOut(PATHS.advert), content: main },
};

/** More states of some screens: what a visitor sees before logging in. */
export const EXTRA_STATES: ReadonlyArray<[RouteName, RouteState]> = [
  [
    'home',
    {
      label: 'logged out',
      open: loggedOut(PATHS.home),
      content: (p) => p.locator('main a[href="#/user/login"]').first(),
    },
  ],
  ['records', { label: 'logged out', open: loggedOut(PATHS.records), content: main }],
  ['me', { label: 'logged out', open: loggedOut(PATHS.me), content: main }],
];

/** Every state to check: one per screen, then the extra ones. */
export function allStates(): Array<[name: RouteName, state: RouteState]> {
  return [...(Object.entries(ROUTE_STATES) as Array<[RouteName, RouteState]>), ...EXTRA_STATES];
}

/** Route names whose path only redirects (spec section 2's parents). */
export const REDIRECT_NAMES = (Object.keys(PATHS) as RouteName[]).filter((name) => PATHS[name] in REDIRECTS);

/** The route names whose screen the router renders: the rows of the table of screens with a screen. */
export function routerRouteNames(): string[] {
  return routesWith('screen');
}

/** Opens a state and waits for its content, with the spinner and the lazy-screen fallback gone. */
export async function openState(page: Page, state: RouteState, language: Language): Promise<void> {
  await state.open(page, language);
  await openedState(page, state, language);
}

/** Waits until a state opened in `language` shows its real content (no spinner, the right language). */
export async function openedState(page: Page, state: RouteState, language: Language): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(state.content(page)).toBeVisible();
  await expect(page.locator('.spinner-overlay, .app__loading')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'es' ? /^es/ : /^en/);
  // A pre-rendered screen shows before the app has it: nodes a test adds would go when the app hydrates.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}

/** The mock world's own UI (SMS notice), which is not part of the product. */
export const MOCK_UI = ['#cuota-mock-sms'];

/** A page of the app's origin without the app (answered by the test): where storage is read and emptied. */
const BETWEEN = '__e2e-between-cold-starts';
const routedPages = new WeakSet<Page>();

/**
 * Between two cold starts of the app in one test: leaves the app for a blank page of its origin (the app unloads
 * and writes what it writes on `pagehide`), runs issue 30's leak scan over what it left in localStorage (the
 * fixture's scan only sees the storage at the end of the test), empties localStorage and sessionStorage and
 * deletes the mock world's service worker. The next `page.goto` to the app is then a document load on a clean
 * origin, as in a new browser context. `what` names the state left.
 */
export async function leaveAndClearStorage(page: Page, what: string): Promise<void> {
  if (!routedPages.has(page)) {
    routedPages.add(page);
    await page.route(`**/${BETWEEN}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>between cold starts</title>' }),
    );
  }
  await page.goto(`./${BETWEEN}`);
  const storage = await page.evaluate(() => {
    const values = Object.fromEntries(
      Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? '']),
    );
    localStorage.clear();
    sessionStorage.clear();
    return values;
  });
  // The mock world's service worker unregisters itself once its last page is gone, and an app starting while it
  // goes gets it back without its start-up (no `clients.claim()`): the app's requests would miss the mock backend.
  // Deleted now, as "Clear site data" does, the next app installs its own, as in a new context.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(page.url()).origin,
    storageTypes: 'service_workers',
  });
  await cdp.detach();
  expect
    .soft(findLeaks({ storage, console: [] }), `a token or personal data left in localStorage by ${what}`)
    .toEqual([]);
}

/**
 * Runs one step per part, each limited to `timeout`: a part that fails does not stop the next ones (soft
 * assertions fail the test as usual); then the test fails with every thrown error, each under its step's title.
 */
export async function stepEach<T>(
  parts: readonly T[],
  title: (part: T) => string,
  timeout: number,
  body: (part: T, index: number) => Promise<void>,
): Promise<void> {
  const failed: string[] = [];
  for (const [index, part] of parts.entries()) {
    try {
      await test.step(title(part), () => body(part, index), { timeout });
    } catch (error) {
      failed.push(`${title(part)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failed.length > 0) throw new Error(failed.join('\n\n'));
}
