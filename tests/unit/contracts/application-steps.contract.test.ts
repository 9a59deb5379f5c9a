// @vitest-environment jsdom
import { configureApi, resetApiConfig, type ApiValues } from '../../../src/api/client';
import {
  saveAdditionalInfo,
  saveBankCard,
  saveBasicInfo,
  saveEmergencyContacts,
} from '../../../src/api/endpoints/store';
import { isApiFailure } from '../../../src/api/errors';
import { designationsFor } from '../../../src/domain/options/designations';
import { INDUSTRIES } from '../../../src/domain/options/industries';
import type { Option } from '../../../src/domain/options/option';
import {
  CHILDREN_NUMBERS,
  CONTACT_RELATIONS,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  INCOME_SOURCES,
  JOB_EXPERIENCES,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  PAY_FREQUENCIES,
  RESIDENCE_TYPES,
  SALARY_RANGES,
  hasSecondPayDay,
  payDayOptionsFor,
} from '../../../src/domain/options/profile-options';
import { STATES, citiesOf } from '../../../src/domain/options/states';
import { checkContactName, checkHolderName } from '../../../src/domain/validation/fields';
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
import { REGISTERED_MOBILE } from '../../../src/mocks/presets/registered-borrower';
import { MOCK_ERRORS } from '../../../src/mocks/handlers/mock-errors';
import { REGISTERED_TOKEN } from '../../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../../src/mocks/server';
import { validPersonalDraft } from '../step-kit';
import { PROGRESS } from '../../../src/domain/progress';

/**
 * Issue 29, consumer-driven contract: each application step's real payload builder (what the screen's submit
 * sends), through the app's own API client (its pre-send parse and the wire format), to the mock world's real
 * handler, once for every value of every choice field. The step must complete: the backend's new progress
 * code is the next step's, the one that opens the next screen. A field the two sides read differently (the
 * weekly pay day sent as '1'..'7' where the handler wants 'mon'..'sun') fails here.
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

describe('the emergency contacts step (progress 30)', () => {
  installMockServer({ preset: 'registered-borrower', presetOptions: { progress: 30 } });
  beforeEach(() => configureApi({ storage: values() }));
  afterEach(() => resetApiConfig());

  const relations = codes(CONTACT_RELATIONS);
  const send = (
    first: { relationship: string; name: string },
    second = { relationship: '', name: 'Luis Pérez' },
  ) =>
    outcome(() =>
      saveEmergencyContacts({
        contacts: [
          { ...first, phone: '3312345678' },
          {
            relationship: second.relationship || relations.find((r) => r !== first.relationship)!,
            name: second.name,
            phone: '3398765432',
          },
        ],
      }),
    );

  it.each(relations)('relationship %s: the step completes', async (relationship) => {
    expect(await send({ relationship, name: 'Ana García' })).toBe(PROGRESS.addBankCard);
  });

  // Names the screen accepts are names the backend accepts (one rule: checkContactName).
  it.each([
    'O’Brien Soto',
    "D'Angelo Ruiz",
    'Ma. Rosa Pérez',
    'José-Luis Núñez',
    'María Guadalupe Fernández de la Garza',
  ])('the contact name %s: the screen and the backend both accept it', async (name) => {
    const checked = checkContactName(name);
    expect(checked.ok).toBe(true);
    expect(await send({ relationship: relations[0]!, name: checked.ok ? checked.value : name })).toBe(
      PROGRESS.addBankCard,
    );
  });
});

describe('the bank step (progress 35)', () => {
  const mock = installMockServer({ preset: 'registered-borrower', presetOptions: { progress: 35 } });
  beforeEach(() => configureApi({ storage: values() }));
  afterEach(() => resetApiConfig());

  it('a borrower filed with a 47-character full name adds the account in that name (decision 0029)', async () => {
    const user = mock.world.findUser(REGISTERED_MOBILE)!;
    const application = applicationOf(mock.world, user);
    const id = knownIdentity(mock.world);
    const filed = { firstName: 'María Guadalupe', lastName: 'Fernández de la Garza Hernández' };
    application.basicInfo = { ...application.basicInfo!, ...filed, middleName: undefined };
    const full = `${filed.firstName} ${filed.lastName}`;
    expect(full).toHaveLength(47);
    const holder = checkHolderName(full);
    expect(holder).toEqual({ ok: true, value: full });
    const saved = await outcome(() =>
      saveBankCard({
        holderName: full,
        curp: id.curp,
        cardType: 'clabe',
        cardNumber: BBVA_CLABE,
        bankCode: '40012',
        bankName: 'BBVA MEXICO',
      }),
    );
    expect(saved).toBe(PROGRESS.userInfoFinish);
  });
});
