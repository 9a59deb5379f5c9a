import type { Invariant } from './observation';

/**
 * What the app sends follows the endpoint's contract (src/api/contracts): the client checks every payload
 * before it goes out and refuses one that does not fit (a REQUEST_SHAPE failure). A refused call means a
 * screen let through what its form should have caught, and the borrower gets an error instead of a save.
 */
export const requestsFollowContract: Invariant = {
  name: 'requests-follow-contract',
  description: 'every request the app sends fits its endpoint contract',
  check(o) {
    const first = o.rejectedRequests[0];
    if (!first) return null;
    return {
      invariant: this.name,
      message: `the app built a ${first.endpoint} request that breaks its contract (${first.issues}) on ${o.route}`,
    };
  },
};
