// @vitest-environment jsdom
import { screen } from '@testing-library/react';

const start = vi.fn(() => Promise.resolve(undefined));
const stop = vi.fn();
vi.mock('msw/browser', () => ({ setupWorker: vi.fn(() => ({ start, stop })) }));

const { startMockWorld } = await import('./browser');

afterEach(() => {
  document.getElementById('cuota-mock-sms')?.remove();
  delete window.__cuotaMock;
});

describe('startMockWorld', () => {
  it('starts the worker quietly from the relative worker URL, bypassing other requests', async () => {
    await startMockWorld();
    expect(start).toHaveBeenCalledWith({
      serviceWorker: { url: './mockServiceWorker.js' },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  });

  it('exposes the control object with the preset world', async () => {
    await startMockWorld({ preset: 'registered-borrower', seed: 3 });
    const control = window.__cuotaMock;
    expect(control?.world.users.size).toBe(1);
    expect(Object.keys(control?.presets ?? {})).toEqual(
      expect.arrayContaining(['new-borrower', 'registered-borrower']),
    );
    control?.reset({ preset: 'new-borrower' });
    expect(window.__cuotaMock?.world.users.size).toBe(0);
  });

  it('shows each SMS the world sends as a notice, also after a reset', async () => {
    const control = await startMockWorld();
    control.world.sendCode('5512345678', 'login', 'es');
    const code = control.world.lastSms()?.code;
    expect(screen.getByRole('status')).toHaveTextContent(`SMS de Cuota: tu código es ${code}`);

    control.reset();
    control.world.sendCode('5587654321', 'login', 'en');
    expect(screen.getAllByRole('status')[1]).toHaveTextContent(/^Cuota SMS: your code is \d{6}/);
  });

  it('runs the clock with real time in the browser', async () => {
    const control = await startMockWorld();
    expect(control.clock.running).toBe(true);
  });
});
