import { screen, waitFor } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { PATHS } from '../../src/domain/paths';
import { PERSONAL_FORM } from '../../src/features/application/personal-infomation.rules';
import { installMockServer } from '../../src/mocks/server';
import { currentPath } from './render-app';
import { openStepAsBorrower, requestsTo, validPersonalDraft } from './step-kit';

// Issue 32: a long step form checks each field once for the values it sends. The form's checker has checked
// every field of the draft it shows; submitting builds the request from those checks, not from a second run.
// The count starts at the tap: how often the form checked while it opened depends on how often it mounted.

const runtime = installMockServer({ preset: 'registered-borrower', presetOptions: { progress: 20 } });
afterEach(() => vi.restoreAllMocks());

test('submitting a complete personal information draft runs no field rule again: the form’s checks are reused', async () => {
  const rules = PERSONAL_FORM.rules;
  const calls = Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [field, vi.spyOn(rule, 'check')]),
  );
  const sent = requestsTo(runtime, '/store/user-basic-info/save');
  const { user } = await openStepAsBorrower(
    PATHS.personalInfomation,
    'personalInfomation',
    { es: 'Información personal', en: 'Personal information' },
    { draft: validPersonalDraft(runtime) },
  );
  for (const spy of Object.values(calls)) spy.mockClear();
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.additionalInfomation));
  expect(sent).toHaveLength(1);
  const counts = Object.fromEntries(
    Object.entries(calls).map(([field, spy]) => [field, spy.mock.calls.length]),
  );
  expect(counts).toEqual(Object.fromEntries(Object.keys(rules).map((field) => [field, 0])));
});
