import { describe, expect, test } from 'vitest';
import { findLeaks } from './leak-scan';

describe('the leak scan of localStorage and the console (issue 30)', () => {
  test('finds a token, a CURP, a phone and an account where they must not be', () => {
    const leaks = findLeaks({
      storage: {
        'cuota:event-log': JSON.stringify({
          events: [
            {
              type: 'session/loggedIn',
              mobile: '5512345678',
              token: 'Bearer tk_abcdefabcdefabcdefabcdefabcdefab',
            },
          ],
        }),
        'cuota:drafts': JSON.stringify({
          addBankCard: { number: '002010077777777771' },
          personalInfomation: { curp: 'GOMA850101HDFRRN09' },
        }),
      },
      console: [
        '[bridge] dropped a reply {"token":"Bearer s3cr3t-t0k3n-value"}',
        'CURP GOMA850101HDFRRN09 rejected',
      ],
    });
    expect(leaks).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^localStorage cuota:event-log: token: Bearer tk_/),
        expect.stringMatching(/^localStorage cuota:event-log: phone: 5512345678/),
        'localStorage cuota:drafts: CLABE: 002010077777777771',
        expect.stringMatching(/^console: token: Bearer s3cr3t/),
        'console: CURP: GOMA850101HDFRRN09',
      ]),
    );
    // The drafts may hold the borrower's CURP: it is what the step is for.
    expect(leaks.join('\n')).not.toContain('cuota:drafts: CURP');
  });

  test('leaves alone what the spec shares with the native app, masked values, fingerprints and the lender’s CLABE', () => {
    expect(
      findLeaks({
        storage: {
          token: JSON.stringify({ Authorization: 'Bearer tk_abcdefabcdefabcdefabcdefabcdefab' }),
          userInfo: JSON.stringify({ userId: 'u1', mobile: '5512345678' }),
          'cuota:event-log': JSON.stringify({
            events: [
              { type: 'session/loggedIn', mobile: '55******78', token: 'fp:1a2b3c' },
              {
                type: 'repayment/confirmed',
                instructions: { clabe: '646180157000000004', payUrl: null, expiresAt: 1 },
              },
            ],
          }),
        },
        console: [
          '[mock] SMS to 5512345678: 123456',
          "[cuota] stored value 'drafts' is malformed; reset to its default",
        ],
      }),
    ).toEqual([]);
  });
});

test('the spec-shared keys are the stored values under the spec’s names, the app’s own drafts aside', async () => {
  const { SPEC_SHARED_KEYS } = await import('./leak-scan');
  expect([...SPEC_SHARED_KEYS].sort()).toEqual(
    [
      '8in1ExpiredTime',
      'adTimes',
      'afid',
      'appName',
      'appendReqHeaders',
      'deviceMsg',
      'featureMode',
      'language',
      'lastRefreshTime',
      'packageName',
      'popEvaluateTime',
      'token',
      'userInfo',
    ].sort(),
  );
});
