// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { configureApi, resetApiConfig, type ApiValues } from '../../../src/api/client';
import { saveAdditionalInfo, saveBasicInfo } from '../../../src/api/endpoints/store';
import { isApiFailure } from '../../../src/api/errors';
import { designationsFor } from '../../../src/domain/options/designations';
import { INDUSTRIES } from '../../../src/domain/options/industries';
import type { Option } from '../../../src/domain/options/option';
import {
  CARD_TYPES,
  CHILDREN_NUMBERS,
  CONTACT_RELATIONS,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  INCOME_SOURCES,
  JOB_EXPERIENCES,
  LOAN_PURPOSES,
  LOAN_Q1_OPTIONS,
  LOAN_Q2_OPTIONS,
  LOAN_Q3_OPTIONS,
  LOAN_Q4_OPTIONS,
  LOAN_Q5_OPTIONS,
  MARITAL_STATUSES,
  PAY_FREQUENCIES,
  RESIDENCE_TYPES,
  SALARY_RANGES,
  hasSecondPayDay,
  payDayOptionsFor,
} from '../../../src/domain/options/profile-options';
import { STATES, citiesOf } from '../../../src/domain/options/states';
import {
  checkEmergencyContacts,
  checkHolderName,
  checkSecondPayDay,
} from '../../../src/domain/validation/fields';
import {
  ADDITIONAL_FORM,
  additionalPayload,
  type AdditionalValues,
} from '../../../src/features/application/additional-infomation.rules';
import {
  PERSONAL_FORM,
  personalPayload,
  type PersonalValues,
} from '../../../src/features/application/personal-infomation.rules';
import { BBVA_CLABE, call, knownIdentity } from '../../../src/mocks/handlers/application-test-kit';
import { applicationOf } from '../../../src/mocks/world/application';
import { MOCK_ERRORS } from '../../../src/mocks/handlers/mock-errors';
import type { MockTraffic } from '../../../src/mocks/handlers/wire';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../../src/mocks/presets/registered-borrower';
import { installMockServer, mockRuntime as contractMock } from '../../../src/mocks/server';
import { renderApp } from '../render-app';
import { requestsTo, validPersonalDraft } from '../step-kit';
import { PROGRESS } from '../../../src/domain/progress';

/**
 * Issue 29, consumer-driven contract: each application step's real payload builder (what the screen's submit
 * sends), through the app's own API client (its pre-send parse and the wire format), to the mock world's real
 * handler, once for every value of every choice field. The step must complete: the backend's new progress
 * code is the next step's, the one that opens the next screen. A field the two sides read differently (the
 * weekly pay day sent as '1'..'7' where the handler wants 'mon'..'sun') fails here. The loan questions, the
 * emergency contacts and the bank account build their request in the screen itself: those steps are filled
 * on the rendered screen as a borrower does and sent by its own submit button.
 */

const values = (): ApiValues => {
  const table: Record<string, unknown> = {
    token: { Authorization: `Bearer ${REGISTERED_TOKEN}` },
    language: 'es',
    deviceMsg: { traceId: 't1', androidId: 'a1', platform: 'android' },
    packageName: 'com.cuota.mx',
    appName: 'Cuota',
    afid: '',
    appendReqHeaders: {},
  };
  return { get: ((key: string) => table[key]) as ApiValues['get'] };
};

/** The backend's answer as `progress`, or the refusal as `code message`. */
async function outcome(save: () => Promise<{ progress: number }>): Promise<number | string> {
  try {
    return (await save()).progress;
  } catch (error) {
    if (isApiFailure(error))
      return `${'backendCode' in error ? error.backendCode : error.code} ${error.message}`;
    throw error;
  }
}

const codes = (list: readonly Option[]) => list.map((o) => o.value);

/** One patch per value of each field's list: every value of every choice field, one field at a time. */
function everyValue<V>(lists: Partial<Record<keyof V & string, readonly Option[]>>): Partial<V>[] {
  return Object.entries<readonly Option[] | undefined>(lists).flatMap(([field, list]) =>
    codes(list ?? []).map((value) => ({ [field]: value }) as Partial<V>),
  );
}

describe('the employment step (progress 25)', () => {
  installMockServer({ preset: 'registered-borrower', presetOptions: { progress: 25 } });
  beforeEach(() => configureApi({ storage: values() }));
  afterEach(() => resetApiConfig());

  const EMPLOYEE: AdditionalValues = {
    ...ADDITIONAL_FORM.empty,
    employmentType: 'employee',
    designation: codes(designationsFor('employee'))[0]!,
    industry: codes(INDUSTRIES)[0]!,
    jobExperience: codes(JOB_EXPERIENCES)[0]!,
    monthlySalary: codes(SALARY_RANGES)[0]!,
    payFrequency: 'monthly',
    monthlyPayday: '15',
    incomeSource: codes(INCOME_SOURCES)[0]!,
  };

  const send = async (patch: Partial<AdditionalValues>) => {
    const body = additionalPayload({ ...EMPLOYEE, ...patch });
    expect(body, `the screen accepts ${JSON.stringify(patch)}`).not.toBeNull();
    return outcome(() => saveAdditionalInfo(body!));
  };

  /** Every pay frequency with every pay day of its kind (and a different second one where it asks for one). */
  const payDays = codes(PAY_FREQUENCIES).flatMap((payFrequency) => {
    const days = codes(payDayOptionsFor(payFrequency));
    return days.map((day, i) => ({
      payFrequency,
      monthlyPayday: day,
      monthlyPaydayTwo: hasSecondPayDay(payFrequency) ? days[(i + 1) % days.length]! : '',
    }));
  });

  it('has pay days of both kinds to send', () => {
    expect(new Set(payDays.map((p) => p.payFrequency))).toEqual(
      new Set(['weekly', 'fourteen', 'monthly', 'biweekly']),
    );
    expect(payDays.length).toBe(31 + 31 + 7 + 7);
  });

  it.each(payDays)(
    'an employee paid $payFrequency on $monthlyPayday ($monthlyPaydayTwo) gets to the contacts',
    async (patch) => {
      expect(await send(patch)).toBe(PROGRESS.emergencyContact);
    },
  );

  // Decision 0062: paid every fourteen days, one is paid on the same weekday each time.
  it.each(codes(payDayOptionsFor('fourteen')))(
    'an employee paid every fourteen days on %s both times gets to the contacts',
    async (day) => {
      const patch = { payFrequency: 'fourteen', monthlyPayday: day, monthlyPaydayTwo: day };
      expect(checkSecondPayDay('fourteen', day, day)).toEqual({ ok: true, value: day });
      expect(await send(patch)).toBe(PROGRESS.emergencyContact);
    },
  );

  // Twice a month is two days of the month: the same day twice is refused by both sides.
  it.each(['1', '15', '31'])(
    'biweekly on day %s twice: refused on the screen and by the backend',
    async (day) => {
      const patch = { payFrequency: 'biweekly', monthlyPayday: day, monthlyPaydayTwo: day };
      expect(checkSecondPayDay('biweekly', day, day)).toEqual({ ok: false, reason: 'samePayday' });
      expect(additionalPayload({ ...EMPLOYEE, ...patch })).toBeNull();
      const answer = await call('/store/additional-info/save', { ...additionalPayload(EMPLOYEE)!, ...patch });
      expect(answer.code).toBe(MOCK_ERRORS.INVALID_PAYDAY.code);
    },
  );

  const employmentTypes = codes(EMPLOYMENT_TYPES).flatMap((employmentType) =>
    employmentType === 'unemployed'
      ? [{ employmentType, designation: '' }]
      : codes(designationsFor(employmentType)).map((designation) => ({ employmentType, designation })),
  );
  it.each(employmentTypes)('$employmentType, designation $designation: the step completes', async (patch) => {
    expect(await send(patch)).toBe(PROGRESS.emergencyContact);
  });

  const oneByOne = everyValue<AdditionalValues>({
    industry: INDUSTRIES,
    jobExperience: JOB_EXPERIENCES,
    monthlySalary: SALARY_RANGES,
    incomeSource: INCOME_SOURCES,
  });
  it.each(oneByOne)('%o: the step completes', async (patch) => {
    expect(await send(patch)).toBe(PROGRESS.emergencyContact);
  });
});

describe('the personal information step (progress 20)', () => {
  const mock = installMockServer({ preset: 'registered-borrower', presetOptions: { progress: 20 } });
  beforeEach(() => configureApi({ storage: values() }));
  afterEach(() => resetApiConfig());

  const TODAY = '2026-06-01';
  // The form the document reading leaves, completed (the unit tests' own draft), with the optional postal code.
  const own = (): PersonalValues => ({
    ...PERSONAL_FORM.empty,
    ...validPersonalDraft(mock),
    pinCode: knownIdentity(mock.world).pinCode,
  });
  const send = async (patch: Partial<PersonalValues>) => {
    const body = personalPayload({ ...own(), ...patch }, TODAY, 'es');
    expect(body, `the screen accepts ${JSON.stringify(patch)}`).not.toBeNull();
    return outcome(() => saveBasicInfo(body!));
  };

  it('the birthday travels as the spec names it: inputBirthday', async () => {
    const body = personalPayload(own(), TODAY, 'es');
    expect(body).toHaveProperty('inputBirthday', knownIdentity(mock.world).birthday);
    expect(body).not.toHaveProperty('birthday');
    expect(await send({})).toBe(PROGRESS.additionalInfomation);
  });

  it('a misnamed field is refused by name: the client does not send it, the backend answers 10000422', async () => {
    const body = { ...personalPayload(own(), TODAY, 'es')!, birthday: knownIdentity(mock.world).birthday };
    await expect(saveBasicInfo(body)).rejects.toMatchObject({
      code: 'REQUEST_SHAPE',
      issues: [{ path: 'birthday', message: 'not a field of this request' }],
    });
    const answer = await call('/store/user-basic-info/save', body);
    expect(answer.code).toBe(MOCK_ERRORS.UNKNOWN_FIELD.code);
    expect(answer.msg).toBe('La solicitud lleva un dato desconocido: birthday');
  });

  const choices = everyValue<PersonalValues>({
    residenceType: RESIDENCE_TYPES,
    maritalStatus: MARITAL_STATUSES,
    childrenNumber: CHILDREN_NUMBERS,
    education: EDUCATION_LEVELS,
    loanPurpose: LOAN_PURPOSES,
    cityOfBirth: STATES,
  });
  it.each(choices)('%o: the step completes', async (patch) => {
    expect(await send(patch)).toBe(PROGRESS.additionalInfomation);
  });

  it('every state with each of its cities completes the step', async () => {
    const refused: string[] = [];
    for (const state of STATES) {
      for (const city of citiesOf(state.value)) {
        mock.reset({ preset: 'registered-borrower', presetOptions: { progress: 20 } });
        const id = knownIdentity(mock.world);
        // The postal code must belong to the state: the screen's own rule; leave it out (it is optional).
        const result = await send({ state: state.value, city: city.value, pinCode: '', nationalId: id.curp });
        if (result !== PROGRESS.additionalInfomation) refused.push(`${state.value}/${city.value}: ${result}`);
      }
    }
    expect(refused).toEqual([]);
  });

  // Edge values of the e-mail: what the screen accepts, the backend accepts (decision 0029).
  it.each(['ana.pérez_1-x@correo.com.mx', 'agüero@mail.mx', `${'a'.repeat(88)}@correo.mx`])(
    'the e-mail %s: the step completes',
    async (email) => {
      expect(await send({ email })).toBe(PROGRESS.additionalInfomation);
    },
  );
});

// ---- the steps whose request the screen itself builds: filled as a borrower does, sent by its own submit ----

const SESSION = (progress: number) => ({
  session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress },
});

/** Opens a step's screen as the world's borrower and waits for its heading. */
async function openScreen(path: string, progress: number, heading: string) {
  await renderApp(path, SESSION(progress));
  await screen.findByRole('heading', { level: 1, name: heading });
  // No pause between keystrokes: each case fills a whole form.
  return userEvent.setup({ delay: null });
}

/** Picks an option of a picker field (a button named by its label; the options in a dialog). */
async function pick(user: UserEvent, field: RegExp, option: string, search = false) {
  await user.click(screen.getByRole('button', { name: field }));
  const dialog = await screen.findByRole('dialog');
  if (search) await user.type(within(dialog).getByRole('searchbox'), option);
  await user.click(within(dialog).getByRole('radio', { name: option }));
}

/** Picks a radio of a group named by `group`. */
async function choose(user: UserEvent, group: RegExp, option: string) {
  await user.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: option }));
}

const alerts = () =>
  screen
    .queryAllByRole('alert')
    .map((a) => a.textContent)
    .filter(Boolean)
    .join(' | ');

/**
 * Taps the screen's submit and waits for the mock backend's answer to `path` (what the screen's real submit
 * built, through the app's client): the new progress, or the refusal as `code msg`. A screen that refuses
 * to send fails with its messages.
 */
async function submitThroughScreen(user: UserEvent, path: string, button: string): Promise<number | string> {
  const answers: MockTraffic[] = [];
  const off = contractMock.onTraffic((traffic) => {
    if (traffic.path === path) answers.push(traffic);
  });
  try {
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(answers).toHaveLength(1)).catch(() => {
      throw new Error(`the screen sent nothing to ${path}: ${alerts()}`);
    });
  } finally {
    off();
  }
  const answer = answers[0]!;
  return answer.code === 0 ? (answer.data as { progress: number }).progress : `${answer.code} ${answer.msg}`;
}

const es = (list: readonly Option[], value: string) => list.find((o) => o.value === value)!.label.es;

/** Round i picks option i of each list (wrapping): every option of every list in as many rounds as the longest. */
function rounds(lists: readonly (readonly Option[])[]): number[][] {
  const longest = Math.max(...lists.map((l) => l.length));
  return Array.from({ length: longest }, (_, i) => lists.map((l) => i % l.length));
}

describe('the loan questions step (progress 5), through the screen', () => {
  installMockServer({ preset: 'registered-borrower', presetOptions: { progress: PROGRESS.loanQuestion } });

  const QUESTIONS = [LOAN_Q1_OPTIONS, LOAN_Q2_OPTIONS, LOAN_Q3_OPTIONS, LOAN_Q4_OPTIONS, LOAN_Q5_OPTIONS];
  // Question 2 counts days: "1 día", "0 días", "2 días".
  const days = (n: string) => `${n} ${n === '1' ? 'día' : 'días'}`;

  it('every option of every question is sent in some round', () => {
    const picked = QUESTIONS.map((list, q) => new Set(rounds(QUESTIONS).map((r) => list[r[q]!]!.value)));
    expect(picked.map((set) => set.size)).toEqual(QUESTIONS.map((list) => list.length));
  });

  it.each(rounds(QUESTIONS).map((r) => r.map((i, q) => QUESTIONS[q]![i]!.value)))(
    'answers %s, %s, %s, %s, %s: the step completes',
    async (q1, q2, q3, q4, q5) => {
      const user = await openScreen('/auth/loan_question', PROGRESS.loanQuestion, 'Historial crediticio');
      await choose(user, /seis meses/, es(LOAN_Q1_OPTIONS, q1));
      await pick(user, /mayor número de días/, days(q2));
      await choose(user, /debes en total/, es(LOAN_Q3_OPTIONS, q3));
      await pick(user, /préstamos has tenido/, es(LOAN_Q4_OPTIONS, q4));
      await pick(user, /préstamos en línea tienes/, es(LOAN_Q5_OPTIONS, q5));
      expect(await submitThroughScreen(user, '/store/user-question/save', 'Siguiente')).toBe(
        PROGRESS.idCardAuthentication,
      );
      const borrower = contractMock.world.findUser(REGISTERED_MOBILE)!;
      expect(applicationOf(contractMock.world, borrower).loanQuestion).toEqual({
        q1: q1 === 'yes',
        q2: Number(q2),
        q3,
        q4: Number(q4),
        q5: Number(q5),
      });
    },
  );
});

describe('the emergency contacts step (progress 30), through the screen', () => {
  installMockServer({
    preset: 'registered-borrower',
    presetOptions: { progress: PROGRESS.emergencyContact },
  });

  type Contact = { relationship: string; name: string; phone: string };
  async function fillContact(user: UserEvent, n: 1 | 2, contact: Contact) {
    await pick(user, new RegExp(`Parentesco \\(${n}\\)`), es(CONTACT_RELATIONS, contact.relationship));
    await user.type(screen.getByLabelText(new RegExp(`Nombre completo \\(${n}\\)`)), contact.name);
    await user.type(screen.getByLabelText(new RegExp(`Teléfono celular \\(${n}\\)`)), contact.phone);
  }
  async function sendContacts(first: Contact, second: Contact) {
    const user = await openScreen(
      '/auth/emergency_contact',
      PROGRESS.emergencyContact,
      'Contactos de emergencia',
    );
    await fillContact(user, 1, first);
    await fillContact(user, 2, second);
    return {
      user,
      answer: () => submitThroughScreen(user, '/store/user-emergency-contact/save', 'Siguiente'),
    };
  }

  const relations = codes(CONTACT_RELATIONS);
  // Round i: contact 1 has relation i, contact 2 relation i + 1: every relation on each contact.
  it.each(relations.map((r, i) => [r, relations[(i + 1) % relations.length]!]))(
    'relationships %s and %s: the step completes',
    async (first, second) => {
      const sent = await sendContacts(
        { relationship: first, name: 'Ana García', phone: '3312345678' },
        { relationship: second, name: 'Luis Pérez', phone: '33 9876 5432' },
      );
      expect(await sent.answer()).toBe(PROGRESS.addBankCard);
      const stored = applicationOf(contractMock.world, contractMock.world.findUser(REGISTERED_MOBILE)!);
      expect(stored.emergencyContacts?.map((c) => c.relationship)).toEqual([first, second]);
    },
  );

  // Names the screen accepts are names the backend accepts (one rule: checkContactName).
  it.each([
    ['O’Brien Soto', 'Luis Pérez'],
    ["D'Angelo Ruiz", 'Luis Pérez'],
    ['Ma. Rosa Pérez', 'Luis Pérez'],
    ['José-Luis Núñez', 'Luis Pérez'],
    ['María Guadalupe Fernández de la Garza', 'Luis Pérez'],
    // ñ is not n (decision 0062): two people.
    ['Juan Peña', 'Juan Pena'],
  ])('the contact names %s and %s: the screen and the backend both accept them', async (first, second) => {
    const sent = await sendContacts(
      { relationship: 'parents', name: first, phone: '3312345678' },
      { relationship: 'friends', name: second, phone: '3398765432' },
    );
    expect(await sent.answer()).toBe(PROGRESS.addBankCard);
  });

  // One name rule on both sides (decision 0062): the same words in any order, vowel accents ignored.
  it.each([
    ['Ana María López', 'López Ana María', true],
    ['Ana María López', '  ana  MARIA lopez ', true],
    ['Juan Peña', 'Juan Pena', false],
    ['Juan Peña', 'PEÑA JUAN', true],
    ['Ana López', 'Ana López Ruiz', false],
  ] as const)('%s and %s are one name: %s, on the screen and in the backend', async (a, b, same) => {
    const contacts = [
      { relationship: 'parents', name: a, phone: '3312345678' },
      { relationship: 'friends', name: b, phone: '3398765432' },
    ] as const;
    const screenRule = checkEmergencyContacts(contacts, REGISTERED_MOBILE);
    expect(!screenRule.ok && screenRule.errors[1].name === 'sameName').toBe(same);
    const backend = await call('/store/user-emergency-contact/save', { contacts });
    expect(backend.code === MOCK_ERRORS.CONTACT_SAME_NAME.code).toBe(same);
    expect(backend.code === 0).toBe(!same);
  });

  it('the screen refuses one name in another order and sends nothing', async () => {
    const sent = await sendContacts(
      { relationship: 'parents', name: 'Ana María López', phone: '3312345678' },
      { relationship: 'friends', name: 'López Ana María', phone: '3398765432' },
    );
    const requests = requestsTo(contractMock, '/store/user-emergency-contact/save');
    await sent.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('El nombre debe ser distinto al del primer contacto')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe('the bank step (progress 35), through the screen', () => {
  installMockServer({ preset: 'application-in-progress', presetOptions: { progress: PROGRESS.addBankCard } });

  /** Fills the account after the screen has prefilled the holder and CURP from what the borrower filed. */
  async function fillAccount(user: UserEvent, cardType: string, bank: string, number: string) {
    const filed = applicationOf(
      contractMock.world,
      contractMock.world.findUser(REGISTERED_MOBILE)!,
    ).basicInfo!;
    const holder = screen.getByLabelText(/Nombre del titular/);
    await waitFor(() => expect(holder).not.toHaveValue(''));
    expect(holder).toHaveValue([filed.firstName, filed.middleName, filed.lastName].filter(Boolean).join(' '));
    expect(screen.getByLabelText(/CURP del titular/)).not.toHaveValue('');
    await choose(user, /Tipo de cuenta/, es(CARD_TYPES, cardType));
    await pick(user, /Banco/, bank, true);
    await user.type(screen.getByLabelText(/CLABE interbancaria|Número de tarjeta/), number);
    await user.type(screen.getByLabelText(/Confirma/), number);
  }

  const ACCOUNTS: Record<string, { bank: string; number: string }> = {
    clabe: { bank: 'BBVA MEXICO', number: BBVA_CLABE },
    debit: { bank: 'BANAMEX', number: '4242424242424242' },
  };

  it('has an account to send for every card type', () => {
    expect(Object.keys(ACCOUNTS).sort()).toEqual(codes(CARD_TYPES).sort());
  });

  it.each(codes(CARD_TYPES))('card type %s: the step completes', async (cardType) => {
    const user = await openScreen('/bank_account/add_bankcard', PROGRESS.addBankCard, 'Cuenta bancaria');
    await fillAccount(user, cardType, ACCOUNTS[cardType]!.bank, ACCOUNTS[cardType]!.number);
    expect(await submitThroughScreen(user, '/store/user-bank-card', 'Enviar')).toBe(PROGRESS.userInfoFinish);
    const card = applicationOf(contractMock.world, contractMock.world.findUser(REGISTERED_MOBILE)!).bankCard;
    expect(card).toMatchObject({ cardType, cardNumber: ACCOUNTS[cardType]!.number });
  });

  it('a borrower filed with a 47-character full name adds the account in that name (decision 0029)', async () => {
    const application = applicationOf(contractMock.world, contractMock.world.findUser(REGISTERED_MOBILE)!);
    const filed = { firstName: 'María Guadalupe', lastName: 'Fernández de la Garza Hernández' };
    application.basicInfo = { ...application.basicInfo!, ...filed, middleName: undefined };
    const full = `${filed.firstName} ${filed.lastName}`;
    expect(full).toHaveLength(47);
    expect(checkHolderName(full)).toEqual({ ok: true, value: full });
    const user = await openScreen('/bank_account/add_bankcard', PROGRESS.addBankCard, 'Cuenta bancaria');
    await fillAccount(user, 'clabe', 'BBVA MEXICO', BBVA_CLABE);
    expect(await submitThroughScreen(user, '/store/user-bank-card', 'Enviar')).toBe(PROGRESS.userInfoFinish);
    expect(application.bankCard?.holderName).toBe(full);
  });
});
