import { checkCurp } from '../../domain/validation/mx-identifiers';
import { REGISTERED_MOBILE } from '../presets/registered-borrower';
import { buildCardNumber, buildClabe } from '../world/identity';
import { installMockServer, resetMockWorld } from '../server';
import {
  BBVA_CLABE,
  CONTACTS,
  OTHER_BORROWER_CURP,
  EMPLOYEE_INFO,
  basicInfoFor,
  call,
  knownIdentity,
} from './application-test-kit';
import { MOCK_ERRORS } from './mock-errors';

// The mock world's application forms (personal, employment, contacts, bank card): what each step's save
// checks and answers. The journey through them and the identity images are in application.test.ts.
const mock = installMockServer();

const at = (progress: number) =>
  resetMockWorld({ preset: 'application-in-progress', presetOptions: { progress } });
const progressOf = (mobile = REGISTERED_MOBILE) => mock.world.findUser(mobile)?.progress;

describe('personal information', () => {
  beforeEach(() => at(20));

  it("rejects a CURP with a wrong check digit, and a valid CURP that is not the borrower's", async () => {
    const info = basicInfoFor(knownIdentity(mock.world));
    const lastDigit = Number(info.nationalId.slice(-1));
    const wrong = `${info.nationalId.slice(0, 17)}${(lastDigit + 1) % 10}`;
    expect(await call('/store/user-basic-info/save', { ...info, nationalId: wrong }, { lang: 'en' })).toEqual(
      {
        code: MOCK_ERRORS.INVALID_CURP.code,
        msg: 'The CURP is not valid, please check it',
        data: null,
      },
    );
    expect(checkCurp(OTHER_BORROWER_CURP).ok).toBe(true);
    expect(
      (await call('/store/user-basic-info/save', { ...info, nationalId: OTHER_BORROWER_CURP })).code,
    ).toBe(MOCK_ERRORS.CURP_MISMATCH.code);
    expect(progressOf()).toBe(20);
  });

  it('rejects a malformed e-mail, RFC, NSS, WhatsApp number or option code', async () => {
    const info = basicInfoFor(knownIdentity(mock.world));
    const save = async (patch: Record<string, unknown>) =>
      (await call('/store/user-basic-info/save', { ...info, ...patch })).code;
    expect(await save({ email: 'ana@correo' })).toBe(MOCK_ERRORS.INVALID_EMAIL.code);
    expect(await save({ rfc: 'ABCD991332XX1' })).toBe(MOCK_ERRORS.INVALID_RFC.code);
    expect(await save({ nss: `${info.nss.slice(0, 10)}${(Number(info.nss.slice(-1)) + 1) % 10}` })).toBe(
      MOCK_ERRORS.INVALID_NSS.code,
    );
    expect(await save({ whatsappNo: '8001234567' })).toBe(MOCK_ERRORS.INVALID_PHONE.code);
    expect(await save({ maritalStatus: 'complicated' })).toBe(MOCK_ERRORS.INVALID_OPTION.code);
    expect(await save({ inputBirthday: '2015-01-01' })).toBe(MOCK_ERRORS.UNDERAGE.code);
    expect(progressOf()).toBe(20);
  });

  it('refuses a postal code whose first two digits SEPOMEX does not use, as the screens do', async () => {
    const info = basicInfoFor(knownIdentity(mock.world));
    for (const pinCode of ['00100', '17000', '18000', '19999']) {
      expect(await call('/store/user-basic-info/save', { ...info, pinCode })).toEqual({
        code: MOCK_ERRORS.INVALID_POSTAL_CODE.code,
        msg: 'El código postal no es válido',
        data: null,
      });
    }
    expect(progressOf()).toBe(20);
  });

  it('strips spaces from the e-mail and names the borrower', async () => {
    const identity = knownIdentity(mock.world);
    const info = { ...basicInfoFor(identity), email: ` ${identity.email.replace('@', ' @')} ` };
    expect(await call('/store/user-basic-info/save', info)).toMatchObject({
      code: 0,
      data: { progress: 25 },
    });
    expect(mock.world.findUser(REGISTERED_MOBILE)?.application?.basicInfo?.email).toBe(identity.email);
    expect(mock.world.findUser(REGISTERED_MOBILE)?.name).toContain(identity.lastName);
  });
});

describe('employment information', () => {
  beforeEach(() => at(25));
  const save = async (info: Record<string, unknown>) => call('/store/additional-info/save', info);

  it('asks employees and the self-employed for their industry, one of the 15', async () => {
    const { industry: _, ...withoutIndustry } = EMPLOYEE_INFO;
    expect(await save(withoutIndustry)).toMatchObject({
      code: MOCK_ERRORS.EMPLOYMENT_FIELD_REQUIRED.code,
      msg: expect.stringContaining('industry'),
    });
    expect(await save({ ...EMPLOYEE_INFO, industry: 'sales' })).toMatchObject({
      code: MOCK_ERRORS.INVALID_OPTION.code,
      msg: expect.stringContaining('industry'),
    });
    expect(
      (await save({ employmentType: 'unemployed', monthlySalary: '0-1000', industry: 'space' })).code,
    ).toBe(MOCK_ERRORS.INVALID_OPTION.code);
    expect(progressOf()).toBe(25);
  });

  it('refuses job fields for the unemployed and the self-employed', async () => {
    const unemployed = await save({ employmentType: 'unemployed', monthlySalary: '0-1000', company: 'Acme' });
    expect(unemployed).toMatchObject({
      code: MOCK_ERRORS.EMPLOYMENT_FIELD_NOT_ALLOWED.code,
      msg: expect.stringContaining('company'),
    });
    expect(
      (await save({ employmentType: 'unemployed', monthlySalary: '0-1000', industryCategory: 'sales' })).code,
    ).toBe(MOCK_ERRORS.EMPLOYMENT_FIELD_NOT_ALLOWED.code);
    expect(
      (
        await save({
          employmentType: 'selfEmployed',
          monthlySalary: '3000-5000',
          industryCategory: 'grocery',
          industry: 'commerce',
          payFrequency: 'weekly',
          monthlyPayday: 'mon',
        })
      ).code,
    ).toBe(MOCK_ERRORS.EMPLOYMENT_FIELD_NOT_ALLOWED.code);
    expect(progressOf()).toBe(25);
  });

  it('asks biweekly and fourteen-day earners for a second pay day of the right kind', async () => {
    const biweekly = { ...EMPLOYEE_INFO, payFrequency: 'biweekly', monthlyPayday: '15' };
    expect((await save(biweekly)).code).toBe(MOCK_ERRORS.EMPLOYMENT_FIELD_REQUIRED.code);
    expect((await save({ ...biweekly, monthlyPaydayTwo: 'fri' })).code).toBe(MOCK_ERRORS.INVALID_PAYDAY.code);
    expect((await save({ ...EMPLOYEE_INFO, payFrequency: 'weekly', monthlyPayday: '15' })).code).toBe(
      MOCK_ERRORS.INVALID_PAYDAY.code,
    );
    expect((await save({ ...EMPLOYEE_INFO, monthlyPaydayTwo: '30' })).code).toBe(
      MOCK_ERRORS.EMPLOYMENT_FIELD_NOT_ALLOWED.code,
    );
    expect(
      await save({
        ...EMPLOYEE_INFO,
        payFrequency: 'fourteen',
        monthlyPayday: 'mon',
        monthlyPaydayTwo: 'thu',
      }),
    ).toMatchObject({
      code: 0,
      data: { progress: 30 },
    });
  });

  it('refuses the same day of the month twice a month, takes the same weekday every fourteen days (decision 0062)', async () => {
    const biweekly = { ...EMPLOYEE_INFO, payFrequency: 'biweekly', monthlyPayday: '15' };
    expect((await save({ ...biweekly, monthlyPaydayTwo: '15' })).code).toBe(MOCK_ERRORS.INVALID_PAYDAY.code);
    const fourteen = {
      ...EMPLOYEE_INFO,
      payFrequency: 'fourteen',
      monthlyPayday: 'fri',
      monthlyPaydayTwo: 'fri',
    };
    expect(await save(fourteen)).toMatchObject({ code: 0, data: { progress: 30 } });
  });

  it('refuses a work postal code no state uses, in the language of the request', async () => {
    expect(await save({ ...EMPLOYEE_INFO, workPinCode: '18000' })).toEqual({
      code: MOCK_ERRORS.INVALID_POSTAL_CODE.code,
      msg: 'El código postal no es válido',
      data: null,
    });
    expect(
      (await call('/store/additional-info/save', { ...EMPLOYEE_INFO, workPinCode: '00500' }, { lang: 'en' }))
        .msg,
    ).toBe('The postal code is not valid');
    expect(progressOf()).toBe(25);
  });

  it('takes an unemployed borrower with the salary alone', async () => {
    expect(
      await save({ employmentType: 'unemployed', monthlySalary: '0-1000', incomeSource: 'mother' }),
    ).toMatchObject({
      code: 0,
      data: { progress: 30 },
    });
  });
});

describe('emergency contacts', () => {
  beforeEach(() => at(30));
  const [first, second] = CONTACTS.contacts as [(typeof CONTACTS.contacts)[0], (typeof CONTACTS.contacts)[0]];
  const save = async (a: typeof first, b: typeof first) =>
    (await call('/store/user-emergency-contact/save', { contacts: [a, b] })).code;

  it("rejects the same relation, the same phone, the borrower's own phone and the same name", async () => {
    expect(await save(first, { ...second, relationship: first.relationship })).toBe(
      MOCK_ERRORS.CONTACT_SAME_RELATION.code,
    );
    expect(await save(first, { ...second, phone: `1${first.phone}` })).toBe(
      MOCK_ERRORS.CONTACT_SAME_PHONE.code,
    );
    expect(await save(first, { ...second, phone: REGISTERED_MOBILE })).toBe(
      MOCK_ERRORS.CONTACT_OWN_PHONE.code,
    );
    expect(await save(first, { ...second, name: ' rosa  HERNANDEZ ' })).toBe(
      MOCK_ERRORS.CONTACT_SAME_NAME.code,
    );
    expect(await save(first, { ...second, phone: '0011223344' })).toBe(
      MOCK_ERRORS.CONTACT_INVALID_PHONE.code,
    );
    expect(progressOf()).toBe(30);
    expect(await save(first, second)).toBe(0);
    expect(progressOf()).toBe(35);
  });
});

describe('bank card', () => {
  beforeEach(() => at(35));
  const cardFor = () => {
    const identity = knownIdentity(mock.world);
    return {
      holderName: [identity.firstName, identity.middleName, identity.lastName].filter(Boolean).join(' '),
      curp: identity.curp,
      cardType: 'clabe',
      cardNumber: BBVA_CLABE,
      bankCode: '40012',
      bankName: 'BBVA MEXICO',
    };
  };

  /** What the validation call takes of a card (its contract): the number, its type and the bank. */
  const validated = ({
    cardType,
    cardNumber,
    bankCode,
  }: {
    cardType: string;
    cardNumber: string;
    bankCode: string;
  }) => ({
    cardType,
    cardNumber,
    bankCode,
  });

  it('rejects a CLABE of another bank than the chosen one as a bank account mismatch', async () => {
    const card = { ...cardFor(), bankCode: '40002', bankName: 'BANAMEX' };
    expect(await call('/store/user-bank-card', card, { lang: 'en' })).toEqual({
      code: MOCK_ERRORS.BANK_ACCOUNT_MISMATCH.code,
      msg: 'Bank account mismatch: the account does not belong to the selected bank',
      data: null,
    });
    expect((await call('/store/bank-card/validate', validated(card))).data).toEqual({
      valid: false,
      reason: 'bankMismatch',
    });
    expect(progressOf()).toBe(35);
    expect(mock.world.findUser(REGISTERED_MOBILE)?.application?.quotaReview).toBeUndefined();
  });

  it('checks a debit card by Luhn, the holder and the CURP', async () => {
    const debit = { ...cardFor(), cardType: 'debit', cardNumber: buildCardNumber('420000000000123') };
    const badLuhn = `${debit.cardNumber.slice(0, 15)}${(Number(debit.cardNumber.slice(-1)) + 1) % 10}`;
    expect(
      (await call('/store/bank-card/validate', validated({ ...debit, cardNumber: badLuhn }))).data,
    ).toEqual({
      valid: false,
      reason: 'invalidNumber',
    });
    expect((await call('/store/user-bank-card', { ...debit, cardNumber: badLuhn })).code).toBe(
      MOCK_ERRORS.INVALID_CARD_NUMBER.code,
    );
    expect((await call('/store/user-bank-card', { ...debit, holderName: 'Pedro Páramo Rulfo' })).code).toBe(
      MOCK_ERRORS.CARD_HOLDER_MISMATCH.code,
    );
    expect((await call('/store/user-bank-card', { ...debit, bankCode: '99999' })).code).toBe(
      MOCK_ERRORS.INVALID_OPTION.code,
    );
    const saved = await call('/store/user-bank-card', {
      ...debit,
      holderName: debit.holderName.toUpperCase(),
    });
    expect(saved).toMatchObject({ code: 0, data: { progress: 40, cardId: expect.any(String) } });
  });

  it('masks the saved account on total-information', async () => {
    const clabe = buildClabe('40012', '180', '00000000042');
    await call('/store/user-bank-card', { ...cardFor(), cardNumber: clabe });
    const total = await call<{ bankCard: { cardNumberMasked: string } }>('/store/total-information');
    expect(total.data.bankCard.cardNumberMasked).toBe(`${'*'.repeat(14)}${clabe.slice(-4)}`);
  });
});
