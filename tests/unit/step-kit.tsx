import { onTestFinished } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import type { installMockServer } from '../../src/mocks/server';
import { applicationOf } from '../../src/mocks/world/application';
import { createMemoryStorage, createStoredValues, type StoredValues } from '../../src/storage/stored-values';
import { LOG_STORAGE_KEY } from '../../src/store/persistence';
import { renderApp } from './render-app';

// What the application steps' screen tests share: opening a step as the world's borrower, the requests of
// its save call, and the valid personal information draft.

type MockRuntime = ReturnType<typeof installMockServer>;

/** An event log in which the mock world's registered borrower logged in with `token` (as after a reload). */
export function loggedInLog(token: string) {
  const logStorage = createMemoryStorage();
  logStorage.setItem(
    LOG_STORAGE_KEY,
    JSON.stringify({
      version: 2,
      snapshot: null,
      events: [{ type: 'session/loggedIn', at: 1, mobile: REGISTERED_MOBILE, token, via: 'web' }],
    }),
  );
  return logStorage;
}

/**
 * Opens an application step logged in as the preset's registered borrower (the token stored, the login in
 * the event log), with an optional stored draft of that step, and waits for its heading.
 */
export async function openStepAsBorrower(
  path: string,
  step: 'personalInfomation' | 'additionalInfomation',
  heading: { es: string; en: string },
  options: { draft?: Record<string, string>; language?: 'es' | 'en'; storedValues?: StoredValues } = {},
) {
  const storedValues = options.storedValues ?? createStoredValues(createMemoryStorage());
  const token = `Bearer ${REGISTERED_TOKEN}`;
  storedValues.set('token', { Authorization: token });
  if (options.draft) storedValues.set('drafts', { [step]: options.draft });
  const logStorage = loggedInLog(token);
  const language = options.language ?? 'es';
  const view = await renderApp(path, { storedValues, logStorage, language });
  // No pause between keystrokes: the forms are long and these tests type a lot.
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('heading', { level: 1, name: heading[language] });
  return { ...view, user, storedValues };
}

/** The paths of the requests to any of `paths`, in the order the backend sees them, to the end of the test. */
export function requestPaths(runtime: MockRuntime, ...paths: string[]): string[] {
  const seen: string[] = [];
  const off = runtime.onTraffic((traffic) => {
    if (traffic.path && paths.includes(traffic.path)) seen.push(traffic.path);
  });
  onTestFinished(off);
  return seen;
}

/** The payloads of the requests to `path`, as the backend sees them, from now to the end of the test. */
export function requestsTo<T = unknown>(runtime: MockRuntime, path: string): T[] {
  const seen: T[] = [];
  const off = runtime.onTraffic((traffic) => {
    if (traffic.path === path) seen.push(traffic.payload as T);
  });
  onTestFinished(off);
  return seen;
}

/** Who the world's borrower is (what their document says). */
export function borrowerIdentity(runtime: MockRuntime) {
  return applicationOf(runtime.world, runtime.world.findUser(REGISTERED_MOBILE)!).identity;
}

/**
 * The draft the identity step's OCR leaves, completed with the profile answers: a valid personal
 * information form. `firstName: false` leaves the first name out (for a test that types it).
 */
export function validPersonalDraft(runtime: MockRuntime, { firstName = true } = {}): Record<string, string> {
  const id = borrowerIdentity(runtime);
  return {
    ...(firstName ? { firstName: id.firstName } : {}),
    middleName: id.middleName ?? '',
    lastName: id.lastName,
    inputBirthday: id.birthday,
    gender: String(id.gender),
    state: id.state,
    city: id.city,
    address: id.address,
    residenceType: 'rented',
    email: id.email,
    maritalStatus: 'single',
    childrenNumber: '0',
    education: 'bachelor',
    nationalId: id.curp,
  };
}

/** A complete work information form as the stored draft holds it: an employee paid monthly, every field shown. */
export const EMPLOYEE_DRAFT: Readonly<Record<string, string>> = {
  employmentType: 'employee',
  designation: 'government',
  industry: 'construction',
  jobExperience: '1-3',
  monthlySalary: '5000-10000',
  payFrequency: 'monthly',
  monthlyPayday: '15',
  incomeSource: 'self',
};
