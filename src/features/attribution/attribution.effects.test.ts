import type { BridgeClient } from '../../bridge/client';
import { BridgeError } from '../../bridge/errors';
import type { DomainEvent, UnstampedEvent } from '../../domain/events';
import { order } from '../../domain/testing/event-fixtures';
import { createMemoryStorage, createStoredValues } from '../../storage/stored-values';
import type { EffectDeps } from '../../store/effect-deps';
import { LOG_STORAGE_KEY, LOG_VERSION, type LogStorage } from '../../store/persistence';
import { createStore } from '../../store/store';
import { AF_EVENT_NAMES, sendAttributionEvents } from './attribution.effects';

const MOBILE = '5512345678';
const NAME = 'María Fernanda López Hernández';
const CURP = 'LOHM900101MDFPRR09';
const TOKEN = 'Bearer tk_secret_1';
const ORDER_ID = 'LO-20250101-0001';

interface Options {
  native?: boolean;
  call?: (method: string, params: unknown) => Promise<unknown>;
  logStorage?: LogStorage;
}

/** The real store with the real effect registered; the bridge is a fake that records its calls. */
function setup({ native = true, call = () => Promise.resolve({}), logStorage }: Options = {}) {
  const calls: { method: string; params: unknown }[] = [];
  const bridge = {
    call: vi.fn((method: string, params: unknown) => {
      calls.push({ method, params });
      return call(method, params);
    }),
    onEvent: () => () => {},
    onTrace: () => () => {},
    isAvailable: () => native,
    dispose: () => {},
  } as unknown as BridgeClient;
  const deps = {
    bridge,
    storage: createStoredValues(createMemoryStorage()),
    isNative: () => native,
  } as unknown as EffectDeps;
  const store = createStore<EffectDeps>({ deps, ...(logStorage ? { storage: logStorage } : {}) });
  const stop = store.register(sendAttributionEvents);
  const dispatch = (...events: UnstampedEvent[]) => events.forEach((e) => store.dispatch(e));
  return { store, calls, dispatch, stop };
}

/** A borrower logged in by the web form, with a profile (name) loaded. */
function login(isNew?: boolean): UnstampedEvent[] {
  return [
    {
      type: 'session/loggedIn',
      mobile: MOBILE,
      token: TOKEN,
      via: 'web',
      ...(isNew === undefined ? {} : { isNew }),
    },
    { type: 'session/userInfoLoaded', user: { userId: 'u-1', mobile: MOBILE, name: NAME, progress: 35 } },
    { type: 'application/progressLoaded', progress: 35 },
  ];
}

const lastStepSaved: UnstampedEvent = {
  type: 'application/stepCompleted',
  step: 'addBankCard',
  progress: 40,
};
const drafted: UnstampedEvent = {
  type: 'order/drafted',
  loanOrderId: ORDER_ID,
  productId: 'p-14',
  amount: 3000,
  days: 14,
};
const submitted: UnstampedEvent = {
  type: 'order/created',
  order: order(ORDER_ID, { status: 'assessing', principal: 3000, days: 14, createdAt: 1 }),
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

test('a login that registered the number sends af_complete_registration once', () => {
  const { calls, dispatch } = setup();
  dispatch(...login(true));
  // The same fact announced again (a duplicated event) is not sent again.
  dispatch(login(true)[0]!);
  expect(calls).toEqual([
    {
      method: 'logEventByAF',
      params: { eventName: 'af_complete_registration', eventValues: { af_registration_method: 'mobile' } },
    },
  ]);
});

test('a login of a known number, or one the app was not told about, sends no registration', () => {
  const { calls, dispatch } = setup();
  dispatch(...login(false));
  dispatch({ type: 'session/loggedOut', reason: 'user' });
  dispatch({ type: 'session/loggedIn', mobile: '', token: TOKEN, via: 'native' });
  expect(calls).toEqual([]);
});

test('the save that completes the application sends cuota_application_done once', () => {
  const { calls, dispatch } = setup();
  dispatch(...login(false));
  dispatch({ type: 'application/stepCompleted', step: 'emergencyContact', progress: 35 });
  expect(calls).toEqual([]);
  dispatch(lastStepSaved);
  // Saved again (a double submission answered twice): the application was already complete.
  dispatch(lastStepSaved);
  dispatch({ type: 'application/progressLoaded', progress: 45 });
  expect(calls).toEqual([{ method: 'logEventByAF', params: { eventName: 'cuota_application_done' } }]);
});

test('a bank card saved again after a failed payout is not a second application', () => {
  const { calls, dispatch } = setup();
  dispatch(...login(false), { type: 'application/progressLoaded', progress: 80 });
  dispatch(lastStepSaved);
  expect(calls).toEqual([]);
});

test('a submitted loan order sends cuota_loan_submitted once, with amount, term and currency only', () => {
  const { calls, dispatch } = setup();
  dispatch(...login(false), drafted, submitted);
  // Polling announcing the same order again, or the event duplicated: still one.
  dispatch(submitted);
  expect(calls).toEqual([
    {
      method: 'logEventByAF',
      params: {
        eventName: 'cuota_loan_submitted',
        eventValues: { af_price: 3000, af_currency: 'MXN', loan_term_days: 14 },
      },
    },
  ]);
});

test('orders announced by polling (made elsewhere, or still drafts) are no submission', () => {
  const { calls, dispatch } = setup();
  dispatch(...login(false));
  // An order the app did not draft: the borrower's earlier loan seen by /store/order/last after a login.
  dispatch({ type: 'order/created', order: order('LO-OLD', { status: 'repaying' }) });
  // This session's draft, seen by polling before it was submitted.
  dispatch(drafted, { type: 'order/created', order: order(ORDER_ID, { status: 'request' }) });
  expect(calls).toEqual([]);
  dispatch({ type: 'order/statusChanged', orderId: ORDER_ID, status: 'assessing', previous: 'request' });
  expect(calls).toEqual([]);
});

test('a draft confirmed after a reload counts: its quote was asked again in this session', () => {
  const { calls, dispatch } = setup();
  dispatch(...login(false));
  dispatch({
    type: 'order/profileLoaded',
    profile: {
      loanOrderId: ORDER_ID,
      principal: 3000,
      duration: 14,
      fee: 100,
      tax: 16,
      interest: 42,
      contractAmount: 3000,
      receivedAmount: 2884,
      totalRepayment: 3042,
      dueDate: '2025-01-15',
      bankName: 'BBVA',
      bankAccount: '************1234',
    },
  });
  dispatch(submitted);
  expect(calls.map((c) => (c.params as { eventName: string }).eventName)).toEqual(['cuota_loan_submitted']);
});

test('the three facts in one session: each sent once, in order, with no personal data', () => {
  const { calls, dispatch } = setup();
  dispatch(...login(true), lastStepSaved, drafted, submitted);
  dispatch(...login(true), lastStepSaved, drafted, submitted);
  expect(calls.map((c) => (c.params as { eventName: string }).eventName)).toEqual([
    AF_EVENT_NAMES.registration,
    AF_EVENT_NAMES.applicationDone,
    AF_EVENT_NAMES.loanSubmitted,
  ]);
  const sent = JSON.stringify(calls);
  for (const personal of [MOBILE, NAME, 'María', CURP, TOKEN, 'tk_secret_1', ORDER_ID, 'u-1']) {
    expect(sent).not.toContain(personal);
  }
});

test('nothing is sent outside the native app', () => {
  const { calls, dispatch } = setup({ native: false });
  dispatch(...login(true), lastStepSaved, drafted, submitted);
  expect(calls).toEqual([]);
});

test('a bridge failure is a warning without values and stops nothing', async () => {
  let failures = 0;
  const { calls, dispatch, store } = setup({
    call: () => {
      failures += 1;
      // The first call fails as a promise, the second throws at once (a broken bridge object).
      if (failures === 1) return Promise.reject(new BridgeError('TIMEOUT', 'no answer within 10000 ms'));
      if (failures === 2) throw new Error(`bridge down for ${MOBILE}`);
      return Promise.resolve({});
    },
  });
  expect(() => dispatch(...login(true), lastStepSaved, drafted, submitted)).not.toThrow();
  await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
  // Each fact was tried once, never again; the store went on folding events.
  expect(calls).toHaveLength(3);
  expect(store.getState().orders.byId[ORDER_ID]?.status).toBe('assessing');
  const logged = JSON.stringify(warn.mock.calls);
  expect(logged).toContain('af_complete_registration');
  expect(logged).toContain('TIMEOUT');
  for (const value of [MOBILE, 'af_registration_method', 'mobile"', '3000', 'MXN']) {
    expect(logged).not.toContain(value);
  }
  // Still alive: a later fact is sent.
  dispatch({ type: 'order/drafted', loanOrderId: 'LO-2', productId: 'p-7', amount: 1000, days: 7 });
  dispatch({
    type: 'order/created',
    order: order('LO-2', { status: 'assessing', principal: 1000, days: 7 }),
  });
  expect(calls).toHaveLength(4);
});

test('a log restored after a reload, or replayed, sends nothing again', () => {
  const history = [...login(true), lastStepSaved, drafted, submitted].map((e, i): DomainEvent => ({
    ...e,
    at: i + 1,
  }));
  const saved = new Map<string, string>([
    [LOG_STORAGE_KEY, JSON.stringify({ version: LOG_VERSION, snapshot: null, events: history })],
  ]);
  const logStorage: LogStorage = {
    getItem: (key) => saved.get(key) ?? null,
    setItem: (key, value) => void saved.set(key, value),
    removeItem: (key) => void saved.delete(key),
  };
  const { store, calls } = setup({ logStorage });
  // The restored log is the state (a session, a complete application, the order)...
  expect(store.getState().application.progress).toBe(40);
  expect(store.getState().orders.byId[ORDER_ID]).toBeDefined();
  // ...and a replay folds the same facts: neither passes through the live events.
  store.replay(history.map((e) => ({ ...e, at: e.at + 100 })));
  expect(calls).toEqual([]);
});

test('the effect stops with its unsubscribe', () => {
  const { calls, dispatch, stop } = setup();
  stop();
  dispatch(...login(true));
  expect(calls).toEqual([]);
});
