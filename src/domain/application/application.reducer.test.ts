import { PROGRESS } from '../progress';
import { photoOf } from './application.reducer';
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

describe("the application steps' facts (issue 32: the screens read them from the slice)", () => {
  const READING = {
    curp: 'RUAA900101MDFZNN09',
    firstName: 'Ana',
    lastName: 'Ruiz',
    birthday: '1990-01-01',
    gender: 2 as const,
  };
  const facts = [
    ev('application/filedLoaded', { holderName: 'Ana Ruiz', nationalId: READING.curp, cardType: 'clabe' }),
    ev('identity/imageUploaded', { image: 'curpFront', fileId: 'f1', url: '/f1' }),
    ev('identity/imageRejected', { image: 'curpBack', reason: 'tooLarge' }),
    ev('identity/documentRecognized', { identity: READING }),
    ev('identity/livenessChecked', { livenessId: 'l1', passed: true, score: 0.93 }),
    ev('identity/uploadsChecked', { missing: ['face'] }),
    ev('application/stepLeft', { step: 'idCardFacial', action: 'home' }, 7),
  ];

  test('each fact is folded where its screen reads it', () => {
    const { application } = foldEvents(initialState, facts);
    expect(application.filed).toEqual({
      holderName: 'Ana Ruiz',
      nationalId: READING.curp,
      cardType: 'clabe',
    });
    expect(application.documentReading).toEqual(READING);
    expect(application.missingUploads).toEqual(['face']);
    expect(application.photoAttempts).toEqual([
      { image: 'curpFront', result: 'uploaded', fileId: 'f1', url: '/f1' },
      { image: 'curpBack', result: 'rejected', reason: 'tooLarge' },
    ]);
    expect(application.liveness).toEqual({ result: 'checked', livenessId: 'l1', passed: true });
    // A new attempt at an image replaces its last one.
    const again = foldEvents(initialState, [
      ...facts,
      ev('identity/imageUploaded', { image: 'curpBack', fileId: 'f2', url: '/f2' }),
    ]).application;
    expect(photoOf(again, 'curpBack')).toEqual({
      image: 'curpBack',
      result: 'uploaded',
      fileId: 'f2',
      url: '/f2',
    });
    expect(again.photoAttempts).toHaveLength(2);
    expect(application.stepLeft).toEqual({ step: 'idCardFacial', action: 'home', at: 7 });
  });

  test("a saved step's facts go with its save: the reading and the sides, the face, the prefill", () => {
    const saved = (step: 'idCardAuthentication' | 'idCardFacial' | 'addBankCard') =>
      foldEvents(initialState, [...facts, ev('application/stepCompleted', { step, progress: 40 })])
        .application;
    const document = saved('idCardAuthentication');
    expect(document.documentReading).toBeUndefined();
    expect(document.photoAttempts).toBeUndefined();
    const face = saved('idCardFacial');
    expect([face.photoAttempts, face.liveness, face.missingUploads]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(face.documentReading).toEqual(READING);
    expect(saved('addBankCard').filed).toBeUndefined();
  });

  test.each([
    ev('session/loggedOut', { reason: 'user' }),
    ev('session/expired', { code: 100103, message: 'Invalid token', clearAll: false }),
    ev('session/loggedIn', { mobile: '5599999999', token: 'Bearer other', via: 'web' }),
  ])('given $type, none of them is kept', (end) => {
    const state = foldEvents(initialState, [
      ev('session/loggedIn', { mobile: '5512345678', token: 'Bearer first', via: 'web' }),
      ...facts,
      end,
    ]);
    expect(state.application).toStrictEqual(initialState.application);
  });
});
