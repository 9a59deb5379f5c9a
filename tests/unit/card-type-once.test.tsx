import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { applicationOf } from '../../src/mocks/world/application';
import { currentPath, renderApp } from './render-app';
import { EMPLOYEE_DRAFT, openStepAsBorrower, requestsTo } from './step-kit';

// Issue "Rules of spec §5 still off", item 4: the card type (CLABE or debit card) was asked twice, on the
// employment step (`cardType`) and again on the bank-card step. The bank-card step, where the account is
// entered, is now the one place; an answer an earlier version filed with the employment step prefills it.

const runtime = installMockServer();

const CARD_TYPE_QUESTION = /Tipo de cuenta|Cuenta para recibir/;
const borrower = () => runtime.world.findUser(REGISTERED_MOBILE)!;

function atStep(progress: number) {
  runtime.reset({ preset: 'application-in-progress', presetOptions: { progress } });
  return { session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress } };
}

/** Everything on the page that asks for the card type: a picker, a radio group or a labelled field. */
function cardTypeQuestions(): HTMLElement[] {
  return [
    ...screen.queryAllByRole('button', { name: CARD_TYPE_QUESTION }),
    ...screen.queryAllByRole('radiogroup', { name: CARD_TYPE_QUESTION }),
    ...screen.queryAllByRole('group', { name: CARD_TYPE_QUESTION }),
    ...screen.queryAllByLabelText(CARD_TYPE_QUESTION),
  ];
}

async function fillAccount(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /Banco/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('searchbox'), 'BANAMEX');
  await user.click(within(dialog).getByRole('radio', { name: 'BANAMEX' }));
}

test('the employment step does not ask the card type and does not send it', async () => {
  runtime.reset({ preset: 'registered-borrower', presetOptions: { progress: 25 } });
  const sent = requestsTo<Record<string, unknown>>(runtime, '/store/additional-info/save');
  const { user } = await openStepAsBorrower(
    PATHS.additionalInfomation,
    'additionalInfomation',
    { es: 'Información laboral', en: 'Work information' },
    // A draft of an earlier version may still hold the old answer: it is not sent from here.
    { draft: { ...EMPLOYEE_DRAFT, cardType: 'clabe' } },
  );
  expect(cardTypeQuestions()).toEqual([]);
  expect(screen.queryByText(/CLABE|Tarjeta de débito/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.emergencyContact));
  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toHaveProperty('cardType');
  expect(applicationOf(runtime.world, borrower()).additionalInfo).not.toHaveProperty('cardType');
});

test('the bank-card step asks it once, and the saved account carries it', async () => {
  const { user } = await renderApp('/bank_account/add_bankcard', atStep(35));
  await screen.findByRole('heading', { level: 1, name: 'Cuenta bancaria' });
  const info = applicationOf(runtime.world, borrower()).basicInfo!;
  const holder = screen.getByLabelText(/Nombre del titular/);
  await waitFor(() => expect(holder).not.toHaveValue(''));
  // Nothing filed before: the question is open.
  expect(screen.getByRole('radio', { name: 'CLABE' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'Tarjeta de débito' })).not.toBeChecked();
  expect(screen.getAllByText('Tipo de cuenta')).toHaveLength(1);
  await user.click(screen.getByRole('radio', { name: 'Tarjeta de débito' }));
  await fillAccount(user);
  await user.type(screen.getByLabelText(/Número de tarjeta/), '4242424242424242');
  await user.type(screen.getByLabelText(/Confirma/), '4242424242424242');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(applicationOf(runtime.world, borrower()).bankCard).toMatchObject({
    cardType: 'debit',
    holderName: expect.stringContaining(info.firstName),
  });
});

test('an answer filed with the employment step by an earlier version prefills the bank-card step', async () => {
  const session = atStep(35);
  const app = applicationOf(runtime.world, borrower());
  app.additionalInfo = { ...app.additionalInfo!, cardType: 'debit' };
  await renderApp('/bank_account/add_bankcard', session);
  await screen.findByRole('heading', { level: 1, name: 'Cuenta bancaria' });
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Tarjeta de débito' })).toBeChecked());
  expect(screen.getByRole('radio', { name: 'CLABE' })).not.toBeChecked();
  expect(screen.getByLabelText(/Número de tarjeta/)).toBeInTheDocument();
});
