import { act, screen, waitFor } from '@testing-library/react';
import { refreshUser } from '../../src/features/login/login.effects';
import { installMockServer } from '../../src/mocks/server';
import { fault } from '../../src/mocks/world/faults';
import { currentPath, renderApp } from './render-app';

/**
 * Decision 0075: the web login page says why the previous session ended (spec section 8's session codes), in the
 * borrower's language, until they log in again; a logout of their own leaves no such box.
 */

const runtime = installMockServer();
const BORROWER = '5512348765';

function borrowerSession() {
  runtime.world.addUser({ mobile: BORROWER });
  return { mobile: BORROWER, token: runtime.world.issueToken(BORROWER), progress: 5 };
}

const go = (path: string) => act(() => void (window.location.hash = path));

/** The session ends with `code` (the backend's own wording, not the catalogue's); the app opens the login page. */
async function sessionEndsWith(app: Awaited<ReturnType<typeof renderApp>>['app'], code: number) {
  runtime.faults.once('/security/getUserInfo', fault.error(code, 'backend wording'));
  await act(async () => {
    await app.store.run(refreshUser, {});
  });
  await waitFor(() => expect(currentPath()).toBe('/user/login'));
}

test('after 10010304 the login page says the account was registered on another device, until the login', async () => {
  const { app, user } = await renderApp('/', { session: borrowerSession() });
  await sessionEndsWith(app, 10010304);
  const form = await screen.findByRole('heading', { name: 'Iniciar sesión', level: 2 });
  const box = screen
    .getAllByRole('status')
    .find((node) => node.textContent === 'La cuenta se registró en otro dispositivo');
  expect(box).toBeDefined();
  // Above the form.
  expect(box!.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  await user.type(screen.getByLabelText(/Número de celular/), BORROWER);
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await screen.findByText(/Te enviamos un código/);
  await user.type(screen.getByLabelText(/Código de verificación/), runtime.world.outbox.at(-1)!.code);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  await waitFor(() => expect(currentPath()).not.toBe('/user/login'));
  go('/user/login');
  await screen.findByLabelText(/Número de celular/);
  expect(screen.queryByText('La cuenta se registró en otro dispositivo')).toBeNull();
});

test('in English, after 10010303, the box reads the English catalogue message', async () => {
  const { app } = await renderApp('/', { session: borrowerSession(), language: 'en' });
  await sessionEndsWith(app, 10010303);
  await screen.findByLabelText(/Mobile number/);
  const texts = screen.getAllByRole('status').map((node) => node.textContent);
  expect(texts).toContain('Token is expired, please log in again');
});

test('a logout of the borrower’s own shows no reason on the login page', async () => {
  const { app } = await renderApp('/', { session: borrowerSession() });
  await act(async () => {
    await app.services.logout();
  });
  go('/user/login');
  await screen.findByLabelText(/Número de celular/);
  for (const text of [
    'La cuenta se registró en otro dispositivo',
    'Tu sesión expiró, vuelve a iniciar sesión',
    'Sesión no válida, vuelve a iniciar sesión',
    'El usuario no puede iniciar sesión',
  ])
    expect(screen.queryByText(text)).toBeNull();
});

test('a logout after a session code’s end and a new login clears the reason too', async () => {
  const { app } = await renderApp('/', { session: borrowerSession() });
  await sessionEndsWith(app, 100103);
  expect(await screen.findByText('Sesión no válida, vuelve a iniciar sesión')).toBeInTheDocument();
  const token = `Bearer ${runtime.world.issueToken(BORROWER)}`;
  act(() => {
    app.store.dispatch({ type: 'session/loggedIn', mobile: BORROWER, token, via: 'web' });
  });
  expect(screen.queryByText('Sesión no válida, vuelve a iniciar sesión')).toBeNull();
  await act(async () => {
    await app.services.logout();
  });
  go('/user/login');
  await screen.findByLabelText(/Número de celular/);
  expect(screen.queryByText('Sesión no válida, vuelve a iniciar sesión')).toBeNull();
});
