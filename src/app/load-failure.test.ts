// @vitest-environment jsdom
import { expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage, createStoredValues, storageKeyOf } from '../storage/stored-values';
import { LANGUAGE_STORAGE_KEY, showLoadFailure, storedLanguageHint } from './load-failure';

const withRoot = () => {
  document.body.replaceChildren();
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
};

test('a failed app download shows why and a retry, in Spanish by default', async () => {
  withRoot();
  const retry = vi.fn();
  showLoadFailure(document, 'es', retry);
  expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar Cuota. Revisa tu conexión');
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

test('in English when English is stored, and nothing over a screen already shown', () => {
  withRoot();
  showLoadFailure(document, 'en', () => undefined);
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  const root = withRoot();
  root.append(document.createElement('main'));
  showLoadFailure(document, 'en', () => undefined);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('the stored language is read where the stored values keep it', () => {
  expect(LANGUAGE_STORAGE_KEY).toBe(storageKeyOf('language'));
  const stored = createMemoryStorage();
  createStoredValues(stored).set('language', 'en');
  expect(storedLanguageHint(stored)).toBe('en');
  const storage = (value: string | null) => ({ getItem: () => value });
  expect(storedLanguageHint(storage(JSON.stringify('en')))).toBe('en');
  expect(storedLanguageHint(storage(JSON.stringify('es')))).toBe('es');
  expect(storedLanguageHint(storage('garbage'))).toBe('es');
  expect(storedLanguageHint(undefined)).toBe('es');
});
