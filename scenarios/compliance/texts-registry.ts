import { PATHS } from '#contracts/paths';
import { withTerms } from '#contracts/loan-terms';
import type { Language } from '#contracts/events';
import {
  applicationTexts,
  en,
  es,
  faqTexts,
  landingTexts,
  legalTexts,
  userCenterTexts,
} from '#contracts/texts';

/**
 * What the app's texts registry (src/i18n and the features' `*.texts.ts`) says a route shows: used when a
 * journey visited a route but holds no screen record of it, and to find a screen's route by its title.
 */

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((v) => strings(v, out));
  return out;
}

type Bundle = (language: Language) => unknown;

/** The texts each route shows, by language (routes whose texts state figures of the product terms). */
const ROUTE_TEXTS: Readonly<Record<string, Bundle>> = {
  [PATHS.faq]: (l) => faqTexts[l],
  [PATHS.aboutUs]: (l) => userCenterTexts[l].about,
  [PATHS.yx1]: (l) => landingTexts[l].pitch,
  [PATHS.yx2]: (l) => landingTexts[l].pitch,
  [PATHS.yx3]: (l) => landingTexts[l].pitch,
  [PATHS.pdPop]: (l) => landingTexts[l].pitch,
  [PATHS.privacyPolicy]: (l) => legalTexts[l],
  [PATHS.termsOfService]: (l) => legalTexts[l],
};

/** Routes whose texts the registry knows. */
export const ROUTES_WITH_TEXTS: readonly string[] = Object.keys(ROUTE_TEXTS);

/** The lines a route shows according to the texts registry (placeholders filled with the product terms), or null. */
export function routeTextLines(route: string, language: Language): string[] | null {
  const bundle = ROUTE_TEXTS[route];
  if (!bundle) return null;
  return strings(bundle(language)).map((text) => withTerms(text, language));
}

/** The rationale the app shows before asking for a permission (application.permission.<name>), both languages. */
export function permissionRationales(permission: string): string[] {
  return (['es', 'en'] as const)
    .map((l) => (applicationTexts[l].permission as Record<string, string>)[permission])
    .filter((text): text is string => typeof text === 'string');
}

/** The link text of the privacy notice, both languages. */
export const PRIVACY_LINK_TEXTS: readonly string[] = [es.titles.privacyPolicy, en.titles.privacyPolicy];

/**
 * Routes whose screen links the privacy notice (login, the seven application steps, settings, about us,
 * landing pages and notice).
 */
export const ROUTES_LINKING_PRIVACY: ReadonlySet<string> = new Set([
  PATHS.login,
  PATHS.idCardAuthentication,
  PATHS.idCardFacial,
  PATHS.personalInfomation,
  PATHS.additionalInfomation,
  PATHS.emergencyContact,
  PATHS.addBankCard,
  PATHS.loanQuestion,
  PATHS.settings,
  PATHS.aboutUs,
  PATHS.yx1,
  PATHS.yx2,
  PATHS.yx3,
  PATHS.pdPop,
  PATHS.privacyPolicy,
]);

const TITLE_ROUTES = new Map<string, string>([
  // The home screen has no nav bar; its heading is the app's name.
  [es.app.name, PATHS.home],
  [en.app.name, PATHS.home],
]);
for (const titles of [es.titles, en.titles] as Record<string, string>[]) {
  for (const [name, title] of Object.entries(titles)) {
    const path = (PATHS as Record<string, string>)[name];
    if (path && !TITLE_ROUTES.has(title)) TITLE_ROUTES.set(title, path);
  }
}

/** The route of a screen by its nav-bar title (Spanish or English), or null. */
export function routeOfTitle(title: string | null): string | null {
  return title === null ? null : (TITLE_ROUTES.get(title) ?? null);
}
