import { act, screen, waitFor } from '@testing-library/react';
import { installMockServer } from '../../src/mocks/server';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { createMemoryStorage } from '../../src/storage/stored-values';
import { currentPath, renderApp } from './render-app';

const runtime = installMockServer({ preset: 'registered-borrower' });

/**
 * What the deletion screen promises is what happens: the number cannot log in or register again for 30
 * days (world clock), with a clear message; afterwards it can open a new account.
 */
test('delete, then the same number is refused at login for 30 days, then it may register again', async () => {
  const rendered = await renderApp('/me', { logStorage: createMemoryStorage() });
  const { user } = rendered;
  rendered.storedValues.set('token', { Authorization: `Bearer ${REGISTERED_TOKEN}` });
  act(() => {
    rendered.app.store.dispatch({
      type: 'session/loggedIn',
      mobile: REGISTERED_MOBILE,
      token: `Bearer ${REGISTERED_TOKEN}`,
      via: 'web',
    });
    window.location.hash = '/user_center/delete_account';
  });

  // The promise, with the period of the product terms.
  expect(
    await screen.findByText(
      'Tu cuenta y tus préstamos anteriores dejarán de estar disponibles. Durante 30 días no podrás iniciar sesión ni registrarte de nuevo con este número; después podrás abrir con él una cuenta nueva, sin tu historial.',
    ),
  ).toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
  await screen.findByRole('button', { name: /Reenviar en \d+ s/ });
  await user.type(
    screen.getByLabelText(/Código de verificación/),
    runtime.world.lastSms(REGISTERED_MOBILE)!.code,
  );
  await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  await user.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(runtime.world.findUser(REGISTERED_MOBILE)).toBeUndefined();

  // A week later the borrower tries to log in with the same number: refused, no SMS.
  runtime.clock.advance({ days: 7 });
  const smsBefore = runtime.world.outbox.length;
  act(() => {
    window.location.hash = '/user/login';
  });
  await user.type(await screen.findByLabelText(/Número de celular/), REGISTERED_MOBILE);
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  expect(
    await screen.findByText(
      /^La cuenta de este número se eliminó\. Podrás registrarte de nuevo con él a partir del .+\.$/,
    ),
  ).toBeInTheDocument();
  expect(runtime.world.outbox.length).toBe(smsBefore);

  // Once the 30 days have passed on the world's clock, the number gets a code and starts a new account.
  runtime.clock.advance({ days: 23 });
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await screen.findByText(new RegExp(`Te enviamos un código por SMS al ${REGISTERED_MOBILE}`));
  await user.type(
    screen.getByLabelText(/Código de verificación/),
    runtime.world.lastSms(REGISTERED_MOBILE)!.code,
  );
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  await waitFor(() => expect(currentPath()).toBe('/auth/loan_question'));
  expect(runtime.world.findUser(REGISTERED_MOBILE)?.loans).toBeUndefined();
});
