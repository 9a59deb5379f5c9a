// @vitest-environment jsdom
import type { BridgeClient } from '../bridge/client';
import type { BridgeEvent, LoginInfo } from '../bridge/contract';
import { BridgeError } from '../bridge/errors';
import { foldEvents, initialState } from '../domain/state';
import { selectIsLoggedIn } from '../domain/session/session.selectors';
import { installMockServer } from '../mocks/server';
import { createMemoryStorage, createStoredValues, USER_DATA_KEYS } from '../storage/stored-values';
import { LOG_STORAGE_KEY } from '../store/persistence';
import { createApp } from './bootstrap';

/**
 * Issue 30, "one borrower at a time": on a shared family phone, borrower A logs out on the native side and
 * borrower B logs in. Nothing of A (stored values, drafts, state, event log) may reach B's session.
 */

const runtime = installMockServer();

const A = { mobile: '5511112222', curp: 'GOMA850101HDFRRN09', card: '4152313800000006' };
const B = { mobile: '5533334444' };

/** A native bridge whose login answer and events the test controls. */
function nativeBridge() {
  const listeners = new Set<(event: BridgeEvent) => void>();
  let login: LoginInfo | null = null;
  const bridge: BridgeClient = {
    call: ((method: string) => {
      if (method === 'getLoginInfo') return Promise.resolve(login);
      if (method === 'toLogin' || method === 'logout') return Promise.resolve({ ok: true });
      return Promise.reject(new BridgeError('UNAVAILABLE', `no ${method} here`, { method: method }));
    }) as BridgeClient['call'],
    onEvent: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onTrace: () => () => {},
    isAvailable: () => true,
    dispose: () => {},
  };
  return {
    bridge,
    setLogin(info: LoginInfo | null) {
      login = info;
    },
    emit(event: BridgeEvent) {
      listeners.forEach((listener) => listener(event));
    },
  };
}

/** The phone's storage with borrower A logged in on the native side, A's typed drafts and A's profile. */
function phoneWithA() {
  for (const mobile of [A.mobile, B.mobile])
    if (!runtime.world.findUser(mobile)) runtime.world.addUser({ mobile });
  const storage = createMemoryStorage();
  const stored = createStoredValues(storage);
  const tokenA = runtime.world.issueToken(A.mobile);
  stored.set('token', { Authorization: `Bearer ${tokenA}` });
  stored.set('userInfo', { userId: 'u-a', mobile: A.mobile });
  stored.set('drafts', { personalInfomation: { curp: A.curp }, addBankCard: { cardNumber: A.card } });
  return { storage, stored, tokenA };
}

function showPage() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function settle() {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

function perBorrowerValues(stored: ReturnType<typeof createStoredValues>, storage: Storage) {
  const left = USER_DATA_KEYS.filter(
    (key) => storage.getItem(key === 'drafts' ? 'cuota:drafts' : key) !== null,
  );
  return { left, drafts: stored.get('drafts'), userInfo: stored.get('userInfo') };
}

describe('one borrower at a time on a shared phone', () => {
  test('a native logout clears every per-borrower stored value; B then starts with nothing of A', async () => {
    const { storage, stored } = phoneWithA();
    const native = nativeBridge();
    const logStorage = createMemoryStorage();
    const navigate = vi.fn();
    const app = createApp({
      storedValues: stored,
      logStorage,
      navigate,
      bridge: native.bridge,
      isNative: () => true,
    });
    await app.loadApi();
    await settle();
    // A's own session: A's number from the backend.
    expect(app.store.getState().session.mobile).toBe(A.mobile);

    // The native app logs A out while the WebView is in the background, then the page shows again.
    storage.removeItem('token');
    showPage();
    expect(selectIsLoggedIn(app.store.getState())).toBe(false);
    expect(perBorrowerValues(stored, storage).left).toEqual([]);

    // B logs in on the native side: a token the app has never seen.
    const tokenB = runtime.world.issueToken(B.mobile);
    stored.set('token', { Authorization: `Bearer ${tokenB}` });
    showPage();
    // Before the backend answers, the session has no number at all, never A's.
    expect(app.store.getState().session.mobile).toBe('');
    await settle();
    const state = app.store.getState();
    expect(state.session.mobile).toBe(B.mobile);
    expect(stored.get('drafts')).toEqual({});
    expect(stored.get('userInfo')?.mobile).toBe(B.mobile);
    const log = logStorage.getItem(LOG_STORAGE_KEY) ?? '';
    expect(log).not.toContain(A.mobile);
    expect(log).not.toContain(A.curp);
  });

  test('a token the app did not see issued is nobody’s until the backend says: stale userInfo and drafts go', async () => {
    // A cold start after the native app logged B in, with A's values still on the phone.
    const { storage, stored } = phoneWithA();
    const tokenB = runtime.world.issueToken(B.mobile);
    stored.set('token', { Authorization: `Bearer ${tokenB}` });
    const app = createApp({
      storedValues: stored,
      logStorage: createMemoryStorage(),
      navigate: vi.fn(),
      bridge: nativeBridge().bridge,
      isNative: () => true,
    });
    expect(app.store.getState().session.mobile).toBe('');
    expect(stored.get('drafts')).toEqual({});
    expect(storage.getItem('userInfo')).toBeNull();
    await app.loadApi();
    await settle();
    expect(app.store.getState().session.mobile).toBe(B.mobile);
  });

  test('the native loginChanged(null) event ends the session at once, with the page open', async () => {
    const { storage, stored } = phoneWithA();
    const native = nativeBridge();
    const navigate = vi.fn();
    const app = createApp({
      storedValues: stored,
      logStorage: createMemoryStorage(),
      navigate,
      bridge: native.bridge,
      isNative: () => true,
    });
    await app.loadApi();
    await settle();
    stored.set('drafts', { personalInfomation: { curp: A.curp } });
    native.emit({ event: 'loginChanged', data: null });
    expect(selectIsLoggedIn(app.store.getState())).toBe(false);
    expect(app.store.getState().session.lastLogout?.reason).toBe('native');
    expect(perBorrowerValues(stored, storage).left).toEqual([]);
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
  });

  test('a native login as someone else while A’s session runs replaces it, with B’s number from the native answer', async () => {
    const { stored } = phoneWithA();
    const native = nativeBridge();
    const app = createApp({
      storedValues: stored,
      logStorage: createMemoryStorage(),
      navigate: vi.fn(),
      bridge: native.bridge,
      isNative: () => true,
    });
    await app.loadApi();
    await settle();
    const tokenB = runtime.world.issueToken(B.mobile);
    native.setLogin({ token: tokenB, mobile: B.mobile });
    native.emit({ event: 'loginChanged', data: { token: tokenB, mobile: B.mobile } });
    expect(stored.get('drafts')).toEqual({});
    await settle();
    expect(app.store.getState().session.mobile).toBe(B.mobile);
    expect(app.store.getState().session.token).toBe(`Bearer ${tokenB}`);
    expect(stored.get('userInfo')?.mobile).toBe(B.mobile);
    // The same token again changes nothing.
    native.emit({ event: 'loginChanged', data: { token: tokenB, mobile: B.mobile } });
    expect(selectIsLoggedIn(app.store.getState())).toBe(true);
  });

  test('a login by another number clears the loan draft too', () => {
    const product = { productId: 'p1' } as never;
    const state = foldEvents(initialState, [
      { type: 'session/loggedIn', at: 1, mobile: A.mobile, token: 'Bearer a', via: 'web' },
      {
        type: 'borrow/offerLoaded',
        at: 2,
        products: [{ ...(product as object), terms: [] }],
        quotaHistory: [],
      } as never,
      { type: 'session/loggedIn', at: 3, mobile: B.mobile, token: 'Bearer b', via: 'web' },
    ]);
    expect(state.loanDraft).toEqual({ products: null, profile: null });
  });
});
