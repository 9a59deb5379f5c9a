import { act, screen, waitFor } from '@testing-library/react';
import type { BridgeClient } from '../../src/bridge/client';
import { installMockServer } from '../../src/mocks/server';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { fault } from '../../src/mocks/world/faults';
import { STORED_KEYS, createMemoryStorage, defaultStoredValue } from '../../src/storage/stored-values';
import { LOG_STORAGE_KEY } from '../../src/store/persistence';
import { currentPath, renderApp } from './render-app';

const runtime = installMockServer({ preset: 'registered-borrower' });

function fakeBridge(): BridgeClient & { calls: Array<[string, unknown]> } {
  const calls: Array<[string, unknown]> = [];
  return {
    calls,
    call: ((method: string, params?: unknown) => {
      calls.push([method, params]);
      return Promise.resolve(null);
    }) as BridgeClient['call'],
    onEvent: () => () => {},
    onTrace: () => () => {},
    isAvailable: () => true,
    dispose: () => {},
  };
}

/** The whole app on the delete-account page, logged in as the preset's borrower. */
async function openLoggedIn(options: Parameters<typeof renderApp>[1] = {}) {
  const logStorage = createMemoryStorage();
  const rendered = await renderApp('/me', { logStorage, ...options });
  rendered.storedValues.set('token', { Authorization: `Bearer ${REGISTERED_TOKEN}` });
  rendered.storedValues.set('adTimes', { counters: { open: 1 }, todayRefreshTimes: 1, lastRefreshTime: 1 });
  act(() => {
    rendered.app.store.dispatch({
      type: 'session/loggedIn',
      mobile: REGISTERED_MOBILE,
      token: `Bearer ${REGISTERED_TOKEN}`,
      via: 'web',
    });
    window.location.hash = '/user_center/delete_account';
  });
  return { ...rendered, logStorage };
}

test('not logged in, the page sends the borrower to log in and come back', async () => {
  await renderApp('/user_center/delete_account');
  await waitFor(() => expect(currentPath()).toBe('/user/login'));
  expect(window.location.hash).toContain(`redirect=${encodeURIComponent('/user_center/delete_account')}`);
});

test('an unpaid loan blocks the deletion with a clear reason, and no code can be requested', async () => {
  runtime.world.updateUser(REGISTERED_MOBILE, { deleteBlockers: ['unpaidLoan'] });
  await openLoggedIn();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Aún no puedes eliminar tu cuenta');
  expect(alert).toHaveTextContent('Tienes un préstamo sin pagar');
  expect(screen.queryByRole('button', { name: 'Enviar código' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Eliminar mi cuenta' })).not.toBeInTheDocument();
  expect(runtime.world.outbox.filter((sms) => sms.purpose === 'deleteUser')).toHaveLength(0);
});

test('a pending application blocks the deletion too, in English as well', async () => {
  runtime.world.updateUser(REGISTERED_MOBILE, { deleteBlockers: ['pendingApplication'] });
  await openLoggedIn({ language: 'en' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('You cannot delete your account yet');
  expect(alert).toHaveTextContent('You have an application under review');
});

test('without blockers: SMS code, confirmation, and every local value, the log and the session are gone', async () => {
  const { app, user, storedValues, logStorage } = await openLoggedIn();
  await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
  expect(await screen.findByRole('button', { name: /Reenviar en (60|59) s/ })).toBeDisabled();
  const code = runtime.world.lastSms(REGISTERED_MOBILE)!.code;
  expect(runtime.world.lastSms(REGISTERED_MOBILE)!.purpose).toBe('deleteUser');

  await user.type(screen.getByLabelText(/Código de verificación/), code);
  await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  // Nothing happens before the borrower confirms.
  expect(runtime.world.findUser(REGISTERED_MOBILE)).toBeDefined();
  await user.click(screen.getByRole('button', { name: 'Sí, eliminar' }));

  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(runtime.world.findUser(REGISTERED_MOBILE)).toBeUndefined();
  expect(app.store.getState().session.loggedIn).toBe(false);
  for (const key of STORED_KEYS) expect(storedValues.get(key), key).toEqual(defaultStoredValue(key));
  await Promise.resolve();
  expect(logStorage.getItem(LOG_STORAGE_KEY)).toBeNull();
  expect(app.store.log()).toEqual([]);
});

test('deleted in English: the app starts again as a first visit, in Spanish, its state, stored value and texts alike', async () => {
  const { app, user, storedValues } = await openLoggedIn({ language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Send code' }));
  await user.type(screen.getByLabelText(/Verification code/), runtime.world.lastSms(REGISTERED_MOBILE)!.code);
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
  // The state said Spanish while every text showed English (the autopilot's same-language check found it).
  expect(app.store.getState().settings.language).toBe('es');
  expect(storedValues.get('language')).toBe('es');
  expect(await screen.findByText('Préstamos personales en línea, desde tu celular')).toBeInTheDocument();
  expect(screen.queryByText('Online personal loans, from your phone')).not.toBeInTheDocument();
  expect(app.store.log()).toEqual([]);
  // The confirmation shows in the language the app now shows (a toast in another one is not shown).
  expect(await screen.findByText('Tu cuenta fue eliminada')).toBeInTheDocument();
});

test('inside the native app, the app is told to log out and clear its data', async () => {
  const bridge = fakeBridge();
  const { user } = await openLoggedIn({ bridge, isNative: () => true });
  await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
  await user.type(
    screen.getByLabelText(/Código de verificación/),
    runtime.world.lastSms(REGISTERED_MOBILE)!.code,
  );
  await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  await user.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
  await waitFor(() => expect(bridge.calls).toContainEqual(['logout', { clearAll: true }]));
});

test('a wrong code is refused with the backend’s message; nothing local is cleared', async () => {
  const { app, user, storedValues } = await openLoggedIn();
  await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
  const code = runtime.world.lastSms(REGISTERED_MOBILE)!.code;
  const wrong = code === '000000' ? '111111' : '000000';
  await user.type(screen.getByLabelText(/Código de verificación/), wrong);
  await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  await user.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
  expect(await screen.findByText('El código de verificación es incorrecto')).toBeInTheDocument();
  expect(screen.getByLabelText(/Código de verificación/)).toHaveValue(wrong);
  expect(runtime.world.findUser(REGISTERED_MOBILE)).toBeDefined();
  expect(storedValues.get('token')).not.toBeNull();
  expect(app.store.getState().session.loggedIn).toBe(true);
});

test('a code that is not 6 digits is refused before any request', async () => {
  const { user } = await openLoggedIn();
  await user.type(await screen.findByLabelText(/Código de verificación/), '12a');
  await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  expect(await screen.findByText('El código tiene 6 dígitos')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('when the check fails the page says so and can try again', async () => {
  runtime.faults.add('/user/delete-check', fault.networkError());
  const { user } = await openLoggedIn();
  expect(await screen.findByText(/Sin conexión/)).toBeInTheDocument();
  runtime.faults.clear();
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('button', { name: 'Enviar código' })).toBeInTheDocument();
});
