import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { PROGRESS } from '../../src/domain/progress';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { applicationOf } from '../../src/mocks/world/application';
import { renderApp } from './render-app';

// Decision 0062: the application forms' wording and their errors between the two emergency contacts.

const runtime = installMockServer();

async function openStep(path: string, progress: number, heading: string, language: 'es' | 'en' = 'es') {
  runtime.reset({ preset: 'application-in-progress', presetOptions: { progress } });
  await renderApp(path, {
    session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress },
    language,
  });
  await screen.findByRole('heading', { level: 1, name: heading });
  return userEvent.setup({ delay: null });
}

async function pick(user: UserEvent, field: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: option }));
}

describe('loan question 2 counts days in the singular and the plural', () => {
  test.each([
    ['es', 'Historial crediticio', /mayor número de días/, ['0 días', '1 día', '2 días', '30 días']],
    ['en', 'Credit history', /largest number of days/, ['0 days', '1 day', '2 days', '30 days']],
  ] as const)('in %s', async (language, heading, question, labels) => {
    const user = await openStep('/auth/loan_question', PROGRESS.loanQuestion, heading, language);
    await user.click(screen.getByRole('button', { name: question }));
    const dialog = await screen.findByRole('dialog');
    for (const label of labels)
      expect(within(dialog).getByRole('radio', { name: label })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: language === 'es' ? '1 días' : '1 days' })).toBeNull();
  });
});

describe('the bank step words a wrong CURP as a CURP', () => {
  async function typeCurp(user: UserEvent, curp: string) {
    const field = screen.getByLabelText(/CURP del titular/);
    // The step prefills the filed CURP: wait for it, then type over it.
    await waitFor(() => expect(field).not.toHaveValue(''));
    await user.clear(field);
    await user.type(field, curp);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
  }
  const ownCurp = () =>
    applicationOf(runtime.world, runtime.world.findUser(REGISTERED_MOBILE)!).identity.curp;

  test('a short CURP: "La CURP tiene 18 caracteres", not a digit count', async () => {
    const user = await openStep('/bank_account/add_bankcard', PROGRESS.addBankCard, 'Cuenta bancaria');
    await typeCurp(user, ownCurp().slice(0, 12));
    const field = screen.getByLabelText(/CURP del titular/);
    expect(field).toHaveAccessibleDescription(/La CURP tiene 18 caracteres/);
    expect(screen.queryByText('Revisa cuántos dígitos tiene')).toBeNull();
  });

  test('a wrong check digit: the CURP’s last digit, not "El número no es válido"', async () => {
    const user = await openStep('/bank_account/add_bankcard', PROGRESS.addBankCard, 'Cuenta bancaria');
    const curp = ownCurp();
    const wrong = `${curp.slice(0, 17)}${curp.endsWith('0') ? '1' : '0'}`;
    await typeCurp(user, wrong);
    expect(screen.getByLabelText(/CURP del titular/)).toHaveAccessibleDescription(
      /El último dígito de la CURP no coincide; revísala/,
    );
    expect(screen.queryByText(/El número no es válido/)).toBeNull();
  });
});

describe('emergency contacts: an error between the two contacts ends when either contact is edited', () => {
  async function fill(user: UserEvent, n: 1 | 2, relation: string, name: string, phone: string) {
    await pick(user, new RegExp(`Parentesco \\(${n}\\)`), relation);
    await user.type(screen.getByLabelText(new RegExp(`Nombre completo \\(${n}\\)`)), name);
    await user.type(screen.getByLabelText(new RegExp(`Teléfono celular \\(${n}\\)`)), phone);
  }
  const openContacts = () =>
    openStep('/auth/emergency_contact', PROGRESS.emergencyContact, 'Contactos de emergencia');
  const SAME_RELATION = 'Elige un parentesco distinto al del primer contacto';
  const SAME_PHONE = 'El teléfono debe ser distinto al del primer contacto';
  const SAME_NAME = 'El nombre debe ser distinto al del primer contacto';

  test('changing contact 1’s relationship ends "Elige un parentesco distinto…" on contact 2', async () => {
    const user = await openContacts();
    await fill(user, 1, 'Padres', 'Ana López', '5511111111');
    await fill(user, 2, 'Padres', 'Luis Pérez', '5522222222');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(SAME_RELATION)).toBeInTheDocument();
    await pick(user, /Parentesco \(1\)/, 'Hermanos');
    expect(screen.queryByText(SAME_RELATION)).toBeNull();
  });

  test('editing contact 1’s phone or name ends the same-phone and same-name errors on contact 2', async () => {
    const user = await openContacts();
    await fill(user, 1, 'Padres', 'Ana López', '5511111111');
    await fill(user, 2, 'Amigos', 'López Ana', '5511111111');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(SAME_PHONE)).toBeInTheDocument();
    expect(screen.getByText(SAME_NAME)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nombre completo \(1\)/), ' Ruiz');
    expect(screen.queryByText(SAME_NAME)).toBeNull();
    expect(screen.getByText(SAME_PHONE)).toBeInTheDocument();
    const phone = screen.getByLabelText(/Teléfono celular \(1\)/);
    await user.clear(phone);
    await user.type(phone, '5533333333');
    expect(screen.queryByText(SAME_PHONE)).toBeNull();
  });

  test('an edit that keeps the two contacts alike keeps the error', async () => {
    const user = await openContacts();
    await fill(user, 1, 'Padres', 'Ana López', '5511111111');
    await fill(user, 2, 'Amigos', 'ana lopez', '5522222222');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(SAME_NAME)).toBeInTheDocument();
    // A trailing space leaves the same name: the message stays until the names differ.
    const name = screen.getByLabelText(/Nombre completo \(1\)/);
    await user.type(name, ' ');
    expect(screen.getByText(SAME_NAME)).toBeInTheDocument();
    await user.type(name, 'R');
    expect(screen.queryByText(SAME_NAME)).toBeNull();
  });
});
