import { isPlainBrowser } from './host';

describe('isPlainBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('a host of the mock-world builds may promise a late bridge (__cuotaExpectBridge)', () => {
    expect(isPlainBrowser({})).toBe(true);
    expect(isPlainBrowser({ __cuotaExpectBridge: true })).toBe(false);
    expect(
      isPlainBrowser({ navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 10; wv) Chrome/120' } }),
    ).toBe(false);
    expect(isPlainBrowser(undefined)).toBe(true);
  });

  test('the production build ignores that hook: only the bridge or the WebView count (issue 30)', () => {
    vi.stubGlobal('__CUOTA_MOCKS__', false);
    expect(isPlainBrowser({ __cuotaExpectBridge: true })).toBe(true);
    expect(isPlainBrowser({ NativeBridge: { postMessage: () => undefined } })).toBe(false);
    expect(
      isPlainBrowser({ navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 10; wv) Chrome/120' } }),
    ).toBe(false);
  });
});
