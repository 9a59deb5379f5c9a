import { act } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { hydrateRoot, type Root } from 'react-dom/client';
import { AppRoot, mountApp, ROOT_ERROR_HANDLERS } from './app/root';
import { preloadScreen } from './app/router';
import { screenNameOf } from './app/screen-paths';
import { appOfVisit, PRERENDERED, screens } from './prerender';

// The build's pre-rendered HTML (src/prerender.tsx, decision 0024) must be exactly what the app renders first
// in the browser, or React would warn and draw the screen again: hydrating it keeps every node, with no error.
// Each test's root is unmounted before the hash is reset: a root left mounted would render again on that hash
// change (its hash router hears the popstate), outside the test, possibly after jsdom has gone.
let mounted: Root | undefined;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = undefined;
  vi.restoreAllMocks();
  window.location.hash = '';
  document.body.replaceChildren();
});

test.each(PRERENDERED)(
  '$path (signed in: $signedIn): the pre-rendered HTML hydrates as it is',
  async (visit) => {
    const { path, signedIn = false } = visit;
    const { screen, html } = screens.find((s) => s.paths.includes(path) && !!s.signedIn === signedIn)!;
    expect(screen).toBe(screenNameOf(path, signedIn));
    expect(html).toContain('<h1');
    window.location.hash = `#${path}`;
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    root.append(document.createRange().createContextualFragment(html));
    const heading = root.querySelector('h1');
    const before = root.innerHTML;
    const errors = vi.spyOn(console, 'error');
    await preloadScreen(path, signedIn);
    await act(async () => {
      mounted = hydrateRoot(root, <AppRoot app={appOfVisit(visit)} />, ROOT_ERROR_HANDLERS);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(errors).not.toHaveBeenCalled();
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.innerHTML).toBe(before);
  },
);

test("personal information's HTML is the signed-in borrower's form, empty, without the token", () => {
  const personal = screens.find(({ signedIn }) => signedIn)!;
  expect(personal).toMatchObject({ screen: 'PersonalInfomationPage', draft: 'personalInfomation' });
  expect(personal.paths).toEqual(['/auth/personal_infomation']);
  expect(personal.html).not.toContain('prerender');
  const form = document.createRange().createContextualFragment(personal.html);
  const names = [...form.querySelectorAll('input')].filter((input) => input.type === 'text');
  expect(names.length).toBeGreaterThan(3);
  expect(names.every((input) => input.value === '')).toBe(true);
});

test('rendered afresh over pre-rendered HTML, the page stays inert until React has replaced it', async () => {
  const { html } = screens.find(({ signedIn }) => signedIn)!;
  window.location.hash = '#/auth/personal_infomation';
  const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
  root.append(document.createRange().createContextualFragment(html));
  root.inert = true;
  const old = root.querySelector('input')!;
  await preloadScreen('/auth/personal_infomation', true);
  const app = appOfVisit({ signedIn: true });
  let during: boolean | undefined;
  await act(async () => {
    mounted = mountApp(root, app, { expose: false }).root;
    during = root.inert;
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(during).toBe(true);
  expect(root.inert).toBe(false);
  expect(old.isConnected).toBe(false);
  expect(root.querySelector('input')).not.toBeNull();
});
