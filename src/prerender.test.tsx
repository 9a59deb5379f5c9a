import { act } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createApp } from './app/bootstrap';
import { hydrateRoot, type Root } from 'react-dom/client';
import { AppRoot, ROOT_ERROR_HANDLERS } from './app/root';
import { preloadScreen } from './app/router';
import { screenNameOf } from './app/screen-paths';
import { PRERENDERED_PATHS, screens } from './prerender';

// The build's pre-rendered HTML (src/prerender.tsx, decision 0024) must be exactly what the app renders first
// in the browser, or React would warn and draw the screen again: hydrating it keeps every node, with no error.
let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  vi.restoreAllMocks();
  window.location.hash = '';
  document.body.replaceChildren();
});

test.each(PRERENDERED_PATHS)('%s: the pre-rendered HTML hydrates as it is', async (path) => {
  const { screen, html } = screens.find(({ paths }) => paths.includes(path))!;
  expect(screen).toBe(screenNameOf(path, false));
  expect(html).toContain('<h1');
  window.location.hash = `#${path}`;
  const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
  root.append(document.createRange().createContextualFragment(html));
  const heading = root.querySelector('h1');
  const before = root.innerHTML;
  const errors = vi.spyOn(console, 'error');
  await preloadScreen(path, false);
  await act(async () => {
    hydrated = hydrateRoot(root, <AppRoot app={createApp({ isNative: () => false })} />, ROOT_ERROR_HANDLERS);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(errors).not.toHaveBeenCalled();
  expect(root.querySelector('h1')).toBe(heading);
  expect(root.innerHTML).toBe(before);
});
