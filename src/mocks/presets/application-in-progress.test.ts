import type { Identity } from '../../api/contracts/store';
import { call, knownIdentity, upload, useNodeFormData } from '../handlers/application-test-kit';
import { installMockServer, resetMockWorld } from '../server';
import { REGISTERED_MOBILE } from './registered-borrower';

const mock = installMockServer();

beforeEach(useNodeFormData);
afterEach(() => vi.unstubAllGlobals());

test('identity-step: the known borrower has answered the credit questions and stands at the document step', () => {
  resetMockWorld({ preset: 'identity-step' });
  const user = mock.world.findUser(REGISTERED_MOBILE)!;
  expect(user.progress).toBe(10);
  expect(user.application?.loanQuestion).toBeDefined();
  expect(user.application?.ocr).toBeUndefined();
  expect(user.application?.images).toEqual({});
});

test('identity-step: both photos read by the OCR give the borrower’s names', async () => {
  resetMockWorld({ preset: 'identity-step' });
  const front = await upload<{ fileId: string }>('/user/upload/curp/front');
  const back = await upload<{ fileId: string }>('/user/upload/curp/back');
  const read = await call<Identity>('/store/certificate/ocr', {
    frontFileId: front.data.fileId,
    backFileId: back.data.fileId,
  });
  const identity = knownIdentity(mock.world);
  expect(read).toMatchObject({
    code: 0,
    data: { firstName: identity.firstName, lastName: identity.lastName, curp: identity.curp },
  });
});

test('application-in-progress: the file is filled up to the step asked for', () => {
  resetMockWorld({ preset: 'application-in-progress', presetOptions: { progress: 25 } });
  const user = mock.world.findUser(REGISTERED_MOBILE)!;
  expect(user.progress).toBe(25);
  expect(user.application?.basicInfo).toBeDefined();
  expect(user.application?.additionalInfo).toBeUndefined();
  expect(() =>
    resetMockWorld({ preset: 'application-in-progress', presetOptions: { progress: 41 } }),
  ).toThrow(/not a step/);
});

test('identity-step: a borrower with a long compound name has it on their ID, CURP built from it', async () => {
  const name = { firstName: 'María Guadalupe', lastName: 'Fernández de la Garza Hernández' };
  resetMockWorld({ preset: 'identity-step', presetOptions: { name } });
  const front = await upload<{ fileId: string }>('/user/upload/curp/front');
  const back = await upload<{ fileId: string }>('/user/upload/curp/back');
  const read = await call<Identity>('/store/certificate/ocr', {
    frontFileId: front.data.fileId,
    backFileId: back.data.fileId,
  });
  expect(read.data).toMatchObject({
    firstName: 'María',
    middleName: 'Guadalupe',
    lastName: 'Fernández de la Garza Hernández',
  });
  // The paternal surname's initial and first inner vowel open the CURP.
  expect(read.data.curp).toMatch(/^FE/);
});
