import { describe, expect, test } from 'vitest';
import { EVENT_ROUTES } from '#contracts/state';
import { PATHS, PROTECTED_PATHS } from '#contracts/paths';
import { DEEP_LINKS, deepLinkPassed, GUARDED_ROUTES, SESSION_ROUTES, SPEC_GUARDED_NAMES } from '../core/catalog';
import { NEUTRAL_TEXTS, usableText } from '../invariants/same-language';
import { appTexts, eventSources, eventTypesFromSource, loadCatalog } from './catalog';

// Vitest runs from the repository's root.
const root = `${process.cwd()}/`;

describe('the app catalogue', () => {
  test('deep links open every route of spec section 2; one the app moved on from is noted as passed', () => {
    expect(DEEP_LINKS).toContain('/feedback');
    expect(DEEP_LINKS).toContain('/feedback/feedback_list');
    expect(deepLinkPassed('deepLink:/feedback', true, '/feedback/feedback_list')).toEqual({ path: '/feedback', redirect: true });
    // A guarded route without a session, in a browser: the login opened instead.
    expect(deepLinkPassed('deepLink:/borrow/to_borrow', true, '/user/login')).toEqual({ path: '/borrow/to_borrow', redirect: false });
    // Shown where it was opened, not done, or not a deep link: nothing to note beyond the screen itself.
    expect(deepLinkPassed('deepLink:/feedback/feedback_list', true, '/feedback/feedback_list')).toBeNull();
    expect(deepLinkPassed('deepLink:/feedback', false, '/me')).toBeNull();
    expect(deepLinkPassed('tap:link "Ayuda"', true, '/feedback/feedback_list')).toBeNull();
  });

  test('the routes a logged-out walk probes first: the guarded ones and the deletion, which waits for the login', () => {
    for (const route of GUARDED_ROUTES) expect(SESSION_ROUTES).toContain(route);
    expect(SESSION_ROUTES).toContain(PATHS.deleteAccount);
    // The deletion is not guarded: the guarded-route invariant does not judge it.
    expect(GUARDED_ROUTES.has(PATHS.deleteAccount)).toBe(false);
    expect(SESSION_ROUTES.size).toBe(GUARDED_ROUTES.size + 1);
  });

  test('event types are read from the DomainEvent union', () => {
    const source = eventSources(root);
    const types = eventTypesFromSource(source);
    // Each member: `| Ev<'type'`, or `= Ev<'type'` for a domain with one event.
    expect(types.length).toBe((source.match(/[|=]\s*Ev<\s*'/g) ?? []).length);
    // Every event the root reducer routes is a member of the union read.
    for (const type of Object.keys(EVENT_ROUTES)) expect(types).toContain(type);
    expect(types).toContain('session/loggedIn');
    expect(eventTypesFromSource("export type DomainEvent =\n  | Ev<'a/b'>\n  | Ev<\n 'c/d', { x: 1; }>;\nexport type X = Ev<'not/me'>;")).toEqual(['a/b', 'c/d']);
  });

  test('routes, endpoints, namespaces and texts of both languages', async () => {
    const catalog = await loadCatalog(root);
    expect(catalog.routes).toContain('/repay/repay_detail');
    expect(catalog.endpoints).toContain('login');
    expect(catalog.invariants.guarded.has('/borrow/to_borrow')).toBe(true);
    expect(catalog.invariants.guarded.has('/bank_account')).toBe(true);
    expect(catalog.invariants.namespaces.has('bankCard')).toBe(true);
    expect(catalog.invariants.dictionaries.es.has('Información personal')).toBe(true);
    expect(catalog.invariants.dictionaries.en.has('Personal information')).toBe(true);
    expect(catalog.invariants.dictionaries.es.has('Cuota')).toBe(false);
  });

  test('the guard check reads spec section 6, and the table of screens guards the same', () => {
    expect(new Set(SPEC_GUARDED_NAMES.map((name) => PATHS[name]))).toEqual(PROTECTED_PATHS);
  });

  test('the texts both languages share are the names the language check knows (NEUTRAL_TEXTS)', async () => {
    const texts = await appTexts(root);
    const en = new Set(texts.en.map(usableText));
    const shared = new Set(texts.es.map(usableText).filter((s): s is string => s !== null && en.has(s)));
    expect(shared).toEqual(new Set(NEUTRAL_TEXTS));
  });
});
