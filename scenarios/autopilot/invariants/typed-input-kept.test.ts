import { describe, expect, test } from 'vitest';
import { goodObservation, type Observation } from './observation';
import { typedInputKept } from './typed-input-kept';

const failedSave: Partial<Observation> = {
  actionKind: 'tap',
  route: '/auth/emergency_contact',
  routeBefore: '/auth/emergency_contact',
  requests: [{ endpoint: 'saveEmergencyContacts', method: 'POST', settled: true, failed: true }],
  fieldsBefore: { 'Nombre completo (1)': 'María López', 'Teléfono celular (1)': '5511112222' },
};

describe('typed-input-kept', () => {
  test('passes a failed save that kept the fields (formatting aside), and saves that worked', () => {
    expect(
      typedInputKept.check(
        goodObservation({
          ...failedSave,
          fields: { 'Nombre completo (1)': 'María López', 'Teléfono celular (1)': '55 1111 2222' },
        }),
      ),
    ).toBeNull();
    expect(
      typedInputKept.check(
        goodObservation({
          ...failedSave,
          requests: [{ endpoint: 'saveEmergencyContacts', method: 'POST', settled: true }],
          fields: { 'Nombre completo (1)': '' },
        }),
      ),
    ).toBeNull();
    // Another screen after the tap: nothing to compare.
    expect(typedInputKept.check(goodObservation({ ...failedSave, route: '/', fields: {} }))).toBeNull();
  });
  test('catches a field emptied by a failed save', () => {
    const v = typedInputKept.check(
      goodObservation({
        ...failedSave,
        fields: { 'Nombre completo (1)': '', 'Teléfono celular (1)': '5511112222' },
      }),
    );
    expect(v?.message).toMatch(/emptied or changed "Nombre completo \(1\)"/);
  });

  test('a reload of an application step keeps the draft; elsewhere a reload may start afresh', () => {
    const reload: Partial<Observation> = { ...failedSave, actionKind: 'reload', requests: [] };
    expect(
      typedInputKept.check(goodObservation({ ...reload, fields: { ...failedSave.fieldsBefore } })),
    ).toBeNull();
    expect(
      typedInputKept.check(goodObservation({ ...reload, fields: { 'Nombre completo (1)': '' } }))?.message,
    ).toMatch(/the reload emptied or changed "Nombre completo \(1\)"/);
    const login = {
      ...reload,
      route: '/user/login',
      routeBefore: '/user/login',
      fieldsBefore: { 'Número de celular': '5512345678' },
    };
    expect(
      typedInputKept.check(goodObservation({ ...login, fields: { 'Número de celular': '' } })),
    ).toBeNull();
  });

  test('a language switch back to an application step keeps the typed values, field by field in order', () => {
    const switched: Partial<Observation> = { ...failedSave, actionKind: 'language', requests: [] };
    const english = { 'Full name (1)': 'María López', 'Mobile phone (1)': '55 1111 2222' };
    expect(typedInputKept.check(goodObservation({ ...switched, fields: english }))).toBeNull();
    expect(
      typedInputKept.check(
        goodObservation({ ...switched, fields: { 'Full name (1)': '', 'Mobile phone (1)': '5511112222' } }),
      )?.message,
    ).toMatch(/the language switch emptied or changed "Nombre completo \(1\)"/);
    // Another form (a field more or less) or another screen: nothing to compare.
    expect(
      typedInputKept.check(goodObservation({ ...switched, fields: { 'Full name (1)': '' } })),
    ).toBeNull();
    expect(
      typedInputKept.check(goodObservation({ ...switched, route: '/me', routeBefore: '/me', fields: {} })),
    ).toBeNull();
  });
});
