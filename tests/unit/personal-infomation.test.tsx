import { screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { curpCheckDigit } from '../../src/domain/validation/mx-identifiers';
import { installMockServer } from '../../src/mocks/server';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { currentPath } from './render-app';
import { borrowerIdentity, openStepAsBorrower, requestsTo, validPersonalDraft } from './step-kit';

const runtime = installMockServer({ preset: 'registered-borrower', presetOptions: { progress: 20 } });

const REQUIRED_ES = 'Por favor, ingresa o selecciona este dato';

const identity = () => borrowerIdentity(runtime);

const validDraft = () => validPersonalDraft(runtime);

const saves = () => requestsTo(runtime, '/store/user-basic-info/save');

/** Opens the step logged in as the world's borrower, with an optional stored draft. */
const openStep = (options: Parameters<typeof openStepAsBorrower>[3] = {}) =>
  openStepAsBorrower(
    PATHS.personalInfomation,
    'personalInfomation',
    { es: 'Información personal', en: 'Personal information' },
    options,
  );

const field = (label: RegExp) => screen.getByLabelText(label);
const picker = (label: RegExp) => screen.getByRole('button', { name: label });
const submitButton = () => screen.getByRole('button', { name: 'Siguiente' });

/** The error shown under a field (its aria-describedby). */
function errorOf(element: HTMLElement): string | null {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  for (const id of ids) {
    const node = document.getElementById(id);
    if (node?.getAttribute('role') === 'alert') return node.textContent;
  }
  return null;
}

test('the OCR draft prefills the form; submitting sends the normalised data once and opens the employment step', async () => {
  const id = identity();
  const sent = saves();
  const { user, app, storedValues } = await openStep({
    draft: { ...validDraft(), firstName: `  ${id.firstName}  ` },
  });
  expect(field(/Primer nombre/)).toHaveValue(`  ${id.firstName}  `);
  const [y, m, d] = id.birthday.split('-');
  expect(picker(/Fecha de nacimiento/)).toHaveTextContent(`${d}-${m}-${y}`);
  expect(screen.getByText(/\d+ años/)).toBeInTheDocument();
  expect(field(/CURP/)).toHaveValue(
    `${id.curp.slice(0, 4)}-${id.curp.slice(4, 10)}-${id.curp.slice(10, 16)}-${id.curp.slice(16)}`,
  );
  await user.click(submitButton());
  await waitFor(() => expect(currentPath()).toBe(PATHS.additionalInfomation));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    firstName: id.firstName,
    lastName: id.lastName,
    inputBirthday: id.birthday,
    gender: id.gender,
    state: id.state,
    city: id.city,
    nationalId: id.curp,
    residenceType: 'rented',
    language: 'es',
  });
  expect(app.store.getState().application.completedSteps).toContain('personalInfomation');
  expect(app.store.getState().application.progress).toBe(25);
  expect(storedValues.get('drafts').personalInfomation).toBeUndefined();
});

test('a double tap on "Siguiente" sends one request', async () => {
  const sent = saves();
  const { user } = await openStep({ draft: validDraft() });
  await user.dblClick(submitButton());
  await waitFor(() => expect(currentPath()).toBe(PATHS.additionalInfomation));
  expect(sent).toHaveLength(1);
});

test('an empty form marks every required field in red with the "please enter or select" message and sends nothing', async () => {
  const sent = saves();
  const { user } = await openStep();
  await user.click(submitButton());
  expect(await screen.findByText('Revisa los campos marcados en rojo')).toBeInTheDocument();
  expect(errorOf(field(/Correo electrónico/))).toBe('Ingresa tu correo electrónico');
  for (const label of [/Primer nombre/, /Apellidos/, /CURP/, /^Domicilio/]) {
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(field(label))).toBe(REQUIRED_ES);
  }
  for (const label of [
    /Fecha de nacimiento/,
    /Estado de residencia/,
    /^Ciudad/,
    /Tipo de vivienda/,
    /Estado civil/,
    /Número de hijos/,
    /Nivel de estudios/,
  ]) {
    expect(picker(label)).toHaveAttribute('aria-invalid', 'true');
  }
  expect(within(screen.getByRole('group', { name: /Sexo/ })).getByText(REQUIRED_ES)).toBeInTheDocument();
  // Optional fields are not in red.
  expect(field(/Segundo nombre/)).not.toHaveAttribute('aria-invalid');
  expect(field(/RFC/)).not.toHaveAttribute('aria-invalid');
  expect(sent).toHaveLength(0);
});

function wrongCheckDigit(value: string): string {
  const last = Number(value.slice(-1));
  return value.slice(0, -1) + String((last + 1) % 10);
}

type BadInput = [name: string, typed: () => string, message: string];

const FORMAT_EMAIL = 'El formato del correo es incorrecto y no puede contener espacios';
const FORMAT_PHONE = 'Escribe un celular de 10 dígitos (u 11 si empieza con el 1 de antes)';
const FORMAT_NAME = 'Usa solo letras, espacios, apóstrofo o guion';

const BAD_INPUT: Array<[field: string, label: RegExp, cases: BadInput[]]> = [
  [
    'first name',
    /Primer nombre/,
    [
      ['empty', () => '', REQUIRED_ES],
      ['too short', () => 'Jo', 'Escribe al menos 3 letras'],
      ['too long', () => 'Maximiliano'.repeat(5), 'Máximo 45 caracteres'],
      ['digits', () => 'Ana3', FORMAT_NAME],
      ['emoji', () => 'Ana😀', FORMAT_NAME],
    ],
  ],
  [
    'middle name',
    /Segundo nombre/,
    [
      ['too short', () => 'Lu', 'Escribe al menos 3 letras'],
      ['symbols', () => 'Luz#', FORMAT_NAME],
    ],
  ],
  [
    'last name',
    /Apellidos/,
    [
      ['empty', () => '', REQUIRED_ES],
      ['too long', () => 'Hernández '.repeat(5), 'Máximo 45 caracteres'],
    ],
  ],
  [
    'email',
    /Correo electrónico/,
    [
      ['empty', () => '', 'Ingresa tu correo electrónico'],
      ['no dot in the domain', () => 'ana@correo', FORMAT_EMAIL],
      ['two @', () => 'ana@@correo.com', FORMAT_EMAIL],
      ['emoji', () => 'ana😀@correo.com', FORMAT_EMAIL],
      ['too long', () => `${'a'.repeat(95)}@correo.com`, FORMAT_EMAIL],
    ],
  ],
  [
    'address',
    /^Domicilio/,
    [
      ['empty', () => '', REQUIRED_ES],
      ['too short', () => 'A', 'Escribe al menos 2 caracteres'],
      ['too long', () => 'Avenida Insurgentes '.repeat(6), 'Máximo 100 caracteres'],
      ['emoji', () => 'Calle 5 😀', 'Quita los emojis o caracteres especiales'],
    ],
  ],
  [
    'county',
    /Municipio/,
    [
      ['emoji', () => 'Zapopan 😀', 'Quita los emojis o caracteres especiales'],
      ['too long', () => 'Municipio '.repeat(11), 'Máximo 100 caracteres'],
    ],
  ],
  [
    'postal code',
    /^Código postal/,
    [
      ['too short', () => '441', 'El código postal tiene 5 dígitos'],
      ['too long', () => '441000', 'El código postal tiene 5 dígitos'],
      ['letters', () => '44a00', 'El código postal lleva solo dígitos'],
      ['emoji', () => '44😀00', 'El código postal lleva solo dígitos'],
      ['unused prefix 00', () => '00100', 'El código postal no es válido'],
      ['unused prefix 18', () => '18000', 'El código postal no es válido'],
    ],
  ],
  [
    'WhatsApp',
    /WhatsApp/,
    [
      ['too short', () => '55123', FORMAT_PHONE],
      ['too long', () => '551234567890123', FORMAT_PHONE],
      ['emoji', () => '55😀12345678', FORMAT_PHONE],
      ['toll-free', () => '8001234567', 'Ese número no es un celular (800, 888, 900)'],
    ],
  ],
  [
    'alternative phone',
    /Teléfono alternativo/,
    [
      ['starting with 0', () => '0512345678', FORMAT_PHONE],
      ['letters', () => '55abc45678', FORMAT_PHONE],
    ],
  ],
  [
    'CURP',
    /CURP/,
    [
      ['empty', () => '', REQUIRED_ES],
      ['too short', () => 'GODE561231', 'La CURP tiene 18 caracteres'],
      ['too long', () => identity().curp + 'X', 'La CURP tiene 18 caracteres'],
      ['wrong format', () => '123456789012345678', 'El formato de la CURP no es válido'],
      [
        'wrong check digit',
        () => wrongCheckDigit(identity().curp),
        'El último dígito de la CURP no coincide; revísala',
      ],
      [
        'another birth date',
        () => otherBirthCurp(identity().curp),
        'La CURP no coincide con tu fecha de nacimiento',
      ],
    ],
  ],
  [
    'RFC',
    /RFC/,
    [
      ['too short', () => 'GODE5612', 'El RFC tiene 13 caracteres'],
      ['too long', () => 'GODE561231GR8A', 'El RFC tiene 13 caracteres'],
      ['wrong format', () => '1234567890123', 'El formato del RFC no es válido'],
      ['generic', () => 'XAXX010101000', 'Escribe tu propio RFC, no el genérico'],
    ],
  ],
  [
    'NSS',
    /NSS/,
    [
      ['too short', () => '1234', 'El NSS tiene 11 dígitos'],
      ['letters', () => '12A45678901', 'El NSS lleva solo dígitos'],
      [
        'wrong check digit',
        () => wrongCheckDigit(identity().nss),
        'El último dígito del NSS no coincide; revísalo',
      ],
    ],
  ],
];

/** A valid CURP of the same person born one day later (so it cannot match the birthday). */
function otherBirthCurp(curp: string): string {
  const day = Number(curp.slice(8, 10));
  const next = String(day === 28 ? 27 : day + 1).padStart(2, '0');
  const first17 = curp.slice(0, 8) + next + curp.slice(10, 17);
  return first17 + curpCheckDigit(first17);
}

test.each(BAD_INPUT)(
  '%s: each bad input shows its message, keeps what was typed and sends nothing',
  async (_field, label, cases) => {
    const sent = saves();
    const { user } = await openStep({ draft: validDraft() });
    const input = field(label);
    for (const [name, typed, message] of cases) {
      const value = typed();
      await user.clear(input);
      if (value) {
        await user.click(input);
        await user.paste(value);
      }
      await user.click(submitButton());
      await waitFor(() => expect(errorOf(input), name).toBe(message));
      expect(input, name).toHaveAttribute('aria-invalid', 'true');
      expect(input, name).toHaveFocus();
      // Identifiers are shown in their groups (upper case); nothing typed is lost.
      const shown = (input as HTMLInputElement).value;
      expect(shown.replace(/-/g, ''), name).toBe(
        /CURP|RFC|NSS/.test(label.source) ? value.toUpperCase() : value,
      );
    }
    expect(sent).toHaveLength(0);
  },
);

test('identifiers are shown in dash-separated groups while typed', async () => {
  const { user } = await openStep();
  await user.type(field(/CURP/), 'gode561231hdfrrn04');
  expect(field(/CURP/)).toHaveValue('GODE-561231-HDFRRN-04');
  await user.type(field(/RFC/), 'gode561231gr8');
  expect(field(/RFC/)).toHaveValue('GODE-561231-GR8');
  await user.type(field(/NSS/), '72795608040');
  expect(field(/NSS/)).toHaveValue('72-79-56-0804-0');
});

test('pasted spaces are removed from the email as typed, and the clean address is accepted', async () => {
  const sent = saves();
  const { user } = await openStep({ draft: { ...validDraft(), email: '' } });
  await user.click(field(/Correo electrónico/));
  await user.paste(' ana lopez @ correo.com ');
  expect(field(/Correo electrónico/)).toHaveValue('analopez@correo.com');
  await user.click(submitButton());
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ email: 'analopez@correo.com' });
});

test('an RFC with a wrong check digit only warns: the form is sent', async () => {
  const sent = saves();
  const rfc = identity().rfc;
  const last = rfc.slice(-1);
  const wrong = rfc.slice(0, -1) + (last === '1' ? '2' : '1');
  const { user } = await openStep({ draft: { ...validDraft(), rfc: wrong } });
  expect(screen.getByText(/El dígito verificador del RFC no coincide/)).toBeInTheDocument();
  expect(field(/RFC/)).not.toHaveAttribute('aria-invalid');
  await user.click(submitButton());
  await waitFor(() => expect(sent).toHaveLength(1));
});

test('a postal code outside the chosen state warns without blocking', async () => {
  const { user } = await openStep({ draft: { ...validDraft(), state: '14', city: '' } });
  await user.type(field(/^Código postal/), '01000');
  expect(screen.getByText(/no parece del estado elegido/)).toBeInTheDocument();
  expect(field(/^Código postal/)).not.toHaveAttribute('aria-invalid');
});

test('changing the state clears the city; the city list follows the state', async () => {
  const { user } = await openStep();
  expect(picker(/^Ciudad/)).toBeDisabled();
  await user.click(picker(/Estado de residencia/));
  await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Jalisco' }));
  await user.click(picker(/^Ciudad/));
  await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Zapopan' }));
  expect(picker(/^Ciudad/)).toHaveAccessibleName(/Zapopan/);
  await user.click(picker(/Estado de residencia/));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByRole('searchbox'), 'nuevo');
  await user.click(within(dialog).getByRole('radio', { name: 'Nuevo León' }));
  expect(picker(/^Ciudad/)).not.toHaveAccessibleName(/Zapopan/);
  await user.click(picker(/^Ciudad/));
  expect(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Monterrey' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('dialog')).queryByRole('radio', { name: 'Zapopan' }),
  ).not.toBeInTheDocument();
});

test('the birthday picker shows the date day-month-year and the age is derived from it', async () => {
  const { user } = await openStep();
  await user.click(picker(/Fecha de nacimiento/));
  const dialog = screen.getByRole('dialog');
  const year = new Date().getFullYear() - 30;
  await user.selectOptions(within(dialog).getByLabelText('Año'), String(year));
  await user.selectOptions(within(dialog).getByLabelText('Mes'), 'ene');
  await user.selectOptions(within(dialog).getByLabelText('Día'), '02');
  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  expect(picker(/Fecha de nacimiento/)).toHaveTextContent(`02-01-${year}`);
  expect(screen.getByText(/^(29|30) años$/)).toBeInTheDocument();
});

test('prefilled values outside their lists are reset to empty', async () => {
  const { user } = await openStep({
    draft: {
      ...validDraft(),
      maritalStatus: 'complicated',
      state: 'Atlantis',
      city: 'Zapopan',
      education: 'Licenciatura',
      inputBirthday: '1890-01-01',
    },
  });
  expect(picker(/Estado civil/)).toHaveAccessibleName(/Seleccionar/);
  expect(picker(/Estado de residencia/)).toHaveAccessibleName(/Seleccionar/);
  expect(picker(/^Ciudad/)).toBeDisabled();
  // A label in either language is read as its option.
  expect(picker(/Nivel de estudios/)).toHaveAccessibleName(/Licenciatura/);
  expect(picker(/Fecha de nacimiento/)).toHaveAccessibleName(/Seleccionar/);
  await user.click(submitButton());
  expect(errorOf(picker(/Estado civil/))).toBe(REQUIRED_ES);
});

test('what was typed survives the screen being rendered again from scratch (WebView reload)', async () => {
  const storedValues = createStoredValues(createMemoryStorage());
  const first = await openStep({ storedValues });
  await first.user.type(field(/Primer nombre/), 'Ana');
  await first.user.type(field(/CURP/), 'gode561231');
  first.unmount();
  await openStep({ storedValues });
  expect(field(/Primer nombre/)).toHaveValue('Ana');
  expect(field(/CURP/)).toHaveValue('GODE-561231');
});

test('a backend refusal shows its message and keeps every value', async () => {
  const sent = saves();
  const other = otherBirthCurp(identity().curp);
  // A valid CURP that is not the borrower's, with the birthday it encodes.
  const birthday = `19${other.slice(4, 6)}-${other.slice(6, 8)}-${other.slice(8, 10)}`;
  const { user } = await openStep({ draft: { ...validDraft(), nationalId: other, inputBirthday: birthday } });
  await user.click(submitButton());
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(await screen.findByText(/CURP/, { selector: '.error-text' })).toBeInTheDocument();
  expect(currentPath()).toBe(PATHS.personalInfomation);
  expect(field(/CURP/)).toHaveValue(
    `${other.slice(0, 4)}-${other.slice(4, 10)}-${other.slice(10, 16)}-${other.slice(16)}`,
  );
});

test('in English every label and message is English', async () => {
  const { user } = await openStep({ language: 'en' });
  for (const label of [
    /First name/,
    /Middle name/,
    /Last names/,
    /^Email/,
    /^Address/,
    /CURP/,
    /RFC/,
    /NSS/,
    /WhatsApp/,
    /Alternative phone/,
    /^Postal code/,
  ])
    expect(field(label)).toBeInTheDocument();
  for (const label of [
    /Date of birth/,
    /State of residence/,
    /^City/,
    /Residence type/,
    /Marital status/,
    /Number of children/,
    /Education/,
    /Place of birth/,
    /Loan purpose/,
  ])
    expect(picker(label)).toBeInTheDocument();
  await user.type(field(/^Email/), 'ana@correo');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Check the fields marked in red')).toBeInTheDocument();
  expect(errorOf(field(/^Email/))).toBe('The email format is wrong and it cannot contain spaces');
  expect(errorOf(field(/First name/))).toBe('Please enter or select this field');
  await user.click(picker(/Marital status/));
  expect(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Married' })).toBeInTheDocument();
});

test('opening the step writes no draft: a draft holds only what was typed (decision 0027)', async () => {
  const { user, storedValues } = await openStep();
  // Leaving the page writes a waiting draft at once: there is none.
  window.dispatchEvent(new Event('pagehide'));
  expect(storedValues.get('drafts').personalInfomation).toBeUndefined();
  await user.type(field(/Primer nombre/), 'A');
  window.dispatchEvent(new Event('pagehide'));
  expect(storedValues.get('drafts').personalInfomation?.firstName).toBe('A');
});
