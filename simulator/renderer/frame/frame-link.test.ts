import { appUrl, statusBarTime } from '../device-presets';

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
