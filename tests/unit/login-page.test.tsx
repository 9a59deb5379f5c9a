import { screen, waitFor, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockServer } from '../../src/mocks/server';
import { fault } from '../../src/mocks/world/faults';
import { currentPath, renderApp } from './render-app';

const runtime = installMockServer();

function codeRequests() {
  const seen: string[] = [];
  const off = runtime.onTraffic((t) => {
    if (t.path === '/security/getVerifyCode') seen.push(t.path);
  });
  return { seen, off };
}

test('a new borrower logs in with the SMS code and lands on the first application step', async () => {
  const { user, storedValues } = await renderApp('/user/login');
  await user.type(await screen.findByLabelText(/Número de celular/), '55 1234 5678');
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await screen.findByText(/Te enviamos un código por SMS al 5512345678/);
  const code = runtime.world.outbox.at(-1)!.code;
  await user.type(screen.getByLabelText(/Código de verificación/), code);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  await waitFor(() => expect(currentPath()).toBe('/auth/loan_question'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Historial crediticio' })).toBeInTheDocument();
  expect(storedValues.get('token')?.Authorization).toMatch(/^Bearer /);
});

test('a double tap on "Enviar código" sends one request', async () => {
  const { user } = await renderApp('/user/login');
  const requests = codeRequests();
  await user.type(await screen.findByLabelText(/Número de celular/), '5512345678');
  await user.dblClick(screen.getByRole('button', { name: 'Enviar código' }));
  await screen.findByText(/Te enviamos un código/);
  expect(requests.seen).toHaveLength(1);
  requests.off();
});

test.each([
  ['', 'Ingresa tu número de celular'],
  ['12345', 'El número debe tener 10 dígitos y no empezar con 0 ni 1'],
  ['0512345678', 'El número debe tener 10 dígitos y no empezar con 0 ni 1'],
  ['55123456789012345', 'El número debe tener 10 dígitos y no empezar con 0 ni 1'],
  ['55abc45678', 'El número debe tener 10 dígitos y no empezar con 0 ni 1'],
  ['55😀1234567', 'El número debe tener 10 dígitos y no empezar con 0 ni 1'],
  ['900 123 4567', 'Ese número no puede recibir SMS (números 800, 900). Usa tu celular'],
])('mobile %j: "%s", what was typed stays and no request is sent', async (typed, message) => {
  const { user } = await renderApp('/user/login');
  const requests = codeRequests();
  const field = await screen.findByLabelText(/Número de celular/);
  if (typed) await user.type(field, typed);
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(field).toHaveValue(typed.slice(0, 20));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(requests.seen).toHaveLength(0);
  requests.off();
});

test('a code that is not 6 digits is refused before any request', async () => {
  const { user } = await renderApp('/user/login');
  await user.type(await screen.findByLabelText(/Número de celular/), '5512345678');
  await user.type(screen.getByLabelText(/Código de verificación/), '12a4');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByText('El código tiene 6 dígitos')).toBeInTheDocument();
  expect(screen.getByLabelText(/Código de verificación/)).toHaveValue('12a4');
});

test('a network failure shows the Spanish message and keeps the number', async () => {
  const { user } = await renderApp('/user/login');
  runtime.faults.once('/security/getVerifyCode', fault.networkError());
  await user.type(await screen.findByLabelText(/Número de celular/), '5512345678');
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  expect(await screen.findByText(/Sin conexión/)).toBeInTheDocument();
  expect(screen.getByLabelText(/Número de celular/)).toHaveValue('5512345678');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('the resend countdown runs 60 s, then the code can be sent again', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const { app } = await renderApp('/user/login');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(await screen.findByLabelText(/Número de celular/), '5512345678');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('button', { name: /Reenviar en (60|59) s/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('button', { name: /Reenviar en (29|30|31) s/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
    expect(app.store.getState().session.verifyCode?.mobile).toBe('5512345678');
  } finally {
    vi.useRealTimers();
  }
});

test('in English every text of the page is English', async () => {
  const { user } = await renderApp('/user/login', { language: 'en' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('Enter your mobile number')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
});
