import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../presets/registered-borrower';
import { applicationOf } from '../world/application';
import { buildCurp, type BorrowerIdentity } from '../world/identity';
import type { MockWorld } from '../world/world';
import { wireCall, type WireCallOptions } from '../wire-client';

/**
 * Shared helpers of the application handlers' tests: calls that return the `{ code, msg, data }` body,
 * multipart uploads that survive jsdom, and valid form data for the known borrower.
 */

/** A response body of the mock backend. */
export type Body<T = unknown> = { code: number; msg: string; data: T };

/** Calls the mock backend (as the known borrower unless `token` says otherwise) and returns the body. */
export async function call<T = unknown>(
  path: string,
  payload?: unknown,
  options: WireCallOptions = {},
): Promise<Body<T>> {
  return (await wireCall(path, payload, { token: REGISTERED_TOKEN, ...options })).body as Body<T>;
}

/**
 * Makes multipart requests readable under jsdom: jsdom's FormData and Blob cannot be read by Node's
 * Request (file bytes arrive as "undefined"), so tests use Node's classes, as src/api/client.test.ts does.
 * Call in beforeEach; vi.unstubAllGlobals() in afterEach undoes it.
 */
export async function useNodeFormData(): Promise<void> {
  const nodeForm = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('FormData', nodeForm.constructor);
}

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];

/** A Blob of Node's own class; by default a small JPEG-looking image. */
export function nodeBlob(
  size = 2048,
  type = 'image/jpeg',
  head: readonly number[] = JPEG_HEAD,
): Promise<Blob> {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new Response(bytes, { headers: { 'content-type': type } }).blob();
}

/** Uploads one image part to a multipart endpoint. */
export async function upload<T = unknown>(
  path: string,
  fields?: Record<string, unknown>,
  file?: Blob,
  options: WireCallOptions = {},
): Promise<Body<T>> {
  return call<T>(path, fields, { ...options, files: { file: file ?? (await nodeBlob()) } });
}

/** The identity of a borrower in the world (the known borrower by default). */
export function knownIdentity(world: MockWorld, mobile = REGISTERED_MOBILE): BorrowerIdentity {
  const user = world.findUser(mobile);
  if (!user) throw new Error(`no borrower ${mobile}`);
  return applicationOf(world, user).identity;
}

/** A personal-information form the backend accepts for this person. */
export function basicInfoFor(identity: BorrowerIdentity) {
  return {
    firstName: identity.firstName,
    ...(identity.middleName !== undefined ? { middleName: identity.middleName } : {}),
    lastName: identity.lastName,
    inputBirthday: identity.birthday,
    gender: identity.gender,
    state: identity.state,
    city: identity.city,
    pinCode: identity.pinCode,
    address: identity.address,
    residenceType: 'rented',
    email: identity.email,
    maritalStatus: 'single',
    childrenNumber: '0',
    education: 'bachelor',
    whatsappNo: '5587654321',
    loanPurpose: 'health',
    nationalId: identity.curp,
    rfc: identity.rfc,
    nss: identity.nss,
  };
}

/** An employee's employment form the backend accepts. */
export const EMPLOYEE_INFO = {
  employmentType: 'employee',
  industryCategory: 'sales',
  industry: 'commerce',
  jobExperience: '1-3',
  monthlySalary: '5000-10000',
  company: 'Abarrotes La Esperanza',
  companyPhone: '3312345678',
  payFrequency: 'monthly',
  monthlyPayday: '15',
  incomeSource: 'self',
} as const;

/** Two emergency contacts the backend accepts. */
export const CONTACTS = {
  contacts: [
    { relationship: 'parents', name: 'Rosa Hernández', phone: '5511112222' },
    { relationship: 'friends', name: 'Jorge Ramírez', phone: '5533334444' },
  ],
};

/** A valid BBVA México CLABE (prefix 012, Banxico code 40012). */
export const BBVA_CLABE = '012180001234567899';

/** A valid CURP that is not the known borrower's (a step must refuse it). */
export const OTHER_BORROWER_CURP = buildCurp({
  paternal: 'Soto',
  maternal: 'Vega',
  givenNames: 'Iván',
  birthday: '1990-05-04',
  gender: 1,
  state: 'JC',
  differentiator: '0',
});
