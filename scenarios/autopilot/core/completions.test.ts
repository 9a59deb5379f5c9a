import { describe, expect, test } from 'vitest';
import { PATHS } from '#contracts/paths';
import { HELPER_NAMES } from '../../scenario.schemas';
import { PROGRESS } from '#contracts/paths';
import {
  COMPLETIONS,
  completionOf,
  completionOptions,
  documentOf,
  progressRouteOf,
  sessionMobileOf,
} from './completions';

test('each application step has a completion that is a driver helper', () => {
  for (const path of [
    PATHS.loanQuestion,
    PATHS.idCardAuthentication,
    PATHS.personalInfomation,
    PATHS.addBankCard,
  ])
    expect(COMPLETIONS[path]).toBeDefined();
  for (const helper of Object.values(COMPLETIONS)) expect(HELPER_NAMES).toContain(helper);
  for (const path of Object.keys(COMPLETIONS)) expect(Object.values(PATHS)).toContain(path);
  // A loan, one screen at a time (each screen checked): no completion on home crosses several.
  expect([
    COMPLETIONS[PATHS.toBorrow],
    COMPLETIONS[PATHS.productDetails],
    COMPLETIONS[PATHS.cashier],
  ]).toEqual(['chooseLoan', 'confirmLoan', 'payAtCashier']);
  expect(COMPLETIONS[PATHS.home]).toBeUndefined();
});

test('a completion is offered only to a logged-in borrower with no dialog open', () => {
  const at = (route: string, loggedIn = true, dialogs: string[] = []) =>
    completionOf({ route, loggedIn, dialogs });
  expect(at(PATHS.loanQuestion)).toBe('answerLoanQuestions');
  expect(at(PATHS.loanQuestion, false)).toBeNull();
  expect(at(PATHS.loanQuestion, true, ['Permiso'])).toBeNull();
  expect(at(PATHS.me)).toBeNull();
});

describe('documentOf', () => {
  test('the last ID the app read, kept until another is read', () => {
    const read = (curp: string) => ({
      type: 'identity/documentRecognized',
      identity: { curp, firstName: 'Ana' },
    });
    expect(documentOf([{ type: 'session/loggedIn' }], null)).toBeNull();
    const first = documentOf([read('GOLM900101HDFNLR05')], null);
    expect(first).toEqual({ curp: 'GOLM900101HDFNLR05', fullName: 'Ana' });
    expect(documentOf([{ type: 'settings/languageChanged' }], first)).toBe(first);
    expect(documentOf([read('A'), read('PEMJ010713MDFRZN0A')], first)).toEqual({
      curp: 'PEMJ010713MDFRZN0A',
      fullName: 'Ana',
    });
  });

  test('with the birthday and sex the ID says, which personal information must agree with', () => {
    const identity = {
      curp: 'PEMJ010713MDFRZN0A',
      birthday: '2001-07-13',
      gender: 2,
      firstName: 'Juana',
      lastName: 'Pérez Mar',
    };
    const document = documentOf([{ type: 'identity/documentRecognized', identity }], null);
    expect(document).toEqual({
      curp: 'PEMJ010713MDFRZN0A',
      birthday: '2001-07-13',
      sex: 'M',
      fullName: 'Juana Pérez Mar',
    });
    expect(completionOptions('fillPersonalInfo', document)).toEqual({ birthday: '2001-07-13', sex: 'M' });
    // Other steps take no options, and nothing is set without an ID read.
    expect(completionOptions('fillWorkInfo', document)).toBeUndefined();
    expect(completionOptions('fillPersonalInfo', null)).toBeUndefined();
    expect(completionOptions('fillPersonalInfo', { curp: 'PEMJ010713MDFRZN0A' })).toBeUndefined();
  });

  test('a form with lists takes the walk’s choice round; a form without lists does not', () => {
    const document = { curp: 'PEMJ010713MDFRZN0A', birthday: '2001-07-13', sex: 'M' as const };
    expect(completionOptions('fillPersonalInfo', document, 12)).toEqual({
      birthday: '2001-07-13',
      sex: 'M',
      choice: 12,
    });
    expect(completionOptions('fillWorkInfo', null, 0)).toEqual({ choice: 0 });
    expect(completionOptions('fillEmergencyContacts', null, 3)).toEqual({ choice: 3 });
    expect(completionOptions('answerLoanQuestions', null, 3)).toEqual({ choice: 3 });
    // The bank account keeps its CLABE of one bank; the ID photos and the loan screens have no lists.
    expect(completionOptions('fillBankAccount', null, 3)).toBeUndefined();
    expect(completionOptions('takeIdPhotos', null, 3)).toBeUndefined();
    expect(completionOptions('chooseLoan', null, 3)).toBeUndefined();
  });
});

test("the route the borrower's progress opens: the next step, the loan under review, its repayment", () => {
  const at = (progress: unknown) => progressRouteOf({ application: { progress } });
  expect(at(PROGRESS.personalInfomation)).toBe(PATHS.personalInfomation);
  expect(at(PROGRESS.addBankCard)).toBe(PATHS.addBankCard);
  expect(at(PROGRESS.APPLYING)).toBe(PATHS.review);
  expect(at(PROGRESS.OVERDUE)).toBe(PATHS.repayDetail);
  expect(at(PROGRESS.DISBURSING)).toBe(PATHS.lending);
  // Once they may borrow (again), the amount screen home's "Solicitar préstamo" opens.
  for (const code of [
    PROGRESS.waitForCreateStoreOrder,
    PROGRESS.FINISHED,
    PROGRESS.REJECTED,
    PROGRESS.PAY_FAILURED,
  ])
    expect(at(code)).toBe(PATHS.toBorrow);
  // The quota under review: nothing to do but wait (home).
  expect(at(PROGRESS.userInfoFinish)).toBe(PATHS.home);
  // Before the code is known, or a code the spec does not have.
  expect(at(null)).toBeNull();
  expect(at(7)).toBeNull();
  expect(progressRouteOf(null)).toBeNull();
});

test("the logged-in borrower's mobile, read from the app's session", () => {
  expect(sessionMobileOf({ session: { loggedIn: true, mobile: '5512345678' } })).toBe('5512345678');
  // Logged out (the mobile of the last login may stay), before the state is read, or no mobile yet.
  expect(sessionMobileOf({ session: { loggedIn: false, mobile: '5512345678' } })).toBeNull();
  expect(sessionMobileOf(null)).toBeNull();
  expect(sessionMobileOf({ session: { loggedIn: true, mobile: null } })).toBeNull();
});
