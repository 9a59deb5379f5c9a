import { describe, expect, test } from 'vitest';
import { goodObservation } from './observation';
import { requestsFollowContract } from './requests-follow-contract';

describe('requests-follow-contract', () => {
  test('passes requests the client accepted', () => {
    expect(
      requestsFollowContract.check(
        goodObservation({ requests: [{ endpoint: 'login', method: 'POST', settled: true }] }),
      ),
    ).toBeNull();
  });
  test('catches a payload the client refused', () => {
    const v = requestsFollowContract.check(
      goodObservation({
        route: '/auth/personal_infomation',
        rejectedRequests: [{ endpoint: 'saveBasicInfo', issues: 'email: Invalid email' }],
      }),
    );
    expect(v?.message).toBe(
      'the app built a saveBasicInfo request that breaks its contract (email: Invalid email) on /auth/personal_infomation',
    );
  });
});
