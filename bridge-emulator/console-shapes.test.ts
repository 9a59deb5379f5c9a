import { inspect } from 'node:util';
import type { MockInstance } from 'vitest';
import { createBridgeEmulator } from './emulator';
import { createEmulatorCore } from './emulator-core';

/**
 * The emulator shares the app page's console (the end-to-end leak scan fails on a token there): a value
 * outside the contract is logged as its shape, never with the session token or the mobile number in it.
 */

const TOKEN = 'Bearer tk_9f8e7d6c5b4a';
const MOBILE = '5512345678';
/** A session off the contract: the mobile is a number, as a buggy native build might hand it over. */
const BAD_SESSION = { token: TOKEN, mobile: Number(MOBILE) } as unknown as { token: string; mobile: string };

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
});

/** Everything written to console.warn, as the console would print it. */
function printed(): string {
  return warn.mock.calls.map((args) => args.map((arg) => inspect(arg, { depth: 10 })).join(' ')).join('\n');
}

function expectNoSecrets(text: string): void {
  expect(text).not.toContain('tk_9f8e7d6c5b4a');
  expect(text).not.toContain(MOBILE);
}

test('a getLoginInfo result outside the contract is logged by method and shape, without the token or number', () => {
  const emulator = createBridgeEmulator({ login: { mode: 'manual', session: BAD_SESSION } });
  const sent: string[] = [];
  emulator.onSend((json) => sent.push(json));
  emulator.receive(JSON.stringify({ v: 1, id: 'q1', method: 'getLoginInfo', params: {} }));
  vi.runAllTimers();
  emulator.dispose();

  expect(JSON.parse(sent[0]!)).toMatchObject({ id: 'q1', ok: false, error: { code: 'INTERNAL' } });
  expect(printed()).toContain('getLoginInfo produced a result outside the contract');
  expect(printed()).toContain('string(');
  expectNoSecrets(printed());
});

test('a loginChanged event with data outside the contract is logged without its values', () => {
  const emulator = createBridgeEmulator({ login: { mode: 'manual' } });
  emulator.control.setSession(BAD_SESSION, { notify: true });
  emulator.dispose();

  expect(printed()).toContain('event loginChanged with data outside the contract was not sent');
  expectNoSecrets(printed());
});

test('a message refused at the envelope check is logged without its values', () => {
  const core = createEmulatorCore({});
  expect(core.transmit({ v: 1, event: 7, data: { token: TOKEN, mobile: MOBILE } })).toBe(false);
  core.dispose();

  expect(printed()).toContain('refused to send a message outside the contract');
  expectNoSecrets(printed());
});

test('a rejected request is logged by its shape, not the raw text the web view sent', () => {
  const emulator = createBridgeEmulator({});
  emulator.receive(
    JSON.stringify({ v: 2, id: 'r1', method: 'toLogin', params: { token: TOKEN, mobile: MOBILE } }),
  );
  emulator.receive({ v: 1, method: 'toLogin', params: { token: TOKEN, mobile: MOBILE } });
  emulator.receive(`not json ${TOKEN} ${MOBILE}`);
  vi.runAllTimers();
  emulator.dispose();

  expect(warn.mock.calls.filter(([message]) => String(message).includes('rejected a request'))).toHaveLength(
    3,
  );
  expectNoSecrets(printed());
});
