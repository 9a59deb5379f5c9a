import { act, screen, waitFor } from '@testing-library/react';
import { CODE_REFUSALS as LOGIN_REFUSALS } from '../../src/features/login/login-model';
import { CODE_REFUSALS as DELETE_REFUSALS } from '../../src/features/user-center/delete-account-model';
import { MOCK_ERRORS } from '../../src/mocks/handlers/mock-errors';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { fault } from '../../src/mocks/world/faults';
import { currentPath, renderApp } from './render-app';

// Decision 0068: the backend's refusal of the SMS code shows on the code field (marked invalid, the message
// read with it), not as the form's error; a login whose profile then fails to load is still a login.
const runtime = installMockServer({ preset: 'registered-borrower' });

const codeField = () => screen.getByLabelText(/Código de verificación/);

/** The login page with the code sent to the preset's borrower; answers the code the world sent. */
async function loginWithCodeSent(path = '/user/login') {
  const view = await renderApp(path);
  await view.user.type(await screen.findByLabelText(/Número de celular/), REGISTERED_MOBILE);
  await view.user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await screen.findByText(/Te enviamos un código por SMS/);
  return { ...view, code: runtime.world.lastSms(REGISTERED_MOBILE)!.code };
}

test('the screens know the mock backend’s refusals of the code by their numbers', () => {
  const codes = [MOCK_ERRORS.CODE_WRONG, MOCK_ERRORS.CODE_EXPIRED, MOCK_ERRORS.CODE_NOT_REQUESTED].map((e) =>
    String(e.code),
  );
  expect([...LOGIN_REFUSALS].sort()).toEqual(codes.sort());
  expect([...DELETE_REFUSALS].sort()).toEqual([...codes, 'NOT_VERIFIED'].sort());
});

test('login: a wrong code is refused on the code field', async () => {
  const { user, code } = await loginWithCodeSent();
  await user.type(codeField(), code === '000000' ? '111111' : '000000');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  await waitFor(() => expect(codeField()).toHaveAttribute('aria-invalid', 'true'));
  expect(codeField()).toHaveAccessibleDescription('El código de verificación es incorrecto');
  expect(screen.getAllByText('El código de verificación es incorrecto')).toHaveLength(1);
  // Typing a new code takes the refusal away.
  await user.type(codeField(), '1');
  expect(codeField()).not.toHaveAttribute('aria-invalid');
});

test('login: a network failure stays the form’s message; the code is not marked', async () => {
  const { user, code } = await loginWithCodeSent();
  runtime.faults.once('/security/login', fault.networkError());
  await user.type(codeField(), code);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByText(/Sin conexión/)).toBeInTheDocument();
  expect(codeField()).not.toHaveAttribute('aria-invalid');
});

test('login: a profile that does not load does not undo the login; the borrower goes on to `redirect`', async () => {
  const { user, code, app, storedValues } = await loginWithCodeSent(
    '/user/login?redirect=/user_center/settings',
  );
  runtime.faults.once('/security/getUserInfo', fault.networkError());
  await user.type(codeField(), code);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  await waitFor(() => expect(currentPath()).toBe('/user_center/settings'));
  expect(app.store.getState().session.loggedIn).toBe(true);
  expect(storedValues.get('token')?.Authorization).toMatch(/^Bearer /);
  expect(app.store.log().some((e) => e.type === 'session/loginFailed')).toBe(false);
  expect(screen.queryByText(/Sin conexión/)).not.toBeInTheDocument();
});

test('account deletion: a wrong code is refused on the code field', async () => {
  const view = await renderApp('/me');
  view.storedValues.set('token', { Authorization: `Bearer ${REGISTERED_TOKEN}` });
  act(() => {
    view.app.store.dispatch({
      type: 'session/loggedIn',
      mobile: REGISTERED_MOBILE,
      token: `Bearer ${REGISTERED_TOKEN}`,
      via: 'web',
    });
    window.location.hash = '/user_center/delete_account';
  });
  await view.user.click(await screen.findByRole('button', { name: 'Enviar código' }));
  const code = runtime.world.lastSms(REGISTERED_MOBILE)!.code;
  await view.user.type(codeField(), code === '000000' ? '111111' : '000000');
  await view.user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  await view.user.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
  await waitFor(() => expect(codeField()).toHaveAttribute('aria-invalid', 'true'));
  expect(codeField()).toHaveAccessibleDescription('El código de verificación es incorrecto');
  expect(screen.getAllByText('El código de verificación es incorrecto')).toHaveLength(1);
});
