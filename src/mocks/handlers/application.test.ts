import type { Identity, Quota } from '../../api/contracts/store';
import { checkCurp, checkNss, checkRfc } from '../../domain/validation/mx-identifiers';
import { REGISTERED_MOBILE } from '../presets/registered-borrower';
import { buildCurp, buildCardNumber, buildClabe } from '../world/identity';
import { installMockServer, resetMockWorld } from '../server';
import { wireCall } from '../wire-client';
import {
  BBVA_CLABE,
  CONTACTS,
  EMPLOYEE_INFO,
  basicInfoFor,
  call,
  knownIdentity,
  nodeBlob,
  upload,
  useNodeFormData,
  type Body,
} from './application-test-kit';
import { MOCK_ERRORS } from './mock-errors';

const mock = installMockServer();
const MOBILE = '5523456789';
const MINUTE = 60_000;

beforeEach(useNodeFormData);
afterEach(() => vi.unstubAllGlobals());

async function loginNewBorrower(mobile = MOBILE): Promise<string> {
  await wireCall('/security/getVerifyCode', { mobile });
  const code = mock.world.lastSms(mobile)?.code ?? '';
  const login = (await wireCall('/security/login', { mobile, code })).body as Body<{ token: string }>;
  return login.data.token;
}

type Progress = Body<{ progress: number }>;
const at = (progress: number) =>
  resetMockWorld({ preset: 'application-in-progress', presetOptions: { progress } });
const progressOf = (mobile = REGISTERED_MOBILE) => mock.world.findUser(mobile)?.progress;

/** Walks a new borrower from login to the saved bank card; returns what the steps answered. */
async function walkJourney(mobile = MOBILE) {
  const token = await loginNewBorrower(mobile);
  const as = { token };
  const steps: number[] = [];
  const step = async (answer: Promise<Progress>) => {
    const body = await answer;
    expect(body).toMatchObject({ code: 0 });
    steps.push(body.data.progress);
  };
  await step(call('/store/user-question/save', { q1: false, q2: 0, q3: '500-1000', q4: 2, q5: 1 }, as));
  const front = await upload<{ fileId: string }>('/user/upload/curp/front', undefined, undefined, as);
  const back = await upload<{ fileId: string }>('/user/upload/curp/back', undefined, undefined, as);
  const ocr = await call<Identity>(
    '/store/certificate/ocr',
    { frontFileId: front.data.fileId, backFileId: back.data.fileId },
    as,
  );
  expect(ocr.code).toBe(0);
  await step(call('/store/finish-ocr', ocr.data, as));
  const liveness = await upload<{ livenessId: string; passed: boolean; score: number }>(
    '/store/liveness/detection',
    undefined,
    undefined,
    as,
  );
  expect(liveness.data).toMatchObject({ passed: true, score: expect.any(Number) });
  const face = await upload<{ progress: number }>(
    '/store/v2/face-image-save',
    { livenessId: liveness.data.livenessId },
    undefined,
    as,
  );
  expect(face).toMatchObject({ code: 0, data: { progress: 15 } });
  expect((await call('/store/has-all-uploaded', undefined, as)).data).toEqual({
    allUploaded: true,
    missing: [],
  });
  await step(call('/user/finishUploadAllImg', undefined, as));
  const identity = knownIdentity(mock.world, mobile);
  await step(call('/store/user-basic-info/save', basicInfoFor(identity), as));
  await step(call('/store/additional-info/save', EMPLOYEE_INFO, as));
  await step(call('/store/user-emergency-contact/save', CONTACTS, as));
  const card = { cardType: 'clabe', cardNumber: BBVA_CLABE, bankCode: '40012' };
  expect((await call('/store/bank-card/validate', card, as)).data).toEqual({ valid: true, reason: null });
  const holderName = [identity.firstName, identity.middleName, identity.lastName].filter(Boolean).join(' ');
  await step(
    call('/store/user-bank-card', { ...card, holderName, curp: identity.curp, bankName: 'BBVA MEXICO' }, as),
  );
  return { token, ocr: ocr.data, steps };
}

describe('application journey', () => {
  it('takes a new borrower from login through every step to a granted quota on the world clock', async () => {
    const start = mock.world.now();
    const { token, ocr, steps } = await walkJourney();
    expect(steps).toEqual([10, 15, 20, 25, 30, 35, 40]);

    const info = await call<{ progress: number; name: string }>('/security/getUserInfo', undefined, {
      token,
    });
    expect(info.data.progress).toBe(40);
    expect(info.data.name).toContain(ocr.firstName);

    const reviewing = await call<Quota>('/store/get-user-quota', undefined, { token });
    expect(reviewing.data.status).toBe('reviewing');
    expect(reviewing.data.reviewUntil).toBeGreaterThanOrEqual(start + 10 * MINUTE);
    expect(reviewing.data.reviewUntil).toBeLessThanOrEqual(start + 60 * MINUTE);
    expect((await call('/store/get-quota/list', undefined, { token })).data).toEqual({ items: [] });

    mock.clock.advance({ minutes: 60 });
    const granted = await call<Quota>('/store/query-store-quota', undefined, { token });
    expect(granted.data).toMatchObject({ status: 'granted', reviewUntil: null, reapplyAfterDays: null });
    expect(granted.data.amount).toBeGreaterThanOrEqual(3000);
    expect(granted.data.amount).toBeLessThanOrEqual(8000);
    expect(granted.data.amount % 100).toBe(0);
    expect(granted.data.availableAmount).toBe(granted.data.amount);
    expect((await call('/store/get-user-quota', undefined, { token })).data).toEqual(granted.data);
    expect((await call('/store/get-quota/list', undefined, { token })).data).toEqual({
      items: [{ amount: granted.data.amount, grantedAt: reviewing.data.reviewUntil, reason: 'initial' }],
    });
    // Quota available, no order yet: waitForCreateStoreOrder (docs/decisions/0002).
    expect((await call('/security/getUserInfo', undefined, { token })).data).toMatchObject({ progress: 42 });
  });

  it('reads the document as the borrower it belongs to, with a valid CURP, RFC and NSS on file', async () => {
    const { ocr } = await walkJourney();
    const identity = knownIdentity(mock.world, MOBILE);
    expect(checkCurp(ocr.curp)).toEqual({ ok: true, value: ocr.curp });
    expect(ocr).toMatchObject({
      curp: identity.curp,
      firstName: identity.firstName,
      lastName: identity.lastName,
      birthday: identity.birthday,
      gender: identity.gender,
      state: identity.state,
      address: identity.address,
    });
    // The CURP encodes the birthday and sex the document shows.
    expect(ocr.curp.slice(4, 10)).toBe(ocr.birthday.slice(2).replaceAll('-', ''));
    expect(ocr.curp.charAt(10)).toBe(ocr.gender === 1 ? 'H' : 'M');
    expect(checkRfc(identity.rfc)).toEqual({ ok: true, value: identity.rfc });
    expect(checkNss(identity.nss).ok).toBe(true);
  });

  it('gives the same borrower, review and quota for the same seed and requests, another for another seed', async () => {
    const run = async (seed: number) => {
      resetMockWorld({ seed });
      const { ocr } = await walkJourney();
      mock.clock.advance({ minutes: 60 });
      const review = mock.world.findUser(MOBILE)?.application?.quotaReview;
      return {
        ocr,
        review: { ...review, startedAt: 0, until: (review?.until ?? 0) - (review?.startedAt ?? 0) },
      };
    };
    const first = await run(7);
    expect(await run(7)).toEqual(first);
    expect((await run(8)).ocr).not.toEqual(first.ocr);
  });

  it('keeps the file on the world snapshot', async () => {
    await walkJourney();
    const snapshot = mock.world.snapshot();
    const user = snapshot.users.find((u) => u.mobile === MOBILE);
    expect(user?.application?.bankCard?.cardNumber).toBe(BBVA_CLABE);
    expect(user?.application?.images.face).toMatchObject({ type: 'image/jpeg', size: 2048 });
  });

  it('answers the whole file on total-information, to prefill the forms', async () => {
    at(35);
    const total = await call<Record<string, unknown>>('/store/total-information');
    const identity = knownIdentity(mock.world);
    expect(total.data).toMatchObject({
      progress: 35,
      loanQuestion: expect.any(Object),
      identity: { curp: identity.curp },
      basicInfo: { nationalId: identity.curp, email: identity.email },
      additionalInfo: { employmentType: 'employee' },
      emergencyContacts: expect.any(Array),
      bankCard: null,
    });
  });
});

describe('step order', () => {
  it('refuses a step before its turn and leaves the progress alone', async () => {
    const token = await loginNewBorrower();
    const identity = knownIdentity(mock.world, MOBILE);
    const early = await call('/store/user-basic-info/save', basicInfoFor(identity), { token });
    expect(early).toEqual({
      code: MOCK_ERRORS.STEP_NOT_REACHED.code,
      msg: MOCK_ERRORS.STEP_NOT_REACHED.es,
      data: null,
    });
    expect(progressOf(MOBILE)).toBe(5);
  });

  it('refuses a repeated step in the language of the request', async () => {
    at(10);
    const again = await call(
      '/store/user-question/save',
      { q1: true, q2: 3, q3: '0-500', q4: 1, q5: 0 },
      { lang: 'en' },
    );
    expect(again).toEqual({
      code: MOCK_ERRORS.STEP_ALREADY_DONE.code,
      msg: MOCK_ERRORS.STEP_ALREADY_DONE.en,
      data: null,
    });
    expect(progressOf()).toBe(10);
  });

  it('needs a login for every step', async () => {
    expect(
      (
        await call(
          '/store/user-question/save',
          { q1: true, q2: 3, q3: '0-500', q4: 1, q5: 0 },
          { token: 'nope' },
        )
      ).code,
    ).toBe(MOCK_ERRORS.INVALID_TOKEN.code);
  });
});

describe('identity images', () => {
  beforeEach(() => at(10));

  it('rejects an upload over 20 MB', async () => {
    const big = await nodeBlob(20 * 1024 * 1024 + 1);
    const answer = await upload('/user/upload/curp/front', undefined, big, { lang: 'en' });
    expect(answer).toMatchObject({
      code: MOCK_ERRORS.UPLOAD_TOO_LARGE.code,
      msg: 'The image cannot be larger than 20 MB',
    });
  });

  it('rejects a request without its file part, and a file that is not an image', async () => {
    const none = await call('/user/upload/curp/back', undefined, { files: { other: await nodeBlob() } });
    expect(none.code).toBe(MOCK_ERRORS.UPLOAD_MISSING.code);
    const text = await nodeBlob(100, 'text/plain', [0x68, 0x69]);
    expect((await upload('/user/upload/curp/back', undefined, text)).code).toBe(
      MOCK_ERRORS.UPLOAD_NOT_IMAGE.code,
    );
  });

  it('accepts a PNG sent without an image content type, by its bytes', async () => {
    const png = await nodeBlob(
      64,
      'application/octet-stream',
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    );
    expect((await upload('/user/upload/curp/front', undefined, png)).code).toBe(0);
  });

  it('reads only the two latest uploads, and needs a reading before finish-ocr', async () => {
    const front = await upload<{ fileId: string }>('/user/upload/curp/front');
    const back = await upload<{ fileId: string }>('/user/upload/curp/back');
    const stale = await call('/store/certificate/ocr', {
      frontFileId: 'img_old',
      backFileId: back.data.fileId,
    });
    expect(stale.code).toBe(MOCK_ERRORS.OCR_IMAGES_MISSING.code);
    const identity = knownIdentity(mock.world);
    const document = {
      curp: identity.curp,
      firstName: identity.firstName,
      lastName: identity.lastName,
      birthday: identity.birthday,
      gender: identity.gender,
    };
    expect((await call('/store/finish-ocr', document)).code).toBe(MOCK_ERRORS.OCR_NOT_DONE.code);
    await call('/store/certificate/ocr', { frontFileId: front.data.fileId, backFileId: back.data.fileId });
    const otherCurp = buildCurp({
      paternal: 'Soto',
      maternal: 'Vega',
      givenNames: 'Iván',
      birthday: '1990-05-04',
      gender: 1,
      state: 'JC',
      differentiator: '0',
    });
    expect((await call('/store/finish-ocr', { ...document, curp: otherCurp })).code).toBe(
      MOCK_ERRORS.CURP_MISMATCH.code,
    );
    expect((await call('/store/finish-ocr', { ...document, birthday: '1970-01-01' })).code).toBe(
      MOCK_ERRORS.IDENTITY_MISMATCH.code,
    );
    expect(await call('/store/finish-ocr', document)).toMatchObject({ code: 0, data: { progress: 15 } });
  });

  it('fails every reading in the ocr-fails world, with a re-upload message', async () => {
    resetMockWorld({ preset: 'ocr-fails' });
    const front = await upload<{ fileId: string }>('/user/upload/curp/front');
    const back = await upload<{ fileId: string }>('/user/upload/curp/back');
    const ids = { frontFileId: front.data.fileId, backFileId: back.data.fileId };
    expect(await call('/store/certificate/ocr', ids)).toEqual({
      code: MOCK_ERRORS.OCR_FAILED.code,
      msg: MOCK_ERRORS.OCR_FAILED.es,
      data: null,
    });
    expect((await call('/store/certificate/ocr', ids, { lang: 'en' })).msg).toMatch(
      /could not be recognised, please upload the photos again/,
    );
    expect(progressOf()).toBe(10);
  });
});

describe('liveness and face', () => {
  it('fails the liveness check in the liveness-fails world, and a face needs a passed check', async () => {
    resetMockWorld({ preset: 'liveness-fails' });
    const liveness = await upload('/store/liveness/detection', undefined, undefined, { lang: 'en' });
    expect(liveness).toEqual({
      code: MOCK_ERRORS.LIVENESS_FAILED.code,
      msg: MOCK_ERRORS.LIVENESS_FAILED.en,
      data: null,
    });
    expect((await upload('/store/face-image-save')).code).toBe(MOCK_ERRORS.LIVENESS_REQUIRED.code);
    expect((await upload('/user/saveFaceImage', { livenessId: 'lv_unknown' })).code).toBe(
      MOCK_ERRORS.LIVENESS_REQUIRED.code,
    );
    expect((await call('/store/has-all-uploaded')).data).toEqual({ allUploaded: false, missing: ['face'] });
    expect((await call('/user/finishUploadAllImg')).code).toBe(MOCK_ERRORS.IMAGES_INCOMPLETE.code);
    expect(progressOf()).toBe(15);
  });

  it('takes a face without liveness when the package has liveness switched off', async () => {
    at(15);
    mock.world.setConfig({ featureMode: { live: 0, frontPermission: 1 } });
    expect(await upload('/user/saveFaceImage')).toMatchObject({
      code: 0,
      data: { fileId: expect.any(String) },
    });
    expect(await call('/user/finishUploadAllImg')).toMatchObject({ code: 0, data: { progress: 20 } });
  });
});

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
    const someoneElse = buildCurp({
      paternal: 'Soto',
      maternal: 'Vega',
      givenNames: 'Iván',
      birthday: '1990-05-04',
      gender: 1,
      state: 'JC',
      differentiator: '0',
    });
    expect(checkCurp(someoneElse).ok).toBe(true);
    expect((await call('/store/user-basic-info/save', { ...info, nationalId: someoneElse })).code).toBe(
      MOCK_ERRORS.CURP_MISMATCH.code,
    );
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
    expect(await save({ birthday: '2015-01-01' })).toBe(MOCK_ERRORS.UNDERAGE.code);
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

  it('refuses a work postal code no state uses, in the language of the request', async () => {
    expect(await save({ ...EMPLOYEE_INFO, workPinCode: '18000' })).toEqual({
      code: MOCK_ERRORS.INVALID_POSTAL_CODE.code,
      msg: 'El código postal no es válido',
      data: null,
    });
    expect((await call('/store/additional-info/save', { ...EMPLOYEE_INFO, workPinCode: '00500' }, { lang: 'en' })).msg).toBe(
      'The postal code is not valid',
    );
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

  it('rejects a CLABE of another bank than the chosen one as a bank account mismatch', async () => {
    const card = { ...cardFor(), bankCode: '40002', bankName: 'BANAMEX' };
    expect(await call('/store/user-bank-card', card, { lang: 'en' })).toEqual({
      code: MOCK_ERRORS.BANK_ACCOUNT_MISMATCH.code,
      msg: 'Bank account mismatch: the account does not belong to the selected bank',
      data: null,
    });
    expect((await call('/store/bank-card/validate', card)).data).toEqual({
      valid: false,
      reason: 'bankMismatch',
    });
    expect(progressOf()).toBe(35);
    expect(mock.world.findUser(REGISTERED_MOBILE)?.application?.quotaReview).toBeUndefined();
  });

  it('checks a debit card by Luhn, the holder and the CURP', async () => {
    const debit = { ...cardFor(), cardType: 'debit', cardNumber: buildCardNumber('420000000000123') };
    const badLuhn = `${debit.cardNumber.slice(0, 15)}${(Number(debit.cardNumber.slice(-1)) + 1) % 10}`;
    expect((await call('/store/bank-card/validate', { ...debit, cardNumber: badLuhn })).data).toEqual({
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
