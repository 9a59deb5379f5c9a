import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { emergencyContactSchema } from '../../src/api/contracts/store';
import { APPLICATION_ERRORS } from '../../src/mocks/handlers/application-errors';
import { call } from '../../src/mocks/handlers/application-test-kit';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { applicationOf } from '../../src/mocks/world/application';
import { currentPath, renderApp } from './render-app';

// Issue "Rules of spec §5 still off", item 1: a contact phone has 10 or 11 digits (spec section 5). The
// 11-digit form is the 10-digit number with the obsolete mobile prefix 1 in front (decision 0017,
// reference mx-identifiers §6 and its policy); it is stored as the 10-digit number. Screen, request
// contract and mock world agree.

const runtime = installMockServer();

function atContactsStep() {
  runtime.reset({ preset: 'application-in-progress', presetOptions: { progress: 30 } });
  return { session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 30 } };
}

function saves() {
  const seen: { contacts: { phone: string }[] }[] = [];
  const off = runtime.onTraffic((t) => {
    if (t.path === '/store/user-emergency-contact/save') seen.push(t.payload as (typeof seen)[number]);
  });
  onTestFinished(off);
  return seen;
}

async function fill(user: UserEvent, n: 1 | 2, relation: string, name: string, phone: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`Parentesco \\(${n}\\)`) }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: relation }));
  await user.type(screen.getByLabelText(new RegExp(`Nombre completo \\(${n}\\)`)), name);
  await user.type(screen.getByLabelText(new RegExp(`Teléfono celular \\(${n}\\)`)), phone);
}

const PHONE_FORMAT = 'El celular debe tener 10 dígitos, u 11 si empieza con el 1 de antes';

test('the hint says 10 or 11 digits', async () => {
  await renderApp('/auth/emergency_contact', atContactsStep());
  await screen.findByRole('heading', { level: 1, name: 'Contactos de emergencia' });
  expect(screen.getAllByText('10 dígitos (u 11 si lo tienes guardado con un 1 al inicio)')).toHaveLength(2);
});

test('an 11-digit phone with the old leading 1 is accepted and saved as the 10-digit number', async () => {
  const sent = saves();
  const { user } = await renderApp('/auth/emergency_contact', atContactsStep());
  await screen.findByRole('heading', { level: 1, name: 'Contactos de emergencia' });
  await fill(user, 1, 'Padres', 'Ana López', '15511111111');
  await fill(user, 2, 'Amigos', 'Luis Pérez', '1 33 2222 2222');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(currentPath()).toBe('/bank_account/add_bankcard'));
  expect(sent).toHaveLength(1);
  expect(sent[0]?.contacts.map((c) => c.phone)).toEqual(['5511111111', '3322222222']);
  const stored = applicationOf(runtime.world, runtime.world.findUser(REGISTERED_MOBILE)!).emergencyContacts;
  expect(stored?.map((c) => c.phone)).toEqual(['5511111111', '3322222222']);
});

test.each([
  ['11 digits not starting with 1 (a leading 0)', '05511111111', PHONE_FORMAT],
  ['11 digits starting with 1 then 0', '10511111111', PHONE_FORMAT],
  ['12 digits', '155111111112', PHONE_FORMAT],
  ['9 digits', '551111111', PHONE_FORMAT],
  ['the login phone with the old 1', `1${REGISTERED_MOBILE}`, 'No puede ser tu propio número'],
])('%s is refused on the screen, nothing is sent', async (_case, phone, message) => {
  const sent = saves();
  const { user } = await renderApp('/auth/emergency_contact', atContactsStep());
  await screen.findByRole('heading', { level: 1, name: 'Contactos de emergencia' });
  await fill(user, 1, 'Padres', 'Ana López', phone);
  await fill(user, 2, 'Amigos', 'Luis Pérez', '5522222222');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText(/Teléfono celular \(1\)/)).toHaveValue(phone);
  expect(sent).toHaveLength(0);
});

test('the request contract takes 10 digits or 1 + 10 digits, nothing else', () => {
  const phone = emergencyContactSchema.shape.phone;
  for (const ok of ['5511111111', '15511111111', '2221234567'])
    expect(phone.safeParse(ok).success, ok).toBe(true);
  for (const bad of [
    '05511111111',
    '10511111111',
    '551111111',
    '555111111111',
    '0511111111',
    '1511111111',
    '55-1111-1111',
  ])
    expect(phone.safeParse(bad).success, bad).toBe(false);
});

test('the mock world stores an 11-digit phone as 10 digits, and refuses other 11-digit numbers', async () => {
  atContactsStep();
  const contact = (phone: string, relationship = 'parents', name = 'Rosa Hernández') => ({
    relationship,
    name,
    phone,
  });
  const refused = await call('/store/user-emergency-contact/save', {
    contacts: [contact('05511112222'), contact('5533334444', 'friends', 'Jorge Ramírez')],
  });
  expect(refused).toMatchObject({
    code: APPLICATION_ERRORS.CONTACT_INVALID_PHONE.code,
    msg: 'El teléfono del contacto 1 no es válido',
  });
  // The same number with and without the old 1 is the same phone.
  const same = await call('/store/user-emergency-contact/save', {
    contacts: [contact('15511112222'), contact('5511112222', 'friends', 'Jorge Ramírez')],
  });
  expect(same.msg).toBe('Los dos contactos no pueden tener el mismo teléfono');
  const own = await call('/store/user-emergency-contact/save', {
    contacts: [contact(`1${REGISTERED_MOBILE}`), contact('5533334444', 'friends', 'Jorge Ramírez')],
  });
  expect(own.msg).toBe('El teléfono de un contacto no puede ser tu propio número');
  const saved = await call('/store/user-emergency-contact/save', {
    contacts: [contact('15511112222'), contact('5533334444', 'friends', 'Jorge Ramírez')],
  });
  expect(saved).toMatchObject({ code: 0, data: { progress: 35 } });
  const stored = applicationOf(runtime.world, runtime.world.findUser(REGISTERED_MOBILE)!).emergencyContacts;
  expect(stored?.map((c) => c.phone)).toEqual(['5511112222', '5533334444']);
});
