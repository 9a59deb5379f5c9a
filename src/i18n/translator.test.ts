import { expect, test, vi } from 'vitest';
import { createTranslator } from './translator';

const make = () =>
  createTranslator<'es' | 'en'>({
    language: 'es',
    fallbackLanguage: 'es',
    texts: {
      es: {
        tabs: { home: 'Inicio' },
        greet: 'Hola, {{name}}',
        days_one: '{{count}} día',
        days_other: '{{count}} días',
        onlySpanish: 'Solo en español',
        plain: 'Sin plural',
      },
      en: {
        tabs: { home: 'Home' },
        greet: 'Hi, {{ name }}',
        days_one: '{{count}} day',
        days_other: '{{count}} days',
      },
    },
  });

test('a dotted key reads nested texts, in the current language', () => {
  const i18n = make();
  expect(i18n.t('tabs.home')).toBe('Inicio');
  i18n.changeLanguage('en');
  expect(i18n.t('tabs.home')).toBe('Home');
});

test('placeholders are replaced (with or without spaces); an unknown one stays visible', () => {
  const i18n = make();
  expect(i18n.t('greet', { name: 'Ana' })).toBe('Hola, Ana');
  expect(i18n.t('greet')).toBe('Hola, {{name}}');
  i18n.changeLanguage('en');
  expect(i18n.t('greet', { name: '<b>Ana</b>' })).toBe('Hi, <b>Ana</b>');
});

test('count picks the language plural form, and a key without forms is used as is', () => {
  const i18n = make();
  expect(i18n.t('days', { count: 1 })).toBe('1 día');
  expect(i18n.t('days', { count: 0 })).toBe('0 días');
  expect(i18n.t('days', { count: 30 })).toBe('30 días');
  expect(i18n.t('plain', { count: 2 })).toBe('Sin plural');
  i18n.changeLanguage('en');
  expect(i18n.t('days', { count: 1 })).toBe('1 day');
  expect(i18n.t('days', { count: 7 })).toBe('7 days');
});

test('a missing text falls back to Spanish, then to defaultValue, then to the key', () => {
  const i18n = make();
  i18n.changeLanguage('en');
  expect(i18n.t('onlySpanish')).toBe('Solo en español');
  expect(i18n.t('nowhere', { defaultValue: 'Revisa el dato' })).toBe('Revisa el dato');
  expect(i18n.t('nowhere.at.all')).toBe('nowhere.at.all');
  expect(i18n.t('tabs')).toBe('tabs'); // an object is not a text
});

test('feature texts merge under their key without losing the others, and later texts win', () => {
  const i18n = make();
  i18n.addTexts('es', 'borrow', { title: 'Pedir', sub: { a: 'A' } });
  i18n.addTexts('es', 'borrow', { sub: { b: 'B' } });
  expect(i18n.t('borrow.title')).toBe('Pedir');
  expect(i18n.t('borrow.sub.a')).toBe('A');
  expect(i18n.t('borrow.sub.b')).toBe('B');
  expect(i18n.t('tabs.home')).toBe('Inicio');
  i18n.addTexts('es', 'borrow', { title: 'Solicitar' });
  expect(i18n.t('borrow.title')).toBe('Solicitar');
});

test('listeners hear each real change of language, and stop after unsubscribing', () => {
  const i18n = make();
  const listener = vi.fn();
  const stop = i18n.onLanguageChanged(listener);
  i18n.changeLanguage('es');
  expect(listener).not.toHaveBeenCalled();
  i18n.changeLanguage('en');
  expect(listener).toHaveBeenCalledTimes(1);
  stop();
  i18n.changeLanguage('es');
  expect(listener).toHaveBeenCalledTimes(1);
  expect(i18n.language).toBe('es');
});
