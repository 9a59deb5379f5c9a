import { describe, expect, it, vi } from 'vitest';
import { createLazyApi } from './lazy-api';

const configureApi = vi.fn<(config: unknown) => void>();
vi.mock('../api/client', () => ({ configureApi: (config: unknown) => configureApi(config) }));
const sent = vi.hoisted(() => ({ whoAmI: 0 }));
vi.mock('../api/endpoints/auth', () => ({ whoAmI: () => (sent.whoAmI++, Promise.resolve('borrower')) }));
vi.mock('../api/endpoints/user', () => ({}));
vi.mock('../api/endpoints/app', () => ({}));
vi.mock('../api/endpoints/store', () => ({}));
vi.mock('../api/endpoints/repayment', () => ({}));
vi.mock('../api/endpoints/feedback', () => ({}));

type Callable = { whoAmI: () => Promise<string> };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the lazy API layer', () => {
  it('holds calls made before `ready` until it settles, then loads and configures once', async () => {
    configureApi.mockClear();
    let open: () => void = () => {};
    const ready = new Promise<void>((resolve) => (open = resolve));
    const { api } = createLazyApi({ storage: { get: () => null } } as never, ready);
    let answer: string | null = null;
    void (api.auth as unknown as Callable).whoAmI().then((a) => (answer = a));
    await settle();
    expect(answer).toBeNull();
    expect(configureApi).not.toHaveBeenCalled();

    open();
    await settle();
    expect(answer).toBe('borrower');
    expect(configureApi).toHaveBeenCalledTimes(1);
  });

  it('with `download` settled first, the layer is fetched but neither configured nor called before `ready`', async () => {
    configureApi.mockClear();
    let open: () => void = () => {};
    const ready = new Promise<void>((resolve) => (open = resolve));
    const { api, load } = createLazyApi({ storage: { get: () => null } } as never, ready, Promise.resolve());
    let loaded = false;
    void load().then(() => (loaded = true));
    let answer: string | null = null;
    void (api.auth as unknown as Callable).whoAmI().then((a) => (answer = a));
    await settle();
    expect([loaded, answer, configureApi.mock.calls.length]).toEqual([false, null, 0]);

    open();
    await settle();
    expect([loaded, answer, configureApi.mock.calls.length]).toEqual([true, 'borrower', 1]);
  });

  it('still loads when `ready` fails (a mock world that did not start): calls then meet the real network', async () => {
    configureApi.mockClear();
    const { api } = createLazyApi(
      { storage: { get: () => null } } as never,
      Promise.reject(new Error('no service worker')),
    );
    await expect((api.auth as unknown as Callable).whoAmI()).resolves.toBe('borrower');
    expect(configureApi).toHaveBeenCalledTimes(1);
  });

  it('where the browser can yield (scheduler.yield), the modules, the configuration and each call are tasks of their own', async () => {
    // A fake scheduler: each yield is a task boundary the test can see, in order with the work between them.
    const steps: string[] = [];
    const scheduler = { yield: vi.fn(() => (steps.push('yield'), Promise.resolve())) };
    vi.stubGlobal('scheduler', scheduler);
    configureApi.mockReset();
    configureApi.mockImplementation(() => void steps.push('configure'));
    try {
      const { api } = createLazyApi({ storage: { get: () => null } } as never);
      const calls = [1, 2].map(() =>
        (api.auth as unknown as Callable).whoAmI().then(() => void steps.push('answer')),
      );
      await Promise.all(calls);
      // Configured after a yield (the modules were evaluated in the task before), and a yield before each call.
      expect(steps).toEqual(['yield', 'configure', 'yield', 'yield', 'answer', 'answer']);
    } finally {
      vi.unstubAllGlobals();
      configureApi.mockReset();
    }
  });

  it('a call whose session changed while it waited for its task is not sent under the new one', async () => {
    let token: string | null = 'Bearer 0';
    const storage = { get: () => (token === null ? null : { Authorization: token }) };
    // The session changes in every task the call waits for (a native login of someone else).
    let logins = 0;
    vi.stubGlobal('scheduler', { yield: () => ((token = `Bearer ${++logins}`), Promise.resolve()) });
    try {
      const { api } = createLazyApi({ storage } as never);
      const before = sent.whoAmI;
      await expect((api.auth as unknown as Callable).whoAmI()).rejects.toMatchObject({ code: 'ABORTED' });
      expect(sent.whoAmI).toBe(before);
      // Asked logged out (the start-up configuration), sent under a login that came meanwhile: it goes on.
      token = null;
      vi.stubGlobal('scheduler', { yield: () => ((token = 'Bearer 9'), Promise.resolve()) });
      await expect((api.auth as unknown as Callable).whoAmI()).resolves.toBe('borrower');
      expect(sent.whoAmI).toBe(before + 1);
      // Asked and sent under the same session.
      vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
      await expect((api.auth as unknown as Callable).whoAmI()).resolves.toBe('borrower');
      expect(sent.whoAmI).toBe(before + 2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
