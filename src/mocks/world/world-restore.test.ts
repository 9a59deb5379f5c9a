import { REGISTERED_MOBILE } from '../presets/registered-borrower';
import { buildWorld } from '../runtime';
import { createLoanOrder, findOrder, orderStatus, submitLoanOrder } from './loan-lifecycle';
import { restoreWorld } from './world';

/**
 * A reload of the web view restores the world from its snapshot (src/mocks/browser.ts). The restored world
 * must go on drawing new values: restarting the seeded faker from the seed drew the ids already given, and a
 * loan drafted after a reload took the id of an older order ("Este pedido ha expirado", "already submitted";
 * found by the autopilot, decision 0016, ninth round).
 */
describe('a world restored from its snapshot', () => {
  const request = (world: ReturnType<typeof buildWorld>) => {
    const product = world.config.loans.products[0]!;
    return { productId: product.productId, amount: product.minAmount, days: product.terms[0]! };
  };

  it('drafts a new order after each reload, with an id of its own that it can submit', () => {
    // Two reloads, the same requests after each: the second draft must not take the first one's id.
    const reloaded = restoreWorld(buildWorld({ preset: 'quota-granted' }).snapshot());
    const before = createLoanOrder(reloaded, reloaded.findUser(REGISTERED_MOBILE)!, request(reloaded));
    reloaded.clock.advance({ days: 2 });
    expect(orderStatus(before, reloaded.now())).toBe('cancel');

    const again = restoreWorld(reloaded.snapshot());
    const user = again.findUser(REGISTERED_MOBILE)!;
    const after = createLoanOrder(again, user, request(again));
    expect(after.orderId).not.toBe(before.orderId);
    expect(findOrder(user, after.orderId)).toBe(after);
    expect(orderStatus(submitLoanOrder(again, user, after.orderId), again.now())).toBe('assessing');
  });

  it('draws the same values for the same snapshot (a reload replays the same way)', () => {
    const snapshot = buildWorld({ preset: 'quota-granted' }).snapshot();
    const draw = () => restoreWorld(snapshot).faker.string.numeric(12);
    expect(draw()).toBe(draw());
    // A second reload goes on from the first: not the first reload's values again.
    const once = restoreWorld(snapshot);
    const first = once.faker.string.numeric(12);
    expect(restoreWorld(once.snapshot()).faker.string.numeric(12)).not.toBe(first);
  });
});
