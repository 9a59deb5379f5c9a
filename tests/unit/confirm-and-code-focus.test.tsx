import { act, screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { fault } from '../../src/mocks/world/faults';
import { renderApp } from './render-app';

// Decision 0076 (accessibility audit). The log-out and deletion confirmations took the place of the focused
// button and left focus nowhere: the question was not reliably read, and Cancel dropped focus again. "Code sent"
// changed only a hint nobody was told about, and the send button, disabled by its countdown, took focus with it.

const runtime = installMockServer({ preset: 'registered-borrower' });
const session = { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 60 };

/** The delete-account page, logged in as the preset's borrower, once its code form shows. */
async function openDeletion() {
  const view = await renderApp(PATHS.deleteAccount, { session });
  await screen.findByRole('button', { name: 'Enviar código' });
  return view;
}

test('log out: focus on the question as the confirmation opens, back on the button after Cancel', async () => {
  const { user } = await renderApp(PATHS.settings, { session });
  await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

  const dialog = screen.getByRole('alertdialog', { name: 'Cerrar sesión' });
  expect(dialog).toHaveAccessibleDescription(
    '¿Cerrar sesión? Los datos guardados en este teléfono se borrarán.',
  );
  await waitFor(() => expect(within(dialog).getByText(/^¿Cerrar sesión\?/)).toHaveFocus());

  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toHaveFocus());
});

test('delete the account: focus on the question as the confirmation opens, back on the submit button after Cancel', async () => {
  const { user } = await openDeletion();
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await user.type(
    screen.getByLabelText(/Código de verificación/),
    runtime.world.lastSms(REGISTERED_MOBILE)!.code,
  );
  await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));

  const dialog = screen.getByRole('alertdialog', { name: 'Eliminar cuenta' });
  expect(dialog).toHaveAccessibleDescription(/^¿Eliminar tu cuenta definitivamente\?/);
  await waitFor(() => expect(within(dialog).getByText(/^¿Eliminar tu cuenta/)).toHaveFocus());

  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar mi cuenta' })).toHaveFocus());
  expect(runtime.world.findUser(REGISTERED_MOBILE)).toBeDefined();
});

test('login: "code sent" is said in a status line and focus moves to the code', async () => {
  const { user } = await renderApp(PATHS.login);
  const status = (await screen.findAllByRole('status')).find((node) => node.closest('form'));
  expect(status).toBeEmptyDOMElement();
  await user.type(screen.getByLabelText(/Número de celular/), '5512345678');
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));

  await waitFor(() => expect(status).toHaveTextContent('Te enviamos un código por SMS al 5512345678'));
  await waitFor(() => expect(screen.getByLabelText(/Código de verificación/)).toHaveFocus());
  // The hint that said the same is not there twice.
  expect(screen.getAllByText(/Te enviamos un código/)).toHaveLength(1);
});

test('delete the account: "code sent" is said and focus moves to the code, in English too', async () => {
  const { user } = await renderApp(PATHS.deleteAccount, { session, language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Send code' }));
  const status = screen.getAllByRole('status').find((node) => node.closest('form'));
  await waitFor(() => expect(status).toHaveTextContent(/^We texted a code to \d+/));
  await waitFor(() => expect(screen.getByLabelText(/Verification code/)).toHaveFocus());
});

test('a borrower who went to another field while the code was on its way stays there', async () => {
  const { user } = await renderApp(PATHS.login);
  await user.type(await screen.findByLabelText(/Número de celular/), '5512345678');
  runtime.faults.once('/security/getVerifyCode', fault.delay(300));
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  // Before the answer arrives, the borrower taps the mobile field again.
  expect(screen.queryByText(/Te enviamos un código por SMS/)).not.toBeInTheDocument();
  act(() => screen.getByLabelText(/Número de celular/).focus());
  // The mock answers 300 ms later; the wait allows for a busy machine (it ends as soon as the text shows).
  await screen.findByText(/Te enviamos un código por SMS/, undefined, { timeout: 5_000 });
  await waitFor(() => expect(screen.getByRole('button', { name: /Reenviar en/ })).toBeDisabled());
  expect(screen.getByLabelText(/Número de celular/)).toHaveFocus();
});
