import type { DomainEvent } from '../domain/events';
import { selectCurrentOrder } from '../domain/orders/orders.selectors';
import { createInitialState, foldEvents, initialState, type AppState } from '../domain/state';
import {
  SAMPLE_EVENTS,
  borrowerLogEvents,
  journeyEvents,
  syntheticEvents,
} from '../domain/testing/event-fixtures';
import { parsePersistedLog } from './persistence';
import { isStoredAppState } from './state-schema';

/** A JSON round trip: what a snapshot read back from localStorage looks like. */
const stored = (state: AppState): Record<string, unknown> =>
  JSON.parse(JSON.stringify(state)) as Record<string, unknown>;

/** The initial state with one slice's field replaced (as a hand-edited or damaged snapshot would hold). */
function withField(slice: keyof AppState, field: string, value: unknown): Record<string, unknown> {
  const state = stored(createInitialState());
  state[slice] = { ...(state[slice] as object), [field]: value };
  return state;
}

describe('isStoredAppState', () => {
  test('accepts the initial state and every state the reducers produce', () => {
    expect(isStoredAppState(stored(initialState))).toBe(true);
    const sample = Object.values(SAMPLE_EVENTS) as DomainEvent[];
    for (const events of [journeyEvents(), syntheticEvents(2_000), borrowerLogEvents(500), sample]) {
      expect(isStoredAppState(stored(foldEvents(initialState, events)))).toBe(true);
    }
  });

  test('refuses orders.byId: null (the snapshot that crashed Home on every start)', () => {
    const broken = withField('orders', 'byId', null);
    expect(isStoredAppState(broken)).toBe(false);
    // Today's check (an object whose slices are objects) lets it through, and the first selector crashes:
    const state = broken as unknown as AppState;
    state.orders.currentOrderId = 'o1';
    expect(() => selectCurrentOrder(state)).toThrow(TypeError);
    // Read through the log's parser, the snapshot is refused as corrupt (the store then starts clean).
    const raw = JSON.stringify({ version: 2, snapshot: { state: broken, at: 1 }, events: [] });
    expect(parsePersistedLog(raw, isStoredAppState)).toEqual({ ok: false, reason: 'corrupt' });
  });

  test.each([
    ['orders', 'ids', 'o1'],
    ['orders', 'byId', { o1: { orderId: 'o1', status: 'lost' } }],
    ['orders', 'currentOrderId', 5],
    ['settings', 'language', 'fr'],
    ['session', 'loggedIn', 'yes'],
    ['session', 'user', { userId: 'u1' }],
    ['application', 'completedSteps', null],
    ['quota', 'status', 'maybe'],
    ['loanDraft', 'products', [{ productId: 'p1' }]],
    ['repayment', 'confirmed', {}],
    ['repayment', 'repaidByOrder', { o1: '500' }],
    ['repayment', 'pending', null],
    ['feedback', 'list', {}],
    ['feedback', 'messages', { f1: null }],
    ['feedback', 'limits', { imageCountLimit: 3 }],
    ['bridge', 'permissions', { camera: { state: 'whatever', checkedAt: 1 } }],
    ['config', 'bySource', null],
    ['config', 'uploadEnable', { sms: true }],
  ] as const)('refuses %s.%s = %j', (slice, field, value) => {
    expect(isStoredAppState(withField(slice, field, value))).toBe(false);
  });

  test('refuses a slice with a field missing, a slice that is not an object, and what is not a state', () => {
    const missing = stored(createInitialState());
    const { byId: _byId, ...orders } = missing.orders as Record<string, unknown>;
    missing.orders = orders;
    expect(isStoredAppState(missing)).toBe(false);
    expect(isStoredAppState({ ...stored(initialState), quota: [] })).toBe(false);
    expect(isStoredAppState({ ...stored(initialState), feedback: null })).toBe(false);
    for (const x of [null, undefined, 1, 'state', [], {}, { unknownSlice: {} }])
      expect(isStoredAppState(x)).toBe(false);
  });

  test('accepts a snapshot without a slice a later build added, and ignores keys it does not know', () => {
    const { loanDraft: _loanDraft, ...older } = stored(initialState);
    expect(isStoredAppState(older)).toBe(true);
    expect(isStoredAppState({ ...stored(initialState), laterSlice: { x: 1 } })).toBe(true);
    expect(isStoredAppState(withField('orders', 'laterField', 1))).toBe(true);
  });
});
