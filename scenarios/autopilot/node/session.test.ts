import type { BrowserContext, Page } from '@playwright/test';
import { describe, expect, test, vi } from 'vitest';
import { keepOnePage } from './session';

describe('the walk keeps one page', () => {
  test('a window a link opened (the store, a chat) is closed and the app brought back to the front', async () => {
    let onPage: ((opened: Page) => void) | undefined;
    const context = {
      on: (event: string, listener: (opened: Page) => void) => {
        if (event === 'page') onPage = listener;
      },
    } as unknown as Pick<BrowserContext, 'on'>;
    const app = { bringToFront: vi.fn(() => Promise.resolve()) };
    keepOnePage(context, app);
    const store = { close: vi.fn(() => Promise.resolve()) };
    onPage?.(store as unknown as Page);
    await Promise.resolve();
    expect(store.close).toHaveBeenCalledOnce();
    expect(app.bringToFront).toHaveBeenCalledOnce();
    // The app's own page is never closed, and a window that is already gone is no error.
    onPage?.(app as unknown as Page);
    const gone = { close: vi.fn(() => Promise.reject(new Error('Target closed'))) };
    onPage?.(gone as unknown as Page);
    await Promise.resolve();
    expect(app.bringToFront).toHaveBeenCalledTimes(2);
  });
});
