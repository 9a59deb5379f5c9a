import { screen, within } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { installMockServer } from '../../src/mocks/server';
import { appVersionText } from '../../src/features/user-center/settings-page';
import { createStoredValues } from '../../src/storage/stored-values';
import { renderApp } from './render-app';

installMockServer();

/** The value beside "Versión" in settings. */
async function shownVersion() {
  const label = await screen.findByText('Versión');
  return within(label.parentElement!).getByText(/web/).textContent;
}

test("settings shows the native app's version from its deviceMsg and the web bundle's build id", async () => {
  window.localStorage.setItem(
    'deviceMsg',
    JSON.stringify({ traceId: 't', androidId: 'a', platform: 'android', appVersion: '2.4.1' }),
  );
  await renderApp(PATHS.settings, { storedValues: createStoredValues(window.localStorage) });
  expect(await shownVersion()).toBe(`2.4.1 · web ${__BUILD_ID__}`);
});

test('without a native version (a plain browser) settings shows the build id, never the npm package version', async () => {
  await renderApp(PATHS.settings, { storedValues: createStoredValues(window.localStorage) });
  const shown = await shownVersion();
  expect(shown).toBe(`web ${__BUILD_ID__}`);
  expect(shown).not.toContain(__APP_VERSION__);
  expect(__BUILD_ID__).toMatch(/^([0-9a-f]{8}|dev|\S+)$/);
});

test('the version text', () => {
  expect(appVersionText('1.0.0', 'abc12345')).toBe('1.0.0 · web abc12345');
  expect(appVersionText(undefined, 'abc12345')).toBe('web abc12345');
  expect(appVersionText('', 'abc12345')).toBe('web abc12345');
});
