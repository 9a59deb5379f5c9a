import { describe, expect, test } from 'vitest';
import {
  fieldsOf,
  observationFromFacts,
  routeOfUrl,
  screenMatchesUrl,
  screenReady,
  type PageFacts,
} from './facts';

const facts = (overrides: Partial<PageFacts> = {}): PageFacts => ({
  url: 'http://127.0.0.1:4173/?preset=new-borrower#/borrow/to_borrow?from=details',
  language: 'es',
  loggedIn: false,
  mainText: 'Inicia sesión en la app para continuar.',
  appText: 'Inicia sesión en la app para continuar.\nVolver al inicio',
  spinnerVisible: false,
  state: null,
  persistedLog: null,
  inFlight: 0,
  smsCode: null,
  ...overrides,
});

describe('page facts', () => {
  test('the route of a URL is its hash path without the query, `/` without a hash', () => {
    expect(routeOfUrl('http://x/#/repay/repay_detail?orderId=1')).toBe('/repay/repay_detail');
    expect(routeOfUrl('http://x/?preset=overdue')).toBe('/');
  });

  test('the screen matches the URL once main shows its route, or when the page does not say', () => {
    expect(screenMatchesUrl(facts({ shownRoute: '/borrow/to_borrow' }))).toBe(true);
    expect(screenMatchesUrl(facts({ shownRoute: '/borrow/product_details' }))).toBe(false);
    expect(screenMatchesUrl(facts())).toBe(true);
  });

  test('a screen waiting for the native login is ready once the native login shows over it', () => {
    expect(screenReady(facts({ shownRoute: '/borrow/to_borrow', nativeLoginShown: false }))).toBe(false);
    expect(screenReady(facts({ shownRoute: '/borrow/to_borrow', nativeLoginShown: true }))).toBe(true);
    expect(screenReady(facts({ shownRoute: '/borrow/product_details', nativeLoginShown: true }))).toBe(false);
    // Another screen, or a page that does not say (a browser without the emulator): nothing to wait for.
    expect(
      screenReady(
        facts({ shownRoute: '/borrow/to_borrow', mainText: 'Solicitar préstamo', nativeLoginShown: false }),
      ),
    ).toBe(true);
    expect(screenReady(facts({ shownRoute: '/borrow/to_borrow' }))).toBe(true);
  });

  test('a back on its way is not ready yet', () => {
    expect(
      screenReady(facts({ shownRoute: '/borrow/to_borrow', nativeLoginShown: true, traversing: true })),
    ).toBe(false);
  });

  test('the observation carries the shown route beside the URL route', () => {
    const extra = {
      step: 3,
      appUrl: 'http://127.0.0.1:4173/',
      settled: true,
      pageErrors: [],
      appErrorLogs: [],
      requests: [],
    };
    const trailing = observationFromFacts(facts({ shownRoute: '/borrow/product_details' }), extra);
    expect(trailing.route).toBe('/borrow/to_borrow');
    expect(trailing.shownRoute).toBe('/borrow/product_details');
    expect(observationFromFacts(facts(), extra)).not.toHaveProperty('shownRoute');
  });

  test("the fields are the app's: the emulated native login's fields are the phone's", () => {
    const controls = [
      {
        role: 'textbox',
        name: 'Número de celular',
        value: '<b>hola</b',
        dialog: 'Inicio de sesión de la app',
      },
      { role: 'textbox', name: 'Código SMS', value: '123456', dialog: 'App login' },
      { role: 'textbox', name: 'Apellidos', value: 'López' },
      { role: 'textbox', name: 'Apellidos', value: 'second of the name' },
      { role: 'textbox', name: 'Colonia', value: 'Centro', dialog: 'Domicilio' },
      { role: 'button', name: 'Siguiente' },
    ];
    expect(fieldsOf(controls)).toEqual({ Apellidos: 'López', Colonia: 'Centro' });
  });
});
