import { expect, test } from 'vitest';
import { PATHS } from '../../../src/domain/paths';
import { HELPER_NAMES } from '../../scenario.schemas';
import { COMPLETIONS, completionOf, type CompletionContext } from './completions';

test('each application step, home and the payment detail have a completion that is a driver helper', () => {
  for (const path of [PATHS.loanQuestion, PATHS.personalInfomation, PATHS.addBankCard, PATHS.home, PATHS.repayDetail])
    expect(COMPLETIONS[path]).toBeDefined();
  for (const helper of Object.values(COMPLETIONS)) expect(HELPER_NAMES).toContain(helper);
  for (const path of Object.keys(COMPLETIONS)) expect(Object.values(PATHS)).toContain(path);
});

test('a completion is offered only to a logged-in borrower with no dialog open, from its first control', () => {
  const at = (route: string, more: Partial<CompletionContext> = {}) =>
    completionOf({ route, loggedIn: true, dialogs: [], language: 'es', controls: [], ...more });
  expect(at(PATHS.loanQuestion)).toBe('answerLoanQuestions');
  expect(at(PATHS.loanQuestion, { loggedIn: false })).toBeNull();
  expect(at(PATHS.loanQuestion, { dialogs: ['Permiso'] })).toBeNull();
  expect(at(PATHS.me)).toBeNull();
  // Home offers to borrow only with a quota (its link shows), in the screen's language.
  expect(at(PATHS.home)).toBeNull();
  expect(at(PATHS.home, { controls: [{ role: 'link', name: 'Solicitar préstamo' }] })).toBe('borrow');
  expect(at(PATHS.home, { language: 'en', controls: [{ role: 'link', name: 'Solicitar préstamo' }] })).toBeNull();
  expect(at(PATHS.repayDetail, { controls: [{ role: 'button', name: 'Pagar' }] })).toBe('repayInFull');
});
