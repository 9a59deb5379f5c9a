import type { Identity, Quota } from '../../api/contracts/store';
import { checkCurp, checkNss, checkRfc } from '../../domain/validation/mx-identifiers';
import { REGISTERED_MOBILE } from '../presets/registered-borrower';
import { installMockServer, resetMockWorld } from '../server';
import { wireCall } from '../wire-client';
import {
  BBVA_CLABE,
  OTHER_BORROWER_CURP,
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
    expect((await call('/store/finish-ocr', { ...document, curp: OTHER_BORROWER_CURP })).code).toBe(
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
