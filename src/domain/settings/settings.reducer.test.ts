import { foldEvents, initialState } from '../state';
import { ev } from '../testing/event-fixtures';
import { selectLanguage } from './settings.selectors';

const english = ev('settings/languageChanged', { language: 'en' }, 1);

describe('settings', () => {
  test('the language is Spanish by default', () => {
    expect(selectLanguage(initialState)).toBe('es');
  });

  test('given a language change, the language is stored', () => {
    expect(selectLanguage(foldEvents(initialState, [english]))).toBe('en');
  });

  test('logout and a plain expiry keep the language', () => {
    expect(
      selectLanguage(foldEvents(initialState, [english, ev('session/loggedOut', { reason: 'user' })])),
    ).toBe('en');
    expect(
      selectLanguage(
        foldEvents(initialState, [english, ev('session/loggedOut', { reason: 'accountDeleted' })]),
      ),
    ).toBe('en');
    expect(
      selectLanguage(
        foldEvents(initialState, [
          english,
          ev('session/expired', { code: 10010303, message: 'm', clearAll: false }),
        ]),
      ),
    ).toBe('en');
  });

  test("an expiry that clears all the borrower's data keeps the language: it is the phone's setting (decision 0014)", () => {
    const state = foldEvents(initialState, [
      english,
      ev('session/expired', { code: 10010301, message: 'm', clearAll: true }),
    ]);
    expect(selectLanguage(state)).toBe('en');
  });
});
