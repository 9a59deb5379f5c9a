// Under Vitest's VM pools a jsdom file's global object is jsdom's window, which lacks Node's web streams; MSW's
// Node interceptors need them.
import * as webStreams from 'node:stream/web';
for (const [name, value] of Object.entries(webStreams)) {
  if (!(name in globalThis)) (globalThis as Record<string, unknown>)[name] = value;
}
// Component tests render into jsdom; each test starts with a clean DOM and clean storage. Tests of pure modules
// run in Node (vitest.config.ts), where there is neither: they load neither the DOM matchers nor React's testing
// library (about a quarter of a second per file on a slow 2-core machine, 156 files: issue 28).
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // A screen's first render waits for its lazy file: over the library's 1 s default on a busy 2-core machine
  // (three first renders timed out in a CI run, issue 28). Set here only: lint refuses `configure` elsewhere (issue 32).
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
}

export {};
