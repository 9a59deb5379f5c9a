import { expect, type BrowserContext, type Page } from '@playwright/test';

/** What went wrong in the browser while a page was open: console errors, page errors, failed requests. */
export interface BrowserProblems {
  list: string[];
  /** Fails the test with every problem seen so far, or passes when there was none. */
  expectNone(): void;
}

/**
 * Listens to every page and frame of the context: `console.error` (React's warnings, MSW's start failure, a CSP
 * refusal), uncaught errors and unhandled rejections (`weberror`), requests that failed or got an HTTP error.
 */
export function watchBrowser(context: BrowserContext): BrowserProblems {
  const list: string[] = [];
  const where = (page: Page | null) => page?.url() ?? '?';
  context.on('console', (message) => {
    if (message.type() === 'error') list.push(`console error on ${where(message.page())}: ${message.text()}`);
  });
  context.on('weberror', (error) =>
    list.push(`page error on ${where(error.page())}: ${error.error().stack ?? error.error().message}`),
  );
  context.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A navigation that replaces a page cancels what it still loaded; that is not a failure of the server.
    if (failure === 'net::ERR_ABORTED') return;
    list.push(`request failed: ${request.method()} ${request.url()}: ${failure}`);
  });
  context.on('response', (response) => {
    if (response.status() >= 400)
      list.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return {
    list,
    expectNone: () => expect(list, 'console errors, page errors or failed requests').toEqual([]),
  };
}
