import { screen, waitFor } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { installMockServer } from '../../src/mocks/server';
import { PLACEHOLDER_TEXTS } from '../../scripts/placeholder-texts.mjs';
import { renderApp } from './render-app';

// The production build, stood in for: the build-mode constant is false (as `__CUOTA_MOCKS__` is there).
vi.mock('../../src/components/ui/build-mode', () => ({ MOCK_BUILD: false }));

const runtime = installMockServer();

test('production without a lender: no development notice and no placeholder on any screen that names the lender', async () => {
  runtime.world.setConfig({ lender: null });
  for (const language of ['es', 'en'] as const) {
    for (const path of [PATHS.aboutUs, PATHS.faq, PATHS.privacyPolicy, PATHS.termsOfService, PATHS.yx1]) {
      const view = await renderApp(path, { language });
      await waitFor(() => expect(view.app.store.getState().config.bySource.store).not.toBeNull());
      await screen.findAllByRole('heading');
      const text = document.body.textContent ?? '';
      expect(document.querySelector('[data-dev-notice]'), path).toBeNull();
      expect(text, path).not.toMatch(/{{|}}/);
      for (const placeholder of PLACEHOLDER_TEXTS) expect(text, path).not.toContain(placeholder);
      view.unmount();
    }
  }
});
