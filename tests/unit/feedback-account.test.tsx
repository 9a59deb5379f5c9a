import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFeedbackRequestSchema } from '../../src/api/contracts/feedback';
import { PATHS, withQuery } from '../../src/domain/paths';
import { call } from '../../src/mocks/handlers/application-test-kit';
import { FEEDBACK_ERRORS } from '../../src/mocks/handlers/feedback-errors';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { currentPath, renderApp, storedSession } from './render-app';

// Issue "Rules of spec §5 still off", item 5: spec section 3's feedback has an `account`. The add form asks
// for it (optional): the bank account the request is about, as an 18-digit CLABE or only the last 4 digits
// of a card (a full card number is refused, for the borrower's safety). It is sent with the create request
// (contract + mock world check it) and shown in the detail.

const runtime = installMockServer({ preset: 'registered-borrower', seed: 3 });

const CLABE = '002010077777777771'; // a valid BANAMEX CLABE

async function open(path: string, language: 'es' | 'en' = 'es') {
  const { storedValues, logStorage } = storedSession(REGISTERED_MOBILE, REGISTERED_TOKEN);
  const view = await renderApp(path, { storedValues, logStorage, language, isNative: () => false });
  return { ...view, user: userEvent.setup() };
}

function creates() {
  const seen: Record<string, unknown>[] = [];
  const off = runtime.onTraffic((t) => {
    if (t.path === '/feedback/create') seen.push(t.payload as Record<string, unknown>);
  });
  onTestFinished(off);
  return seen;
}

const send = () => screen.getByRole('button', { name: 'Enviar solicitud' });

test.each([
  ['a CLABE', '002 010 07777777777 1', CLABE, `CLABE 002 010 07777777777 1`],
  ["a card's last 4 digits", '4242', '4242', 'Tarjeta terminada en 4242'],
])(
  '%s is sent with the request, kept by the mock world and shown in the detail',
  async (_case, typed, sentAs, shown) => {
    const seen = creates();
    const { user, unmount } = await open(PATHS.addFeedback);
    await user.click(await screen.findByRole('radio', { name: 'Verificar pago' }));
    await user.type(screen.getByLabelText(/Describe tu problema/), 'Pagué el día 3 por SPEI');
    const account = screen.getByLabelText(/Cuenta bancaria/);
    expect(account).not.toHaveAttribute('aria-required', 'true');
    expect(
      screen.getByText(/La CLABE de 18 dígitos, o solo los últimos 4 dígitos de tu tarjeta/),
    ).toBeInTheDocument();
    await user.type(account, typed);
    await user.click(send());
    await waitFor(() => expect(currentPath()).toBe(PATHS.feedbackResult));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ type: 1, account: sentAs });
    const [created] = [...runtime.world.feedback.feedbacks.values()];
    expect(created?.account).toBe(sentAs);
    unmount();

    await open(withQuery(PATHS.feedbackDetail, { id: created!.feedbackId }));
    expect(await screen.findByText('Cuenta')).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
  },
);

test('the account is optional: without it nothing is sent for it and the detail has no account row', async () => {
  const seen = creates();
  const { user, unmount } = await open(PATHS.addFeedback);
  await user.click(await screen.findByRole('radio', { name: 'Otro' }));
  await user.type(screen.getByLabelText(/Describe tu problema/), 'Tengo una duda');
  await user.click(send());
  await waitFor(() => expect(currentPath()).toBe(PATHS.feedbackResult));
  expect(seen[0]).not.toHaveProperty('account');
  const [created] = [...runtime.world.feedback.feedbacks.values()];
  expect(created?.account).toBeNull();
  unmount();
  await open(withQuery(PATHS.feedbackDetail, { id: created!.feedbackId }));
  await screen.findByText('Tengo una duda');
  expect(screen.queryByText('Cuenta')).not.toBeInTheDocument();
});

test.each([
  [
    'a full card number',
    '4242 4242 4242 4242',
    'Por tu seguridad, de tu tarjeta escribe solo los últimos 4 dígitos',
  ],
  [
    'a CLABE with a wrong check digit',
    '002010077777777772',
    'Esa CLABE no es válida: revisa que esté bien escrita',
  ],
  [
    'letters',
    'BBVA 1234',
    'Escribe la CLABE de 18 dígitos o los últimos 4 dígitos de tu tarjeta, solo números',
  ],
  [
    'another length',
    '123456',
    'Escribe la CLABE de 18 dígitos o los últimos 4 dígitos de tu tarjeta, solo números',
  ],
])(
  '%s is refused on the screen with the reason; what was typed stays, nothing is sent',
  async (_case, typed, message) => {
    const seen = creates();
    const { user } = await open(PATHS.addFeedback);
    await user.click(await screen.findByRole('radio', { name: 'No me llegó el préstamo' }));
    await user.type(screen.getByLabelText(/Describe tu problema/), 'No me llegó');
    await user.type(screen.getByLabelText(/Cuenta bancaria/), typed);
    await user.click(send());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Cuenta bancaria/)).toHaveValue(typed);
    expect(screen.getByLabelText(/Cuenta bancaria/)).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toEqual([]);
  },
);

test('in English the field and the detail speak English', async () => {
  const { user } = await open(PATHS.addFeedback, 'en');
  await user.click(await screen.findByRole('radio', { name: 'Other' }));
  await user.type(screen.getByLabelText(/Describe your problem/), 'A question');
  await user.type(screen.getByLabelText(/Bank account/), '4242 4242 4242 4242');
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(
    await screen.findByText('For your security, enter only the last 4 digits of your card'),
  ).toBeInTheDocument();
});

test('the create contract and the mock world take a CLABE or 4 digits, nothing else', async () => {
  const account = createFeedbackRequestSchema.shape.account;
  for (const ok of [CLABE, '4242', undefined]) expect(account.safeParse(ok).success, String(ok)).toBe(true);
  for (const bad of ['4242424242424242', '12345', '', 'BBVA', `${CLABE} `])
    expect(account.safeParse(bad).success, bad).toBe(false);

  const create = (extra: Record<string, unknown>) =>
    call('/feedback/create', { type: 1, description: 'Pagué', imageIds: [], ...extra });
  expect((await create({ account: '4242424242424242' })).code).toBe(
    FEEDBACK_ERRORS.FEEDBACK_ACCOUNT_INVALID.code,
  );
  // The right shape but a wrong check digit: the mock world checks the CLABE itself.
  expect((await create({ account: '002010077777777772' })).code).toBe(
    FEEDBACK_ERRORS.FEEDBACK_ACCOUNT_INVALID.code,
  );
  const made = await create({ account: CLABE });
  expect(made.code).toBe(0);
  const detail = await call<{ account: string | null }>('/feedback/detail', {
    feedbackId: (made.data as { feedbackId: string }).feedbackId,
  });
  expect(detail.data.account).toBe(CLABE);
});
