import { screen, waitFor } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { currentPath, renderApp, storedSession } from './render-app';

/**
 * Decision 0069, "nothing loses what the borrower typed": the new request's form keeps a draft, so a WebView
 * reload (Android may kill it while the gallery is open) brings back the type, the description, the contact
 * and the call-back time; never the bank account (nothing of it at rest). A request sent ends its draft.
 */

installMockServer({ preset: 'registered-borrower', seed: 3 });

const CLABE = '002010077777777771';

/** Opens the form logged in, on the given stored values (the same ones again: a reload). */
function open(session: ReturnType<typeof storedSession>) {
  return renderApp(PATHS.addFeedback, { ...session, isNative: () => false });
}

test('a reload brings back what was typed, but not the bank account', async () => {
  const session = storedSession(REGISTERED_MOBILE, REGISTERED_TOKEN);
  const first = await open(session);
  await first.user.click(await screen.findByRole('radio', { name: 'Verificar pago' }));
  await first.user.type(screen.getByLabelText(/Describe tu problema/), 'Pagué el día 3 por SPEI');
  await first.user.type(screen.getByLabelText(/Teléfono de contacto/), '5587654321');
  await first.user.type(screen.getByLabelText(/Cuenta bancaria/), CLABE);
  // The WebView goes: the page is hidden, then gone.
  first.unmount();
  expect(JSON.stringify(session.storedValues.get('drafts'))).not.toContain(CLABE);

  await open(session);
  expect(await screen.findByRole('radio', { name: 'Verificar pago' })).toBeChecked();
  expect(screen.getByLabelText(/Describe tu problema/)).toHaveValue('Pagué el día 3 por SPEI');
  expect(screen.getByLabelText(/Teléfono de contacto/)).toHaveValue('5587654321');
  expect(screen.getByLabelText(/Cuenta bancaria/)).toHaveValue('');
});

test('a sent request ends its draft: the next one starts empty', async () => {
  const session = storedSession(REGISTERED_MOBILE, REGISTERED_TOKEN);
  const first = await open(session);
  await first.user.click(await screen.findByRole('radio', { name: 'Quiero pagar' }));
  await first.user.type(screen.getByLabelText(/Describe tu problema/), 'No veo el botón de pago');
  await first.user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.feedbackResult));
  first.unmount();
  expect(session.storedValues.get('drafts').feedback).toBeUndefined();

  await open(session);
  expect(await screen.findByLabelText(/Describe tu problema/)).toHaveValue('');
  expect(screen.getByRole('radio', { name: 'Quiero pagar' })).not.toBeChecked();
});

test('a kept draft off its shape brings back nothing of it', async () => {
  const session = storedSession(REGISTERED_MOBILE, REGISTERED_TOKEN);
  session.storedValues.set('drafts', { feedback: { type: 42, description: ['not', 'text'] } });
  await open(session);
  expect(await screen.findByLabelText(/Describe tu problema/)).toHaveValue('');
  for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
});
