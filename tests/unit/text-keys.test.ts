import '../../src/features/deal/deal.texts';
import { runtimeKey, t, type KeysUnder } from '../../src/i18n/i18n';
import type { SameKeys } from '../../src/i18n/text-keys';

// What `tsc -b` rejects (decision 0052; `npm run lint` rejects the same literal keys in src/, see
// eslint-rules/text-keys.test.ts). Each `@ts-expect-error` fails the type check when its line stops being
// an error, so these lines fail if `t` goes back to taking any string.

test('t takes the keys of es.json and of the feature namespaces', () => {
  expect(t('tabs.home')).toBe('Inicio');
  expect(t('deal.reviewTitle')).toBe('Tu solicitud está en revisión');
  // @ts-expect-error a typo in a key of es.json
  expect(t('tabs.hom')).toBe('tabs.hom');
  // @ts-expect-error a typo in a key of a feature namespace
  expect(t('deal.reviewTitel')).toBe('deal.reviewTitel');
});

test('a key built at run time is typed by what goes into it', () => {
  const tab: KeysUnder<'tabs'> = 'records';
  expect(t(`tabs.${tab}`)).toBe('Préstamos');
  const untyped: string = 'records';
  // @ts-expect-error a plain string gives no key
  expect(t(`tabs.${untyped}`)).toBe('Préstamos');
  // @ts-expect-error `KeysUnder` knows the group's keys
  const typo: KeysUnder<'tabs'> = 'recods';
  expect(typo).toBe('recods');
  // The one cast: a key built from a validation reason (lint still checks its literal part).
  expect(t(runtimeKey(`tabs.${untyped}`))).toBe('Préstamos');
});

test('the other language must have exactly the keys of the first', () => {
  type Spanish = { title: string; group: { text: string } };
  const same: SameKeys<Spanish> = { title: 'Hello', group: { text: 'Text' } };
  // @ts-expect-error a key is missing
  const missing: SameKeys<Spanish> = { title: 'Hello', group: {} };
  // @ts-expect-error a key is extra
  const extra: SameKeys<Spanish> = { title: 'Hello', group: { text: 'Text', other: 'More' } };
  expect([same, missing, extra]).toHaveLength(3);
});
