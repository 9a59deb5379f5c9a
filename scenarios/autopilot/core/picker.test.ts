import { describe, expect, test } from 'vitest';
import type { Candidate } from './actions';
import { EMPLOYMENT_TYPES, PAY_FREQUENCIES, WEEKDAYS } from '#contracts/forms';
import { chooseOption } from '../../drivers/choices';
import {
  biasedWeight,
  CHOICE_START_SPAN,
  completionsTried,
  createMemory,
  deepLinkBoost,
  deepLinksToTry,
  noteArrival,
  pickCandidate,
  remember,
  screenKeyOf,
  visit,
} from './picker';
import { createRng } from './prng';

const es = (route: string, loggedIn: boolean) => ({ route, loggedIn, language: 'es' as const });

const tap = (key: string, weight = 10): Candidate => ({
  kind: 'tap',
  key,
  weight,
  plan: { type: 'tap', target: { name: key, role: 'button', exact: true }, double: false },
});

describe('coverage-guided picking', () => {
  test('right after a valid value is typed, the screen’s buttons weigh more (type, then send)', () => {
    const memory = createMemory();
    const send: Candidate = { ...tap('tap:button "Enviar código"'), sends: true };
    for (let i = 0; i < 3; i += 1) remember(memory, '/user/login', send, '/user/login');
    const before = biasedWeight(memory, '/user/login', send);
    const fill: Candidate = {
      kind: 'fill',
      key: 'fill:Número de celular',
      weight: 7,
      plan: { type: 'tap', target: { name: 'x', role: 'button', exact: true }, double: false },
    };
    remember(memory, '/user/login', fill, '/user/login');
    expect(biasedWeight(memory, '/user/login', send)).toBeGreaterThan(8 * before);
    // Not a button that leaves ("Atrás"): typing then going back is not following through.
    const leave = tap('tap:button "Atrás"');
    expect(biasedWeight(memory, '/user/login', leave)).toBe(
      biasedWeight(createMemory(), '/user/login', leave),
    );
    // Only on that screen, and only until the next action.
    expect(biasedWeight(memory, '/', tap('tap:button "Solicitar"'))).toBe(
      biasedWeight(createMemory(), '/', tap('tap:button "Solicitar"')),
    );
    remember(memory, '/user/login', tap('tap:link "Aviso de privacidad"'), '/privacy_policy');
    expect(biasedWeight(memory, '/user/login', send)).toBeCloseTo(before);
  });

  test('right after typing, a send button is double tapped first: 4× its single tap until done once, then as much', () => {
    const memory = createMemory();
    const send: Candidate = { ...tap('tap:button "Enviar código"'), sends: true };
    const double: Candidate = {
      ...send,
      kind: 'doubleTap',
      key: 'doubleTap:button "Enviar código"',
      weight: 2.5,
      plan: { ...send.plan, double: true } as Candidate['plan'],
    };
    const fill: Candidate = {
      kind: 'fill',
      key: 'fill:Número de celular',
      weight: 7,
      plan: { type: 'tap', target: { name: 'x', role: 'button', exact: true }, double: false },
    };
    // Done once without typing first: still its first double tap after typing.
    remember(memory, '/user/login', double, '/user/login');
    remember(memory, '/user/login', send, '/user/login');
    remember(memory, '/user/login', fill, '/user/login');
    expect(biasedWeight(memory, '/user/login', double)).toBeCloseTo(
      4 * biasedWeight(memory, '/user/login', send),
    );
    remember(memory, '/user/login', double, '/user/login');
    remember(memory, '/user/login', fill, '/user/login');
    expect(biasedWeight(memory, '/user/login', double)).toBeCloseTo(
      biasedWeight(memory, '/user/login', send),
    );
    // Without a value typed just before, the double tap is back to its base weight (a quarter of a tap's).
    remember(memory, '/user/login', tap('tap:link "Aviso de privacidad"'), '/user/login');
    expect(biasedWeight(memory, '/user/login', double)).toBeLessThan(
      biasedWeight(memory, '/user/login', send) / 4,
    );
  });

  test('a drawn parameter does not make an action new: tries of any hostile kind count toward the others', () => {
    const memory = createMemory();
    const hostile = (kind: string): Candidate => ({
      kind: 'fillHostile',
      key: `fillHostile:CURP:${kind}`,
      variantOf: 'fillHostile:CURP',
      weight: 3,
      plan: { type: 'fill', field: { name: 'CURP', role: 'textbox' }, kind: 'curp', value: '' },
    });
    const fresh = biasedWeight(memory, '/auth/personal_infomation', hostile('emoji'));
    remember(memory, '/auth/personal_infomation', hostile('html'), '/auth/personal_infomation');
    remember(memory, '/auth/personal_infomation', hostile('spaces'), '/auth/personal_infomation');
    // Two other kinds tried: an untried kind weighs as an action tried once (its frontier still unknown).
    expect(biasedWeight(memory, '/auth/personal_infomation', hostile('emoji'))).toBeCloseTo(
      fresh / Math.pow(2, 1.5),
    );
    // A kind tried itself: its own tries plus half of the others'.
    const html = biasedWeight(memory, '/auth/personal_infomation', hostile('html'));
    expect(html).toBeLessThan(biasedWeight(memory, '/auth/personal_infomation', hostile('emoji')));
    // Another field, another screen: untouched.
    expect(biasedWeight(memory, '/me', hostile('emoji'))).toBe(fresh);
  });

  test('an action tried often weighs less than one never tried', () => {
    const memory = createMemory();
    for (let i = 0; i < 5; i += 1) remember(memory, '/', tap('tap:a'), '/');
    expect(biasedWeight(memory, '/', tap('tap:a'))).toBeLessThan(
      biasedWeight(memory, '/', tap('tap:b')) / 10,
    );
  });

  test('an action that led to a rarely seen screen weighs more than one that stays put', () => {
    const memory = createMemory();
    remember(memory, '/', tap('tap:stay'), '/');
    remember(memory, '/', tap('tap:go'), '/records');
    for (let i = 0; i < 20; i += 1) visit(memory, '/');
    visit(memory, '/records');
    expect(biasedWeight(memory, '/', tap('tap:go'))).toBeGreaterThan(
      biasedWeight(memory, '/', tap('tap:stay')) * 3,
    );
  });

  test('the same seed and memory make the same picks; new actions get picked', () => {
    const candidates = ['a', 'b', 'c', 'd'].map((k) => tap(`tap:${k}`));
    const run = (seed: number) => {
      const memory = createMemory();
      const rng = createRng(seed);
      const picks: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const c = candidates[pickCandidate(memory, '/', candidates, rng)]!;
        picks.push(c.key);
        remember(memory, '/', c, '/');
      }
      return picks;
    };
    expect(run(7)).toEqual(run(7));
    // With the novelty bias, four actions are all tried within the first twelve picks.
    expect(new Set(run(7)).size).toBe(4);
  });

  test('an action that could not be done lowers its whole family (a picker wheel of 100 options)', () => {
    const memory = createMemory();
    const option = (n: number): Candidate => ({ ...tap(`tap:option "${n}"`), family: 'tap:option@Vigencia' });
    remember(memory, '/x', option(1), '/x', false);
    remember(memory, '/x', option(2), '/x', false);
    const untriedOption = biasedWeight(memory, '/x', option(3));
    const button = biasedWeight(memory, '/x', tap('tap:Confirmar'));
    expect(untriedOption).toBeLessThan(button / 10);
  });

  test('screens are told apart by login state, language and dialog; deep links go to screens not seen yet', () => {
    expect(screenKeyOf(es('/me', true))).toBe('/me');
    expect(screenKeyOf(es('/borrow/to_borrow', false))).toBe('/borrow/to_borrow (logged out)');
    expect(screenKeyOf(es('/x', true), 'Número de hijos')).toBe('/x#Número de hijos');
    expect(screenKeyOf({ route: '/x', loggedIn: false, language: 'en' }, 'Hijos')).toBe(
      '/x (logged out) [en]#Hijos',
    );
    // The native login is one screen wherever a route opened it.
    expect(screenKeyOf(es('/borrow/to_borrow', false), 'Inicio de sesión de la app')).toBe(
      'native (logged out)#Inicio de sesión de la app',
    );
    expect(screenKeyOf(es('/user/login', false), 'Inicio de sesión de la app')).toBe(
      'native (logged out)#Inicio de sesión de la app',
    );
    const memory = createMemory();
    visit(memory, screenKeyOf(es('/', false)));
    visit(memory, screenKeyOf(es('/me', true)));
    expect(deepLinksToTry(memory, ['/', '/me', '/records'], es('/', false))).toEqual(['/me', '/records']);
    expect(deepLinksToTry(memory, ['/', '/me'], es('/me', true))).toEqual(['/']);
    visit(memory, screenKeyOf(es('/', true)));
    expect(deepLinksToTry(memory, ['/', '/me'], es('/', true))).toEqual(['/', '/me']);
    expect(deepLinkBoost(createMemory(), ['/', '/me'], es('/', false))).toBe(4);
    expect(deepLinkBoost(memory, ['/', '/me'], es('/', true))).toBe(1);
    expect(deepLinkBoost(memory, ['/', '/me', '/records'], es('/', false))).toBe(3);
    // After a language switch every screen is new again: what it loaded before may be in the old language.
    const en = { route: '/me', loggedIn: true, language: 'en' as const };
    expect(deepLinksToTry(memory, ['/', '/me'], en)).toEqual(['/', '/me']);
    expect(deepLinkBoost(memory, ['/', '/me'], en)).toBe(4);
    visit(memory, screenKeyOf(en));
    expect(deepLinksToTry(memory, ['/', '/me'], en)).toEqual(['/']);
  });

  test('logged out, the guarded routes not tried yet come first among the deep links', () => {
    const memory = createMemory();
    const routes = ['/', '/borrow/to_borrow', '/me', '/bank_account/add_bankcard'];
    const guarded = new Set(['/borrow/to_borrow', '/bank_account/add_bankcard']);
    expect(deepLinksToTry(memory, routes, es('/', false), guarded)).toEqual([
      '/borrow/to_borrow',
      '/bank_account/add_bankcard',
    ]);
    visit(memory, screenKeyOf(es('/borrow/to_borrow', false)));
    visit(memory, screenKeyOf(es('/bank_account/add_bankcard', false)));
    expect(deepLinksToTry(memory, routes, es('/', false), guarded)).toEqual(['/', '/me']);
    // Logged in they are screens like the others.
    expect(deepLinksToTry(createMemory(), routes, es('/', true), guarded)).toEqual(routes);
  });

  test('a route that sent requests when it opened is one that loads its data', () => {
    const memory = createMemory();
    noteArrival(memory, '/me', '/feedback/feedback_faq', 1);
    noteArrival(memory, '/feedback/feedback_faq', '/feedback/feedback_faq', 2); // staying is not opening
    noteArrival(memory, '/', '/me', 0);
    expect([...memory.loading]).toEqual(['/feedback/feedback_faq']);
  });

  test('each completion tried on a route starts the next choice round: a walk picks every employment and pay frequency', () => {
    const memory = createMemory();
    const route = '/auth/additionalInfomation';
    const complete: Candidate = {
      kind: 'complete',
      key: 'complete:fillWorkInfo',
      weight: 1,
      plan: { type: 'steps', steps: [] },
    };
    const start = createRng(7).fork('choices').int(CHOICE_START_SPAN);
    const picked = new Set<string>();
    const payDays = new Set<string>();
    for (let k = 0; k < 12; k += 1) {
      const round = start + completionsTried(memory, route);
      expect(round).toBe(start + k);
      const employment = chooseOption(EMPLOYMENT_TYPES, round, 0).value;
      picked.add(
        employment === 'employee' ? `employee/${chooseOption(PAY_FREQUENCIES, round, 1).value}` : employment,
      );
      // The weekday pay day is the first list the drivers fill after the two above.
      payDays.add(chooseOption(WEEKDAYS, round, 0).value);
      // Tried in Spanish or English, with or without its language switched: one route, one count.
      remember(
        memory,
        screenKeyOf({ route, loggedIn: true, language: k % 2 ? 'en' : 'es' }),
        complete,
        route,
        k % 3 !== 0,
      );
    }
    expect(picked).toEqual(
      new Set([
        'employee/weekly',
        'employee/fourteen',
        'employee/monthly',
        'employee/biweekly',
        'selfEmployed',
        'unemployed',
      ]),
    );
    expect(payDays.size).toBe(7);
    // Other routes and other actions do not count.
    remember(memory, screenKeyOf({ route, loggedIn: true, language: 'es' }), tap('Siguiente'), route);
    expect(completionsTried(memory, route)).toBe(12);
    expect(completionsTried(memory, '/auth/personal_infomation')).toBe(0);
  });
});
