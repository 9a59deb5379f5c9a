import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DRAFT_SAVE_DELAY_MS, draftsOf, storedDraftHint } from './drafts';
import { createMemoryStorage, createStoredValues } from './stored-values';

// The phone's localStorage, and the app started over it (a WebView reload starts it again over the same one).
let phone: Storage;
const start = () => createStoredValues(phone);
const stored = () => JSON.parse(phone.getItem('cuota:drafts') ?? '{}') as Record<string, unknown>;

beforeEach(() => {
  phone = createMemoryStorage();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('a step’s draft', () => {
  test('is written once typing pauses, and read back after a reload', () => {
    const drafts = draftsOf(start());
    drafts.write('loanQuestion', { purpose: 'Esc' });
    drafts.write('loanQuestion', { purpose: 'Escuela' });
    expect(stored()).toEqual({});
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(stored()).toEqual({ loanQuestion: { purpose: 'Escuela' } });
    expect(draftsOf(start()).read('loanQuestion')).toEqual({ purpose: 'Escuela' });
  });

  test('flush writes it now, beside the other steps’ drafts', () => {
    const drafts = draftsOf(start());
    drafts.write('emergencyContact', { name: 'Ana' });
    drafts.flush('emergencyContact');
    drafts.write('loanQuestion', { purpose: 'Escuela' });
    drafts.flush('loanQuestion');
    expect(stored()).toEqual({ emergencyContact: { name: 'Ana' }, loanQuestion: { purpose: 'Escuela' } });
    expect(draftsOf(start()).read('emergencyContact')).toEqual({ name: 'Ana' });
  });

  test('reads what waits to be written before what is stored', () => {
    const drafts = draftsOf(start());
    drafts.write('loanQuestion', { purpose: 'Escuela' });
    drafts.flush('loanQuestion');
    drafts.write('loanQuestion', { purpose: 'Salud' });
    expect(drafts.read('loanQuestion')).toEqual({ purpose: 'Salud' });
    expect(drafts.read('emergencyContact')).toBeUndefined();
  });

  test('cleared (the step saved), is gone, and a write still waiting never brings it back', () => {
    const drafts = draftsOf(start());
    drafts.write('loanQuestion', { purpose: 'Escuela' });
    drafts.flush('loanQuestion');
    drafts.write('emergencyContact', { name: 'Ana' });
    drafts.flush('emergencyContact');
    drafts.write('loanQuestion', { purpose: 'Salud' });
    drafts.clear('loanQuestion');
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2);
    drafts.flush('loanQuestion');
    expect(stored()).toEqual({ emergencyContact: { name: 'Ana' } });
    expect(draftsOf(start()).read('loanQuestion')).toBeUndefined();
  });
});

describe('one borrower’s draft is never read by another', () => {
  test.each([
    ['a logout', (values: ReturnType<typeof start>) => values.clearUserData()],
    ['a session code that clears everything', (values: ReturnType<typeof start>) => values.clearAll()],
  ])('after %s, neither the stored drafts nor a write still waiting reach the next borrower', (_, end) => {
    const values = start();
    const drafts = draftsOf(values);
    drafts.write('personalInfomation', { nationalId: 'GOMA900101MDFRRN09' });
    drafts.flush('personalInfomation');
    drafts.write('loanQuestion', { purpose: 'Escuela' });
    end(values);
    // The next borrower logs in on the same phone; the page left by the last one is unmounted (it flushes).
    values.set('token', { Authorization: 'Bearer next-borrower' });
    drafts.flush('loanQuestion');
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2);
    expect(phone.getItem('cuota:drafts')).toBeNull();
    expect(drafts.read('personalInfomation')).toBeUndefined();
    expect(drafts.read('loanQuestion')).toBeUndefined();
    expect(draftsOf(start()).read('personalInfomation')).toBeUndefined();
  });
});

test('the early guess of a typed draft reads the drafts where the stored values keep them', () => {
  const storage = (value: string | null) => ({
    getItem: (key: string) => (key === 'cuota:drafts' ? value : null),
  });
  expect(storedDraftHint(storage(null), 'personalInfomation')).toBe(false);
  expect(storedDraftHint(undefined, 'personalInfomation')).toBe(false);
  expect(storedDraftHint(storage('{"loanQuestion":{}}'), 'personalInfomation')).toBe(false);
  expect(storedDraftHint(storage('{"personalInfomation":{"firstName":"Ana"}}'), 'personalInfomation')).toBe(
    true,
  );
  expect(storedDraftHint(storage('{"personalInfomation":{"ok":true}}'), 'personalInfomation')).toBe(true);
  expect(storedDraftHint(storage('{"personalInfomation":{"ids":["x"]}}'), 'personalInfomation')).toBe(true);
  // An entry of empty values is nothing typed (the form shows empty either way).
  expect(
    storedDraftHint(
      storage('{"personalInfomation":{"firstName":"","ok":false,"ids":[]}}'),
      'personalInfomation',
    ),
  ).toBe(false);
  expect(storedDraftHint(storage('{"personalInfomation":"x"}'), 'personalInfomation')).toBe(true);
  expect(storedDraftHint(storage('not json'), 'personalInfomation')).toBe(true);
  expect(storedDraftHint(storage('null'), 'personalInfomation')).toBe(true);
});

test('a draft written through the module is what the early guess finds', () => {
  const drafts = draftsOf(start());
  drafts.write('personalInfomation', { firstName: 'Ana' });
  expect(storedDraftHint(phone, 'personalInfomation')).toBe(false);
  drafts.flush('personalInfomation');
  expect(storedDraftHint(phone, 'personalInfomation')).toBe(true);
});
