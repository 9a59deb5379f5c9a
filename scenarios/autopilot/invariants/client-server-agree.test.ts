import { describe, expect, test } from 'vitest';
import { MOCK_ERRORS, mockErrorMessage, type MockErrorKey } from '#contracts/mock-world';
import { clientServerAgree, FIELD_REFUSALS, messageVars, refusedField } from './client-server-agree';
import { goodObservation, type RefusedRequest } from './observation';

/** A refusal as the mock world words it (the message the app's ApiError carries). */
const refusal = (
  endpoint: string,
  key: MockErrorKey,
  vars: Record<string, string | number> = {},
  lang: 'es' | 'en' = 'es',
): RefusedRequest => ({ endpoint, code: MOCK_ERRORS[key].code, message: mockErrorMessage(key, lang, vars) });

describe('client-server-agree', () => {
  test('passes when the server refused nothing, or refused what only it can judge', () => {
    expect(clientServerAgree.check(goodObservation())).toBeNull();
    expect(clientServerAgree.check(goodObservation({ refusedRequests: [] }))).toBeNull();
    const situational = [
      refusal('saveBankCard', 'CURP_MISMATCH'),
      refusal('saveBankCard', 'CARD_HOLDER_MISMATCH'),
      refusal('saveBankCard', 'BANK_ACCOUNT_MISMATCH'),
      refusal('saveEmergencyContacts', 'CONTACT_SAME_PHONE'),
      refusal('createOrder', 'NO_QUOTA'),
      refusal('saveAdditionalInfo', 'STEP_ALREADY_DONE'),
      // The autopilot's own fault: a server error with code 500.
      { endpoint: 'getLastOrder', code: 500, message: 'Servicio no disponible' },
    ];
    expect(clientServerAgree.check(goodObservation({ refusedRequests: situational }))).toBeNull();
  });

  test("catches the weekly employee's pay day refused after the screen accepted it, naming the field", () => {
    const v = clientServerAgree.check(
      goodObservation({
        route: '/auth/additionalInfomation',
        refusedRequests: [refusal('saveAdditionalInfo', 'INVALID_PAYDAY', { field: 'monthlyPayday' })],
      }),
    );
    expect(v).toEqual({
      invariant: 'client-server-agree',
      message:
        'the server refused a saveAdditionalInfo call the screen had accepted, for monthlyPayday (10040403 "El día de pago no es válido: monthlyPayday") on /auth/additionalInfomation',
    });
  });

  test('reads the field in either language', () => {
    expect(
      refusedField(refusal('saveAdditionalInfo', 'INVALID_PAYDAY', { field: 'monthlyPaydayTwo' }, 'en')),
    ).toBe('monthlyPaydayTwo');
    expect(refusedField(refusal('saveBasicInfo', 'INVALID_OPTION', { field: 'city' }, 'en'))).toBe('city');
  });

  test('an unknown or misnamed field, and a missing header, are named', () => {
    expect(refusedField(refusal('saveBasicInfo', 'UNKNOWN_FIELD', { field: 'birthday' }))).toBe('birthday');
    expect(refusedField(refusal('getLastOrder', 'MISSING_HEADER', { header: 'afid, platform' }))).toBe(
      'header afid, platform',
    );
    const v = clientServerAgree.check(
      goodObservation({
        refusedRequests: [refusal('saveBasicInfo', 'UNKNOWN_FIELD', { field: 'birthday' })],
      }),
    );
    expect(v?.message).toContain('for birthday (10000422');
  });

  test('a code that stands for one field names it, by the endpoint where two fields share the code', () => {
    expect(refusedField(refusal('saveBasicInfo', 'INVALID_EMAIL'))).toBe('email');
    expect(refusedField(refusal('saveBasicInfo', 'INVALID_POSTAL_CODE'))).toBe('pinCode');
    expect(refusedField(refusal('saveAdditionalInfo', 'INVALID_POSTAL_CODE'))).toBe('workPinCode');
    expect(refusedField(refusal('saveBasicInfo', 'INVALID_CURP'))).toBe('nationalId');
    expect(refusedField(refusal('saveBankCard', 'INVALID_CURP'))).toBe('curp');
    expect(refusedField(refusal('saveEmergencyContacts', 'CONTACT_INVALID_NAME', { index: 2 }))).toBe(
      'contacts[1].name',
    );
  });

  test("a request that broke the server's copy of the contract names zod's paths, or the request itself", () => {
    const message = `${mockErrorMessage('BAD_REQUEST', 'es')}: ✖ Invalid option: expected one of "weekly"|"fourteen"|"monthly"|"biweekly"\n  → at payFrequency`;
    expect(refusedField({ endpoint: 'saveAdditionalInfo', code: 10000400, message })).toBe('payFrequency');
    expect(
      refusedField({
        endpoint: 'saveBasicInfo',
        code: 10000400,
        message: `${mockErrorMessage('BAD_REQUEST', 'es')}: body is not JSON`,
      }),
    ).toBe('the request itself');
  });

  test('every refusal it counts reads its own variables back from the catalogue words', () => {
    const vars = { field: 'someField', header: 'traceId', index: 1, maxMb: 20, limit: 3, min: 1, max: 2 };
    for (const key of Object.keys(FIELD_REFUSALS) as MockErrorKey[]) {
      for (const lang of ['es', 'en'] as const) {
        const field = refusedField(refusal('saveBasicInfo', key, vars, lang));
        expect(field, `${key} (${lang})`).not.toBeNull();
        expect(field, `${key} (${lang})`).not.toContain('?');
      }
      const template: string = MOCK_ERRORS[key].es;
      for (const name of template.match(/\{(\w+)\}/g) ?? [])
        expect(messageVars(key, mockErrorMessage(key, 'es', vars))).toHaveProperty(name.slice(1, -1));
    }
  });
});
