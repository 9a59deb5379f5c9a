import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';

// Component tests render into jsdom; each test starts with a clean DOM and clean storage. Tests of pure
// modules run in Node (vitest.config.ts), where there is neither.
afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});
