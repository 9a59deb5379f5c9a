import { PROGRESS } from '../progress';
import { foldEvents, initialState } from '../state';
import { ev } from '../testing/event-fixtures';
import {
  selectCompletedSteps,
  selectIsStepCompleted,
  selectNextStep,
  selectProgress,
  selectProgressScreen,
} from './application.selectors';

describe('application', () => {
  test('nothing is known before progress loads', () => {
    expect(selectProgress(initialState)).toBeNull();
    expect(selectCompletedSteps(initialState)).toEqual([]);
    expect(selectNextStep(initialState)).toBeNull();
    expect(selectProgressScreen(initialState)).toBeNull();
  });

  test('given a loaded progress code, the lower steps are complete and the code opens its screen', () => {
    const state = foldEvents(initialState, [
      ev('application/progressLoaded', { progress: PROGRESS.personalInfomation }),
    ]);
    expect(selectProgress(state)).toBe(20);
    expect(selectCompletedSteps(state)).toEqual(['loanQuestion', 'idCardAuthentication', 'idCardFacial']);
    expect(selectNextStep(state)).toBe('personalInfomation');
    expect(selectProgressScreen(state)).toBe('personalInfomation');
  });

  test('given completed steps, they are kept in step order with the new progress', () => {
    const state = foldEvents(initialState, [
      ev('application/stepCompleted', { step: 'idCardAuthentication', progress: 15 }),
      ev('application/stepCompleted', { step: 'loanQuestion', progress: 15 }),
      ev('application/stepCompleted', { step: 'loanQuestion', progress: 15 }),
    ]);
    expect(selectCompletedSteps(state)).toEqual(['loanQuestion', 'idCardAuthentication']);
    expect(selectIsStepCompleted(state, 'loanQuestion')).toBe(true);
    expect(selectIsStepCompleted(state, 'addBankCard')).toBe(false);
    expect(selectProgress(state)).toBe(15);
  });

  test('the user info carries a progress code that loads like progressLoaded', () => {
    const state = foldEvents(initialState, [
      ev('session/userInfoLoaded', { user: { userId: 'u', mobile: 'm', progress: PROGRESS.APPLYING } }),
    ]);
    expect(selectProgress(state)).toBe(45);
    expect(selectCompletedSteps(state)).toHaveLength(7);
    expect(selectProgressScreen(state)).toBe('review');
  });

  test('user info without a progress code leaves progress as it was', () => {
    const state = foldEvents(initialState, [
      ev('application/progressLoaded', { progress: 10 }),
      ev('session/userInfoLoaded', { user: { userId: 'u', mobile: 'm' } }),
    ]);
    expect(selectProgress(state)).toBe(10);
  });

  test.each([
    ev('session/loggedOut', { reason: 'user' }),
    ev('session/expired', { code: 100103, message: 'Invalid token', clearAll: false }),
  ])('given $type, the application is reset', (end) => {
    const state = foldEvents(initialState, [ev('application/progressLoaded', { progress: 40 }), end]);
    expect(state.application).toEqual(initialState.application);
  });
});
