import { appUrl, statusBarTime } from '../device-presets';
import { routeApiFetchThroughFrame } from './frame-link';

describe('device frame helpers', () => {
  it('finds the app next to the simulator page, or where ?app= says', () => {
    expect(appUrl({ href: 'http://127.0.0.1:4173/simulator/', search: '' }, false)).toBe(
      'http://127.0.0.1:4173/index.html#/',
    );
    expect(appUrl({ href: 'http://127.0.0.1:5173/simulator/renderer/index.html', search: '' }, true)).toBe(
      'http://127.0.0.1:5173/index.html#/',
    );
    expect(appUrl({ href: 'http://h/simulator/?app=/x.html', search: '?app=/x.html' }, false)).toBe(
      'http://h/x.html',
    );
  });

  it('shows the world time in Mexico City', () => {
    expect(statusBarTime(Date.UTC(2026, 0, 15, 16, 5))).toBe('10:05');
    expect(statusBarTime(null)).toBe('--:--');
  });
});

describe('routeApiFetchThroughFrame', () => {
  it('sends the frame API calls through the frame and leaves the rest alone', async () => {
    const hostFetch = vi.fn(() => Promise.resolve(new Response('host')));
    const frameFetch = vi.fn(() => Promise.resolve(new Response('frame')));
    const host = { fetch: hostFetch, location: { href: 'http://h/simulator/' } } as unknown as Window;
    const frame = { fetch: frameFetch, location: { href: 'http://h/index.html#/x' } } as unknown as Window;
    const stop = routeApiFetchThroughFrame(host, () => frame);

    await host.fetch('http://h/api/abc');
    await host.fetch('/other');
    expect(frameFetch).toHaveBeenCalledTimes(1);
    expect(hostFetch).toHaveBeenCalledTimes(1);
    stop();
    await host.fetch('http://h/api/abc');
    expect(frameFetch).toHaveBeenCalledTimes(1);
    expect(hostFetch).toHaveBeenCalledTimes(2);
  });
});
