import { describe, expect, test } from 'vitest';
import { EVENT_TYPES } from '#contracts/events';
import { EVENT_ROUTES } from '#contracts/state';
import { FEATURE_TEXTS } from '#contracts/texts';
import { PATHS, PROTECTED_PATHS } from '#contracts/paths';
import {
  DEEP_LINKS,
  deepLinkPassed,
  GUARDED_ROUTES,
  SESSION_ROUTES,
  SPEC_GUARDED_NAMES,
} from '../core/catalog';
import { NEUTRAL_TEXTS, usableText } from '../invariants/same-language';
import { appTexts, loadCatalog } from './catalog';

describe('the app catalogue', () => {
  test('deep links open every route of spec section 2; one the app moved on from is noted as passed', () => {
    expect(DEEP_LINKS).toContain('/feedback');
    expect(DEEP_LINKS).toContain('/feedback/feedback_list');
    expect(deepLinkPassed('deepLink:/feedback', true, '/feedback/feedback_list')).toEqual({
      path: '/feedback',
      redirect: true,
    });
    // A guarded route without a session, in a browser: the login opened instead.
    expect(deepLinkPassed('deepLink:/borrow/to_borrow', true, '/user/login')).toEqual({
      path: '/borrow/to_borrow',
      redirect: false,
    });
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

  test('event types are the table of the DomainEvent union the app exports (EVENT_TYPES)', async () => {
    const { eventTypes } = await loadCatalog();
    expect(eventTypes).toEqual(Object.keys(EVENT_TYPES).sort());
    // Every event the root reducer routes is a member of the union.
    for (const type of Object.keys(EVENT_ROUTES)) expect(eventTypes).toContain(type);
    expect(eventTypes).toContain('session/loggedIn');
    expect(eventTypes).toContain('account/deleted');
    expect(eventTypes).toContain('ad/refreshLimitReached');
  });

  test('routes, endpoints, namespaces and texts of both languages', async () => {
    const catalog = await loadCatalog();
    expect(catalog.routes).toContain('/repay/repay_detail');
    expect(catalog.endpoints).toContain('login');
    expect(catalog.invariants.guarded.has('/borrow/to_borrow')).toBe(true);
    expect(catalog.invariants.guarded.has('/bank_account')).toBe(true);
    // The catalogues' top-level keys and every feature's registered namespace.
    for (const namespace of ['bankCard', 'legal', 'userCenter', 'errors', 'orderStatus'])
      expect(catalog.invariants.namespaces.has(namespace)).toBe(true);
    for (const { namespace } of FEATURE_TEXTS)
      expect(catalog.invariants.namespaces.has(namespace)).toBe(true);
    expect(catalog.invariants.dictionaries.es.has('Información personal')).toBe(true);
    expect(catalog.invariants.dictionaries.en.has('Personal information')).toBe(true);
    expect(catalog.invariants.dictionaries.es.has('Cuota')).toBe(false);
  });

  test('the guard check reads spec section 6, and the table of screens guards the same', () => {
    expect(new Set(SPEC_GUARDED_NAMES.map((name) => PATHS[name]))).toEqual(PROTECTED_PATHS);
  });

  test('the texts both languages share are the names the language check knows (NEUTRAL_TEXTS)', () => {
    const texts = appTexts();
    const en = new Set(texts.en.map(usableText));
    const shared = new Set(texts.es.map(usableText).filter((s): s is string => s !== null && en.has(s)));
    expect(shared).toEqual(new Set(NEUTRAL_TEXTS));
  });
});
