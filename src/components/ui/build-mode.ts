/**
 * True in development, test and mock builds (`__CUOTA_MOCKS__`), false in the production build. A module of
 * its own so a test can stand in for the production build (`vi.mock`); production code also tests
 * `__CUOTA_MOCKS__` itself, so the bundler drops what is behind it.
 */
export const MOCK_BUILD: boolean = __CUOTA_MOCKS__;
