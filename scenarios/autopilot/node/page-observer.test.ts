import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { PAGE_OBSERVER_SCRIPT, type PageObserverState } from './page-observer';

type Trace = Record<string, unknown>;

/** The init script in a page-like context: a window with a console and a History, then the app arriving. */
function page() {
  const printed: unknown[][] = [];
  const print = (...args: unknown[]) => void printed.push(args);
  const window: Record<string, unknown> = {};
  const context: Record<string, unknown> = {
    window,
    console: { log: print, info: print, warn: print, error: print, debug: print },
    History: class {
      back() {}
      forward() {}
      go() {}
    },
  };
  window.addEventListener = () => undefined;
  context.addEventListener = window.addEventListener;
  runInNewContext(`window.console = console; window.History = History; ${PAGE_OBSERVER_SCRIPT}`, context);
  const state = window.__autopilot as PageObserverState;
  let trace: (entry: Trace) => void = () => undefined;
  window.__cuotaApp = {
    store: { events$: { subscribe: () => undefined } },
    onTrace: (listener: (entry: Trace) => void) => {
      trace = listener;
    },
  };
  const log = (level: string, ...args: unknown[]): unknown =>
    runInNewContext(`console[level](...args)`, { ...context, level, args }) as unknown;
  return { state, printed, trace: (entry: Trace) => trace(entry), log };
}

describe('the page observer', () => {
  test('keeps every console line written out, and still prints it', () => {
    const { state, printed, log } = page();
    log('warn', '[bridge] dropped a reply to unknown id w5', { ok: true, result: { token: 'Bearer tk_x' } });
    log('info', 'plain');
    expect(state.console).toEqual([
      'warn [bridge] dropped a reply to unknown id w5 {"ok":true,"result":{"token":"Bearer tk_x"}}',
      'info plain',
    ]);
    expect(printed).toHaveLength(2);
  });

  test('keeps the money calls with their key, and their answers as they come', () => {
    const { state, trace } = page();
    const payload = { orderId: 'LO1', amount: 500, channelId: 'spei', kind: 'repay' };
    trace({
      kind: 'request',
      id: 1,
      endpoint: 'confirmRepayment',
      method: 'POST',
      payload,
      idempotencyKey: 'k1',
    });
    trace({ kind: 'request', id: 2, endpoint: 'confirmRepayment', method: 'POST', payload });
    trace({ kind: 'request', id: 3, endpoint: 'getUserInfo', method: 'GET', payload: undefined });
    trace({ kind: 'response', id: 1, endpoint: 'confirmRepayment', code: 0, data: { reference: '1234567' } });
    trace({
      kind: 'failure',
      id: 2,
      endpoint: 'confirmRepayment',
      error: { code: 'API_ERROR', backendCode: 500 },
    });
    expect(JSON.parse(JSON.stringify(state.money))).toEqual([
      {
        id: 1,
        endpoint: 'confirmRepayment',
        key: 'k1',
        body: '{"amount":500,"channelId":"spei","kind":"repay","orderId":"LO1"}',
        reference: '1234567',
      },
      {
        id: 2,
        endpoint: 'confirmRepayment',
        key: null,
        body: '{"amount":500,"channelId":"spei","kind":"repay","orderId":"LO1"}',
        failure: 'API_ERROR:500',
      },
    ]);
    expect(state.requests.map((r) => r.endpoint)).toEqual([
      'confirmRepayment',
      'confirmRepayment',
      'getUserInfo',
    ]);
  });
});
