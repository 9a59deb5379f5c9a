import type { Page } from '@playwright/test';

/** The known borrower of the mock world's presets (src/mocks/presets/registered-borrower.ts). */
export const PRESET_MOBILE = '5512345678';
export const PRESET_TOKEN = 'tk_registered_borrower';

/**
 * Opens the app on a mock-world preset with its known borrower already logged in, as a returning
 * borrower whose WebView kept the session: the token and a `session/loggedIn` event are in storage before
 * the app starts (once per test; later reloads keep what the app wrote).
 */
export async function openAsPresetBorrower(
  page: Page,
  options: { preset: string; path: string; presetOptions?: Record<string, unknown>; language?: 'es' | 'en' },
): Promise<void> {
  await page.addInitScript(
    ([mobile, token, language]) => {
      if (window.sessionStorage.getItem('cuota-e2e:seeded')) return;
      window.sessionStorage.setItem('cuota-e2e:seeded', '1');
      window.localStorage.setItem('token', JSON.stringify({ Authorization: `Bearer ${token}` }));
      window.localStorage.setItem('language', language);
      window.localStorage.setItem(
        'cuota:event-log',
        JSON.stringify({
          version: 2,
          snapshot: null,
          events: [
            { type: 'session/loggedIn', at: Date.now(), mobile, token: `Bearer ${token}`, via: 'web' },
          ],
        }),
      );
    },
    [PRESET_MOBILE, PRESET_TOKEN, options.language ?? 'es'] as const,
  );
  const query = new URLSearchParams({ preset: options.preset });
  if (options.presetOptions) query.set('presetOptions', JSON.stringify(options.presetOptions));
  await page.goto(`./?${query.toString()}#${options.path}`);
}
