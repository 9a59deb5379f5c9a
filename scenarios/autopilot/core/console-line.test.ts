import { describe, expect, test } from 'vitest';
import { CONSOLE_FORMAT_SOURCE, CONSOLE_LINE_LIMIT, formatConsoleArgs } from './console-line';

// The init script's copy, evaluated as the page would.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's copy of the function, under test
const pageFormat = new Function(`return ${CONSOLE_FORMAT_SOURCE};`)() as typeof formatConsoleArgs;

class ApiFailure extends Error {
  code = 'API_ERROR';
}

const circular: Record<string, unknown> = { id: 'w1' };
circular.self = circular;

const SAMPLES: Array<[string, unknown[]]> = [
  [
    'warn',
    [
      '[bridge] dropped a reply to unknown id w5',
      { v: 1, id: 'w5', ok: true, result: { token: 'Bearer tk_x', mobile: '5512345678' } },
    ],
  ],
  ['warn', ['[cuota] timeSDK2 failed', new ApiFailure('no answer')]],
  ['log', ['plain', 3, true, null, undefined, [1, 'two', { three: 3 }]]],
  ['error', [circular]],
  ['debug', [() => 1, { deep: { a: { b: { c: { d: { e: { f: { g: 'too deep' } } } } } } } }]],
];

describe('console lines', () => {
  test('write nested objects out as JSON, strings as they are', () => {
    expect(formatConsoleArgs('warn', SAMPLES[0]![1])).toBe(
      'warn [bridge] dropped a reply to unknown id w5 {"v":1,"id":"w5","ok":true,"result":{"token":"Bearer tk_x","mobile":"5512345678"}}',
    );
    expect(formatConsoleArgs('warn', SAMPLES[1]![1])).toBe(
      'warn [cuota] timeSDK2 failed {"error":"Error: no answer","code":"API_ERROR"}',
    );
    expect(formatConsoleArgs('error', [circular])).toBe('error {"id":"w1","self":[circular]}');
    expect(formatConsoleArgs('debug', SAMPLES[4]![1])).toContain('[deep]');
    expect(formatConsoleArgs('log', ['x'.repeat(CONSOLE_LINE_LIMIT * 2)])).toHaveLength(CONSOLE_LINE_LIMIT);
  });

  test("the init script's copy writes every sample the same", () => {
    for (const [level, args] of SAMPLES) expect(pageFormat(level, args)).toBe(formatConsoleArgs(level, args));
  });
});
