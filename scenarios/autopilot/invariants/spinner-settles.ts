import type { Invariant } from './observation';

/** Once no request is in flight, the loading spinner is gone. */
export const spinnerSettles: Invariant = {
  name: 'spinner-settles',
  description: 'the spinner is not visible once the network is idle',
  check(o) {
    if (!o.settled || o.inFlight > 0 || !o.spinnerVisible) return null;
    return { invariant: this.name, message: `spinner still visible on ${o.route} with no request in flight` };
  },
};
