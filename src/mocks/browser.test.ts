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

describe('the world kept in sessionStorage across a reload', () => {
  const KEY = 'cuota-mock:world';
  const setup = { preset: 'registered-borrower', seed: 3 } as const;

  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  /** A world with one SMS sent, kept as the page goes away; its entry as JSON to edit. */
  async function keptEntry(): Promise<{ identity: string; snapshot: Record<string, unknown> }> {
    const control = await startMockWorld(setup);
    control.world.sendCode('5511223344', 'login', 'es');
    window.dispatchEvent(new Event('pagehide'));
    control.stop();
    return JSON.parse(window.sessionStorage.getItem(KEY)!) as {
      identity: string;
      snapshot: Record<string, unknown>;
    };
  }

  it('is restored by a reload with the same preset and seed', async () => {
    await keptEntry();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const control = await startMockWorld(setup);
    expect(control.world.outbox).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is restored, not dropped, for every preset (loans, application files, feedback threads)', async () => {
    const names = Object.keys((await startMockWorld()).presets);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const preset of names) {
      const first = await startMockWorld({ preset, seed: 5 });
      const users = first.world.snapshot().users;
      window.dispatchEvent(new Event('pagehide'));
      first.stop();
      const again = await startMockWorld({ preset, seed: 5 });
      expect(again.world.snapshot().users).toEqual(users);
    }
    expect(warn).not.toHaveBeenCalled();
    expect(names.length).toBeGreaterThan(5);
  });

  it('is dropped when edited, with a warning naming the key, not the value; the preset starts', async () => {
    const saved = await keptEntry();
    const [user] = saved.snapshot.users as Record<string, unknown>[];
    user!.mobile = Number(user!.mobile);
    window.sessionStorage.setItem(KEY, JSON.stringify(saved));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const control = await startMockWorld(setup);
    expect(control.world.outbox).toHaveLength(0);
    expect([...control.world.users.keys()]).toEqual([expect.stringMatching(/^\d{10}$/)]);
    expect(warn.mock.calls).toEqual([[expect.stringContaining(KEY)]]);
    expect(String(warn.mock.calls[0]![0])).not.toMatch(/\d{6}/);
  });

  it('is dropped with the warning when it is not JSON', async () => {
    window.sessionStorage.setItem(KEY, '{"identity":"{\\"preset\\":\\"registered-borrower\\"');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const control = await startMockWorld(setup);
    expect(control.world.users.size).toBe(1);
    expect(warn.mock.calls).toEqual([[expect.stringContaining(KEY)]]);
  });
});
