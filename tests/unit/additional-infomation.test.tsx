import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { PATHS } from '../../src/domain/paths';
import { installMockServer } from '../../src/mocks/server';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { currentPath } from './render-app';
import { EMPLOYEE_DRAFT as EMPLOYEE, openStepAsBorrower, requestsTo } from './step-kit';

const runtime = installMockServer({ preset: 'registered-borrower', presetOptions: { progress: 25 } });

const REQUIRED_ES = 'Por favor, ingresa o selecciona este dato';
const INCOME_REQUIRED_ES = 'Indica tu ingreso mensual';

const saves = () => requestsTo<Record<string, unknown>>(runtime, '/store/additional-info/save');

/** Opens the step logged in as the world's borrower, with an optional stored draft. */
const openStep = (options: Parameters<typeof openStepAsBorrower>[3] = {}) =>
  openStepAsBorrower(
    PATHS.additionalInfomation,
    'additionalInfomation',
    { es: 'Información laboral', en: 'Work information' },
    options,
  );

const field = (label: RegExp) => screen.getByLabelText(label);
const picker = (label: RegExp) => screen.getByRole('button', { name: label });
const queryPicker = (label: RegExp) => screen.queryByRole('button', { name: label });
const submitButton = () => screen.getByRole('button', { name: 'Siguiente' });

/** Opens a picker and returns the labels it offers. */
async function offered(user: ReturnType<typeof userEvent.setup>, label: RegExp): Promise<string[]> {
  await user.click(picker(label));
  const dialog = screen.getByRole('dialog');
  const labels = within(dialog)
    .getAllByRole('radio')
    .map((r) => r.closest('label')!.textContent);
  await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
  return labels;
}

/** Opens a picker and chooses one option by its label. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(picker(label));
  await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: option }));
}

function errorOf(element: HTMLElement): string | null {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  for (const id of ids) {
    const node = document.getElementById(id);
    if (node?.getAttribute('role') === 'alert') return node.textContent;
  }
  return null;
}

test('an employee paid monthly fills the form with the pickers; one request opens the emergency contacts', async () => {
  const sent = saves();
  const { user, app } = await openStep();
  await choose(user, /Tipo de empleo/, 'Empleado(a)');
  await choose(user, /Ocupación/, 'Gobierno');
  await choose(user, /Sector/, 'Construcción');
  await choose(user, /Antigüedad laboral/, 'De 1 a 3 años');
  await user.click(field(/Nombre de la empresa/));
  await user.paste('  Constructora Sol  ');
  await user.type(field(/Teléfono de la empresa/), '33 1234 5678');
  await user.click(field(/Dirección del trabajo/));
  await user.paste('Av. Vallarta 100');
  await user.type(field(/Código postal del trabajo/), '44100');
  await choose(user, /Ingreso mensual/, '$5,000 - $10,000');
  await choose(user, /Frecuencia de pago/, 'Mensual');
  expect(queryPicker(/Segundo día de pago/)).not.toBeInTheDocument();
  await choose(user, /^Día de pago/, '15');
  await choose(user, /Fuente de ingresos/, 'Yo mismo(a)');
  await user.click(submitButton());
  await waitFor(() => expect(currentPath()).toBe(PATHS.emergencyContact));
  expect(sent).toEqual([
    {
      employmentType: 'employee',
      industryCategory: 'government',
      industry: 'construction',
      jobExperience: '1-3',
      company: 'Constructora Sol',
      companyPhone: '3312345678',
      companyAddress: 'Av. Vallarta 100',
      workPinCode: '44100',
      monthlySalary: '5000-10000',
      payFrequency: 'monthly',
      monthlyPayday: '15',
      incomeSource: 'self',
    },
  ]);
  expect(app.store.getState().application.completedSteps).toContain('additionalInfomation');
});

test('a double tap on "Siguiente" sends one request', async () => {
  const sent = saves();
  const { user } = await openStep({ draft: EMPLOYEE });
  await user.dblClick(submitButton());
  await waitFor(() => expect(currentPath()).toBe(PATHS.emergencyContact));
  expect(sent).toHaveLength(1);
});

test('changing the employment type clears the designation and swaps its list (30 for employees, 24 for the self-employed)', async () => {
  const { user } = await openStep({ draft: EMPLOYEE });
  expect(picker(/Ocupación/)).toHaveAccessibleName(/Gobierno/);
  expect(await offered(user, /Ocupación/)).toHaveLength(30);
  await choose(user, /Tipo de empleo/, 'Independiente');
  expect(picker(/Ocupación/)).toHaveAccessibleName(/Seleccionar/);
  const list2 = await offered(user, /Ocupación/);
  expect(list2).toHaveLength(24);
  expect(list2).not.toContain('Gobierno');
  // Choosing the same type again keeps the designation.
  await choose(user, /Ocupación/, list2[0]!);
  await choose(user, /Tipo de empleo/, 'Independiente');
  expect(picker(/Ocupación/)).toHaveAccessibleName(new RegExp(list2[0]!.replace(/[()]/g, '\\$&')));
});

test('changing the pay frequency clears both pay days', async () => {
  const { user } = await openStep({
    draft: { ...EMPLOYEE, payFrequency: 'biweekly', monthlyPayday: '15', monthlyPaydayTwo: '30' },
  });
  expect(picker(/^Día de pago/)).toHaveAccessibleName(/15/);
  expect(picker(/Segundo día de pago/)).toHaveAccessibleName(/30/);
  await choose(user, /Frecuencia de pago/, 'Mensual');
  expect(picker(/^Día de pago/)).toHaveAccessibleName(/Seleccionar/);
  await choose(user, /^Día de pago/, '10');
  await choose(user, /Frecuencia de pago/, 'Quincenal');
  expect(picker(/^Día de pago/)).toHaveAccessibleName(/Seleccionar/);
  expect(picker(/Segundo día de pago/)).toHaveAccessibleName(/Seleccionar/);
});

test('monthly and biweekly pick a day of the month, weekly and fourteen days a weekday; biweekly and fourteen ask for a second day', async () => {
  const { user } = await openStep({ draft: { ...EMPLOYEE, payFrequency: '', monthlyPayday: '' } });
  expect(picker(/^Día de pago/)).toBeDisabled();
  const days = Array.from({ length: 31 }, (_, i) => String(i + 1));
  const weekdays = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
  for (const [frequency, list, second] of [
    ['Mensual', days, false],
    ['Quincenal', days, true],
    ['Semanal', weekdays, false],
    ['Cada catorce días', weekdays, true],
  ] as const) {
    await choose(user, /Frecuencia de pago/, frequency);
    expect(await offered(user, /^Día de pago/), frequency).toEqual(list);
    expect(queryPicker(/Segundo día de pago/) !== null, frequency).toBe(second);
    if (second) expect(await offered(user, /Segundo día de pago/), frequency).toEqual(list);
  }
});

test('twice a month, the second pay day must differ from the first (decision 0062)', async () => {
  const sent = saves();
  const { user } = await openStep({
    draft: { ...EMPLOYEE, payFrequency: 'biweekly', monthlyPayday: '15', monthlyPaydayTwo: '15' },
  });
  await user.click(submitButton());
  await waitFor(() =>
    expect(errorOf(picker(/Segundo día de pago/))).toBe(
      'El segundo día de pago debe ser distinto del primero',
    ),
  );
  expect(sent).toHaveLength(0);
  await choose(user, /Segundo día de pago/, '30');
  await user.click(submitButton());
  await waitFor(() => expect(currentPath()).toBe(PATHS.emergencyContact));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ payFrequency: 'biweekly', monthlyPayday: '15', monthlyPaydayTwo: '30' });
});

test('every fourteen days, the same weekday twice is sent; weekdays travel as their codes (decisions 0029, 0062)', async () => {
  const sent = saves();
  const { user } = await openStep({
    draft: { ...EMPLOYEE, payFrequency: 'fourteen', monthlyPayday: 'fri', monthlyPaydayTwo: 'fri' },
  });
  await user.click(submitButton());
  await waitFor(() => expect(currentPath()).toBe(PATHS.emergencyContact));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ payFrequency: 'fourteen', monthlyPayday: 'fri', monthlyPaydayTwo: 'fri' });
});

const JOB_LABELS = [
  /Antigüedad laboral/,
  /Nombre de la empresa/,
  /Teléfono de la empresa/,
  /Dirección del trabajo/,
  /Código postal del trabajo/,
  /Frecuencia de pago/,
  /^Día de pago/,
  /Segundo día de pago/,
];

test('the self-employed do not see the job fields; hidden values are neither checked nor sent', async () => {
  const sent = saves();
  const { user } = await openStep({
    draft: {
      ...EMPLOYEE,
      payFrequency: 'biweekly',
      monthlyPaydayTwo: '30',
      company: 'Sol 😀',
      companyPhone: 'abc',
      companyAddress: 'Av. Juárez 5',
    },
  });
  expect(field(/Nombre de la empresa/)).toBeInTheDocument();
  await choose(user, /Tipo de empleo/, 'Independiente');
  for (const label of JOB_LABELS)
    expect(screen.queryByLabelText(label) ?? queryPicker(label), label.source).toBeNull();
  expect(picker(/Ocupación/)).toBeInTheDocument();
  await choose(user, /Ocupación/, 'Abarrotes');
  await user.click(submitButton());
  await waitFor(() => expect(currentPath()).toBe(PATHS.emergencyContact));
  expect(sent).toHaveLength(1);
  expect(Object.keys(sent[0]!).sort()).toEqual([
    'employmentType',
    'incomeSource',
    'industry',
    'industryCategory',
    'monthlySalary',
  ]);
});

test('the unemployed do not see the designation nor the job fields; only what they see is sent', async () => {
  const sent = saves();
  const { user } = await openStep({ draft: { ...EMPLOYEE, employmentType: 'unemployed', industry: '' } });
  for (const label of [/Ocupación/, ...JOB_LABELS])
    expect(screen.queryByLabelText(label) ?? queryPicker(label), label.source).toBeNull();
  // The industry is optional for them.
  expect(picker(/Sector/)).not.toHaveAccessibleName(/\*/);
  await user.click(submitButton());
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    employmentType: 'unemployed',
    monthlySalary: '5000-10000',
    incomeSource: 'self',
  });
});

test('an empty form marks every required field in red and sends nothing', async () => {
  const sent = saves();
  const { user } = await openStep();
  await user.click(submitButton());
  expect(await screen.findByText('Revisa los campos marcados en rojo')).toBeInTheDocument();
  for (const label of [/Tipo de empleo/, /Ingreso mensual/, /Fuente de ingresos/])
    expect(picker(label)).toHaveAttribute('aria-invalid', 'true');
  expect(errorOf(picker(/Tipo de empleo/))).toBe(REQUIRED_ES);
  expect(errorOf(picker(/Fuente de ingresos/))).toBe(REQUIRED_ES);
  // Monthly income has its own message (spec section 5; tests/unit/monthly-income.test.tsx).
  expect(errorOf(picker(/Ingreso mensual/))).toBe(INCOME_REQUIRED_ES);
  expect(picker(/Tipo de empleo/)).toHaveFocus();
  expect(field(/LinkedIn/)).not.toHaveAttribute('aria-invalid');
  // Once an employee, the job's required fields join in.
  await choose(user, /Tipo de empleo/, 'Empleado(a)');
  for (const label of [/Ocupación/, /Sector/, /Antigüedad laboral/, /Frecuencia de pago/, /^Día de pago/])
    expect(errorOf(picker(label)), label.source).toBe(REQUIRED_ES);
  expect(field(/Nombre de la empresa/)).not.toHaveAttribute('aria-invalid');
  expect(sent).toHaveLength(0);
});

type BadInput = [name: string, typed: string, message: string];
const SOCIAL_FORMAT = 'Sin espacios ni emojis: tu usuario o el enlace a tu perfil';

const BAD_INPUT: Array<[field: string, label: RegExp, cases: BadInput[]]> = [
  [
    'company',
    /Nombre de la empresa/,
    [
      ['too long', 'Constructora '.repeat(4), 'Máximo 45 caracteres'],
      ['emoji', 'Sol 😀', 'Usa letras, dígitos y signos comunes'],
      ['symbols', 'Sol <script>', 'Usa letras, dígitos y signos comunes'],
    ],
  ],
  [
    'company phone',
    /Teléfono de la empresa/,
    [
      ['letters', '33abc45678', 'El teléfono lleva solo dígitos'],
      ['emoji', '33😀12345678', 'El teléfono lleva solo dígitos'],
      ['too long', '1'.repeat(33), 'Máximo 32 dígitos'],
    ],
  ],
  [
    'work address',
    /Dirección del trabajo/,
    [
      ['too short', 'A', 'Escribe al menos 2 caracteres'],
      ['too long', 'Avenida Vallarta '.repeat(7), 'Máximo 100 caracteres'],
      ['emoji', 'Av. Sol 😀', 'Quita los emojis o caracteres especiales'],
    ],
  ],
  [
    'work postal code',
    /Código postal del trabajo/,
    [
      ['too short', '441', 'El código postal tiene 5 dígitos'],
      ['too long', '441000', 'El código postal tiene 5 dígitos'],
      ['letters', '44a00', 'El código postal lleva solo dígitos'],
      ['unused prefix 19', '19000', 'El código postal no es válido'],
    ],
  ],
  [
    'LinkedIn',
    /LinkedIn/,
    [
      ['spaces inside', 'ana lopez', SOCIAL_FORMAT],
      ['emoji', 'ana😀', SOCIAL_FORMAT],
      ['too long', `linkedin.com/in/${'a'.repeat(90)}`, 'Máximo 100 caracteres'],
    ],
  ],
  [
    'Facebook',
    /Facebook/,
    [
      ['spaces inside', 'ana lopez', SOCIAL_FORMAT],
      ['too long', `facebook.com/${'a'.repeat(90)}`, 'Máximo 100 caracteres'],
    ],
  ],
];

test.each(BAD_INPUT)(
  '%s: each bad input shows its message, keeps what was typed and sends nothing',
  async (_field, label, cases) => {
    const sent = saves();
    const { user } = await openStep({ draft: EMPLOYEE });
    const input = field(label);
    for (const [name, typed, message] of cases) {
      await user.clear(input);
      await user.click(input);
      await user.paste(typed);
      await user.click(submitButton());
      await waitFor(() => expect(errorOf(input), name).toBe(message));
      expect(input, name).toHaveAttribute('aria-invalid', 'true');
      expect(input, name).toHaveValue(typed);
      expect(input, name).toHaveFocus();
    }
    expect(sent).toHaveLength(0);
  },
);

test('pasted spaces in the company phone are ignored and the digits are sent', async () => {
  const sent = saves();
  const { user } = await openStep({ draft: EMPLOYEE });
  await user.click(field(/Teléfono de la empresa/));
  await user.paste(' 33 1234 5678 ');
  await user.click(submitButton());
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ companyPhone: '3312345678' });
});

test('stored values outside their lists are reset to empty', async () => {
  const { user } = await openStep({
    draft: {
      ...EMPLOYEE,
      designation: 'grocery',
      monthlySalary: '1-2',
      payFrequency: 'monthly',
      monthlyPayday: 'mon',
    },
  });
  expect(picker(/Ocupación/)).toHaveAccessibleName(/Seleccionar/);
  expect(picker(/Ingreso mensual/)).toHaveAccessibleName(/Seleccionar/);
  expect(picker(/^Día de pago/)).toHaveAccessibleName(/Seleccionar/);
  await user.click(submitButton());
  expect(errorOf(picker(/Ingreso mensual/))).toBe(INCOME_REQUIRED_ES);
});

test('what was chosen survives the screen being rendered again from scratch (WebView reload)', async () => {
  const storedValues = createStoredValues(createMemoryStorage());
  const first = await openStep({ storedValues });
  await choose(first.user, /Tipo de empleo/, 'Empleado(a)');
  await choose(first.user, /Ocupación/, 'Gobierno');
  await first.user.type(field(/Nombre de la empresa/), 'Constructora Sol');
  first.unmount();
  await openStep({ storedValues });
  expect(picker(/Tipo de empleo/)).toHaveAccessibleName(/Empleado\(a\)/);
  expect(picker(/Ocupación/)).toHaveAccessibleName(/Gobierno/);
  expect(field(/Nombre de la empresa/)).toHaveValue('Constructora Sol');
});

test('in English every label, option and message is English', async () => {
  const { user } = await openStep({
    language: 'en',
    draft: { employmentType: 'employee', payFrequency: 'weekly' },
  });
  for (const label of [
    /Employment type/,
    /Occupation/,
    /Industry/,
    /Job experience/,
    /Monthly income/,
    /Pay frequency/,
    /^Pay day/,
    /Source of income/,
  ])
    expect(picker(label)).toBeInTheDocument();
  for (const label of [
    /Company name/,
    /Company phone/,
    /Work address/,
    /Work postal code/,
    /LinkedIn/,
    /Facebook/,
  ])
    expect(field(label)).toBeInTheDocument();
  expect(screen.getByText('Day of the week')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Check the fields marked in red')).toBeInTheDocument();
  expect(errorOf(picker(/Occupation/))).toBe('Please enter or select this field');
  await user.click(picker(/^Pay day/));
  expect(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Friday' })).toBeInTheDocument();
});

test('tapping the option already chosen closes the list and keeps the choice', async () => {
  const { user } = await openStep();
  await choose(user, /^Tipo de empleo/, 'Empleado(a)');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // A borrower opens the list to check and taps the same option: the list closes as any pick does.
  await choose(user, /^Tipo de empleo/, 'Empleado(a)');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(picker(/^Tipo de empleo/)).toHaveTextContent('Empleado(a)');
});
