import { foldEvents, initialState } from '../state';
import { ev, sampleDataFlags, samplePackageConfig } from '../testing/event-fixtures';

// Decision 0077: the device data switches of `/time/upload/enable` are the borrower's, not the device's. Every
// session boundary that clears the borrower slices clears them; the package's configuration stays.

const loginA = ev('session/loggedIn', { mobile: '5511112222', token: 'Bearer a', via: 'web' }, 1);
const loginB = ev('session/loggedIn', { mobile: '5533334444', token: 'Bearer b', via: 'web' }, 9);
const flagsOfA = ev('config/uploadEnableLoaded', { flags: sampleDataFlags({ device: true, exif: true }) }, 2);
const packageConfig = ev('config/loaded', { source: 'store', config: samplePackageConfig() }, 0);
const downloadAddress = ev('config/downloadAddressLoaded', { url: 'https://example.com/app' }, 0);

const afterA = [packageConfig, downloadAddress, loginA, flagsOfA];

test.each([
  ['a logout', [ev('session/loggedOut', { reason: 'user' }, 5)]],
  [
    'a session code',
    [ev('session/expired', { code: 10010303, message: 'Sesión vencida', clearAll: false }, 5)],
  ],
  ["a logout, then another borrower's login", [ev('session/loggedOut', { reason: 'native' }, 5), loginB]],
  ["another borrower's login over A's session", [loginB]],
])("after %s, A's switches are gone; the package's configuration stays", (_, boundary) => {
  const before = foldEvents(initialState, afterA);
  expect(before.config.uploadEnable).not.toBeNull();
  const state = foldEvents(before, boundary);
  expect(state.config.uploadEnable).toBeNull();
  expect(state.config.bySource).toEqual(before.config.bySource);
  expect(state.config.downloadUrl).toBe('https://example.com/app');
});

test("the same borrower going on (a refreshed token) keeps the borrower's switches", () => {
  const refreshed = ev('session/loggedIn', { mobile: '5511112222', token: 'Bearer a2', via: 'web' }, 7);
  const state = foldEvents(initialState, [...afterA, refreshed]);
  expect(state.config.uploadEnable).toEqual(flagsOfA.flags);
});
