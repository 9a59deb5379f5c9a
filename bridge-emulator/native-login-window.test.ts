// @vitest-environment jsdom
import { installMockServer } from '#contracts/mock-server';
import { installBridgeEmulator, type InstalledBridgeEmulator } from './install';

// The native login reaches the backend from the web view's own window (the app frame in the simulator),
// never from the page the emulator's code happens to run in.
const mock = installMockServer();

let installed: InstalledBridgeEmulator | undefined;
let iframe: HTMLIFrameElement | undefined;

afterEach(() => {
  installed?.uninstall();
  iframe?.remove();
  vi.unstubAllGlobals();
});

test("the native login calls the backend through the target window's fetch, not the host page's", async () => {
  iframe = document.createElement('iframe');
  document.body.append(iframe);
  const frame = iframe.contentWindow!;
  const backendFetch = globalThis.fetch;
  // The host page is not served by the backend (the app's service worker controls only the frame).
  const hostFetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', hostFetch);
  const frameFetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => backendFetch(input, init));
  Object.assign(frame, { fetch: frameFetch });

  installed = installBridgeEmulator(frame, {
    persist: false,
    log: () => {},
    world: () => mock.world,
    apiBaseUrl: () => 'http://localhost',
  });
  const session = await installed.control.login('5544332211');

  expect(session.mobile).toBe('5544332211');
  expect(mock.world.findToken(session.token.slice('Bearer '.length))?.mobile).toBe('5544332211');
  expect(frameFetch).toHaveBeenCalledTimes(2);
  const [firstUrl] = frameFetch.mock.calls[0] ?? [];
  expect(firstUrl instanceof URL ? firstUrl.href : firstUrl).toMatch(/^http:\/\/localhost\/api\//);
  expect(hostFetch).not.toHaveBeenCalled();
});

test('without a fetch of its own the target falls back to the global fetch', async () => {
  iframe = document.createElement('iframe');
  document.body.append(iframe);
  const frame = iframe.contentWindow!;
  expect(typeof (frame as Partial<Window>).fetch).not.toBe('function');
  installed = installBridgeEmulator(frame, {
    persist: false,
    log: () => {},
    world: () => mock.world,
    apiBaseUrl: () => 'http://localhost',
  });
  await expect(installed.control.login('5544332212')).resolves.toMatchObject({ mobile: '5544332212' });
});

test("the login's calls decrypt with the emulated device's package name", async () => {
  const seen: string[] = [];
  const stop = mock.onTraffic((t) => seen.push(t.path ?? ''));
  installed = installBridgeEmulator(window, {
    persist: false,
    log: () => {},
    world: () => mock.world,
    device: 'pixel-7',
  });
  await installed.control.login('5544332213');
  stop();
  expect(seen).toEqual(['/security/getVerifyCode', '/security/login']);
});
