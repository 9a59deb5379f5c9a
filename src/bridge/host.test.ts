import { isNativeApp, isPlainBrowser } from './host';

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

describe('isNativeApp', () => {
  const webView =
    'Mozilla/5.0 (Linux; Android 13; SM-A135F Build/TP1A; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
  const inAppBrowsers = {
    Facebook: `${webView} [FB_IAB/FB4A;FBAV/450.0.0.0;]`,
    Messenger: `${webView} [FB_IAB/Orca-Android;FBAV/440.0.0.0;]`,
    Instagram: `${webView} Instagram 312.0.0.0 Android (33/13; 420dpi)`,
    TikTok: `${webView} musical_ly_2023405040 JsSdk/1.0 BytedanceWebview/d8a21c6`,
    LINE: `${webView} Line/13.20.0`,
  };

  test('the bridge, or an Android WebView that may be ours', () => {
    expect(isNativeApp({ NativeBridge: { postMessage: () => undefined } })).toBe(true);
    expect(isNativeApp({ navigator: { userAgent: webView } })).toBe(true);
    expect(isNativeApp({ navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/120.0' } })).toBe(
      false,
    );
    expect(isNativeApp(undefined)).toBe(false);
  });

  test.each(Object.entries(inAppBrowsers))(
    "%s's in-app browser is another app's WebView: not native, and calls fail at once",
    (_name, userAgent) => {
      expect(isNativeApp({ navigator: { userAgent } })).toBe(false);
      expect(isPlainBrowser({ navigator: { userAgent } })).toBe(true);
      // Should the bridge be there after all, it counts.
      expect(isNativeApp({ navigator: { userAgent }, NativeBridge: { postMessage: () => undefined } })).toBe(
        true,
      );
    },
  );
});
