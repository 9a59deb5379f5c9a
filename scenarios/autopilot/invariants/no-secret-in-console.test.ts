import { describe, expect, test } from 'vitest';
import { noSecretInConsole, secretIn } from './no-secret-in-console';
import { goodObservation } from './observation';

const lines = (...consoleLines: string[]) => goodObservation({ consoleLines, route: '/user/login' });

describe('no-secret-in-console', () => {
  test('passes the app’s ordinary lines, shapes, fingerprints, masked values and timestamps', () => {
    expect(
      noSecretInConsole.check(
        lines(
          'warn [bridge] dropped a reply to unknown id w5 {"v":"number","id":"string(2)","ok":"boolean","result":{"token":"string(29)","mobile":"string(10)"}}',
          "warn [cuota] stored value 'token' is malformed; reset to its default",
          'warn [cuota] timeSDK2 (loanOrder, isSubmit true) failed {"error":"BridgeError: timeSDK2 got no answer within 60000 ms"}',
          'log session {"token":"fp:1a2b3c4d5e6f","mobile":"55******78","at":1764374412}',
          'error [cuota] Bearer undefined',
          'log order LO1234567890 paid at 1764374412345',
        ),
      ),
    ).toBeNull();
  });

  test('catches a bearer token, the mock’s token shape, a token field, a CURP, a phone, a card and a CLABE', () => {
    expect(secretIn('warn [bridge] late {"result":{"token":"Bearer tk_registered_borrower"}}')?.kind).toBe(
      'bearer token',
    );
    expect(secretIn('log tk_abcdefghijklmnopqrstuvwxyz012345')?.kind).toBe('token');
    expect(secretIn('warn [bridge] dropped {"token":"abcdef123456"}')?.kind).toBe('token');
    expect(secretIn('warn curp GOMA900101MDFRRN09')?.kind).toBe('CURP');
    expect(secretIn('log {"mobile":"5512345678"}')?.kind).toBe('phone');
    expect(secretIn('log card 4152313400000005')?.kind).toBe('card number');
    expect(secretIn('log clabe 002180700000000019')?.kind).toBe('CLABE');
  });

  test('leaves the emulated native app’s and the mock backend’s own lines alone', () => {
    expect(secretIn('warn [bridge-emulator] login {"token":"Bearer tk_registered_borrower"}')).toBeNull();
    expect(secretIn('warn [mock] no handler for POST /x 5512345678')).toBeNull();
  });

  test('names the kind and where, never the secret', () => {
    const v = noSecretInConsole.check(
      lines(
        'warn [bridge] dropped a reply to unknown id w5 {"v":1,"id":"w5","ok":true,"result":{"token":"Bearer tk_abcdefghijklmnopqrstuvwxyz012345"}}',
      ),
    );
    expect(v?.message).toMatch(
      /a console line carries a bearer token \(42 characters\) on \/user\/login: "warn \[bridge\] dropped a reply/,
    );
    expect(v?.message).not.toContain('tk_abc');
    // Whichever secret comes first in the line ends what is shown.
    const both = noSecretInConsole.check(
      lines('warn [bridge] dropped {"mobile":"5512345678","token":"Bearer tk_registered_borrower"}'),
    );
    expect(both?.message).toMatch(/carries a phone \(10 characters\)/);
    expect(both?.message).not.toContain('5512345678');
  });
});
