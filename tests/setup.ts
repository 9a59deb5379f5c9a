import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';

// Component tests render into jsdom; each test starts with a clean DOM and clean storage.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
