// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBridgeClient, type BridgeClient, type BridgeEvent } from '#contracts/bridge';
import { installMockServer } from '#contracts/mock-server';
import { installBridgeEmulator, type InstalledBridgeEmulator } from './install';

// The emulated native login screen, driven as a person would, against the msw/node mock backend.
const mock = installMockServer();

let installed: InstalledBridgeEmulator | undefined;
let client: BridgeClient | undefined;

function setUp(language: 'es' | 'en' = 'es') {
  installed = installBridgeEmulator(window, {
    persist: false,
    log: () => {},
    world: () => mock.world,
    language,
  });
  client = createBridgeClient({ getWindow: () => window, timeoutMs: 5000, log: () => {} });
  const events: BridgeEvent[] = [];
  client.onEvent((event) => events.push(event));
  return { bridge: client, control: installed.control, events, user: userEvent.setup() };
}

afterEach(() => {
  client?.dispose();
  installed?.uninstall();
});

test('toLogin shows the native login; the SMS code from the mock world logs the borrower in', async () => {
  const { bridge, control, events, user } = setUp();
  await expect(bridge.call('getLoginInfo')).resolves.toBeNull();
  await bridge.call('toLogin', { reason: 'required' });

  const dialog = await screen.findByRole('dialog', { name: 'Inicio de sesión de la app' });
  await user.type(within(dialog).getByLabelText('Número de celular'), '5544332211');
  await user.click(within(dialog).getByRole('button', { name: 'Enviar SMS' }));

  // The SMS arrives as an incoming message on the phone.
  const sms = await within(dialog).findByRole('status');
  const sent = mock.world.lastSms('5544332211');
  expect(sent).toBeDefined();
  expect(sms).toHaveTextContent(sent!.text);

  await user.type(within(dialog).getByLabelText('Código SMS'), sent!.code);
  await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));

  await waitFor(() => expect(events.some((e) => e.event === 'loginChanged')).toBe(true));
  expect(screen.queryByRole('dialog', { name: 'Inicio de sesión de la app' })).not.toBeInTheDocument();
  const info = await bridge.call('getLoginInfo');
  expect(info).toEqual({ token: expect.stringMatching(/^Bearer tk_/), mobile: '5544332211' });
  expect(events).toContainEqual({ event: 'loginChanged', data: info });
  expect(mock.world.findToken(info!.token.slice('Bearer '.length))?.mobile).toBe('5544332211');
  expect(control.snapshot().session).toEqual(info);
});

test('"Usar código" fills the code from the incoming SMS', async () => {
  const { bridge, user } = setUp();
  await bridge.call('toLogin', {});
  const dialog = await screen.findByRole('dialog', { name: 'Inicio de sesión de la app' });
  await user.type(within(dialog).getByLabelText('Número de celular'), '5544332211');
  await user.click(within(dialog).getByRole('button', { name: 'Enviar SMS' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Usar código' }));
  expect(within(dialog).getByLabelText('Código SMS')).toHaveValue(mock.world.lastSms('5544332211')!.code);
});

test('a wrong code shows the backend message and keeps the login open', async () => {
  const { bridge, events, user } = setUp();
  await bridge.call('toLogin', {});
  const dialog = await screen.findByRole('dialog', { name: 'Inicio de sesión de la app' });
  await user.type(within(dialog).getByLabelText('Número de celular'), '5544332211');
  await user.click(within(dialog).getByRole('button', { name: 'Enviar SMS' }));
  await within(dialog).findByRole('status');
  const wrong = mock.world.lastSms('5544332211')!.code === '000000' ? '111111' : '000000';
  await user.type(within(dialog).getByLabelText('Código SMS'), wrong);
  await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'El código de verificación es incorrecto',
  );
  expect(events).toEqual([]);
});

test('a mobile that is not 10 digits is refused on the phone without a request', async () => {
  const { bridge, user } = setUp();
  const before = mock.world.outbox.length;
  await bridge.call('toLogin', {});
  const dialog = await screen.findByRole('dialog', { name: 'Inicio de sesión de la app' });
  await user.type(within(dialog).getByLabelText('Número de celular'), '55443');
  await user.click(within(dialog).getByRole('button', { name: 'Enviar SMS' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Escribe un número de celular de 10 dígitos.');
  expect(mock.world.outbox).toHaveLength(before);
});

test('"Cancelar" closes the login and tells the app with loginChanged null', async () => {
  const { bridge, control, events, user } = setUp();
  await bridge.call('toLogin', {});
  const dialog = await screen.findByRole('dialog', { name: 'Inicio de sesión de la app' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(dialog).not.toBeInTheDocument();
  expect(events).toEqual([{ event: 'loginChanged', data: null }]);
  expect(control.snapshot().login.open).toBe(false);
});

test('the login screen speaks English on an English phone', async () => {
  const { bridge } = setUp('en');
  await bridge.call('toLogin', {});
  const dialog = await screen.findByRole('dialog', { name: 'App login' });
  expect(within(dialog).getByRole('button', { name: 'Send SMS' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('SMS code')).toBeInTheDocument();
});
