import {
  createLoanOrder,
  openStoreOrder,
  ordersNewestFirst,
  productsFor,
  submitLoanOrder,
} from '../world/loan-lifecycle';
import { LoanRefusal } from '../world/loan-refusal';
import { loanProfileOf, orderOf, timeDataStatusOf } from '../world/loan-responses';
import { defineHandler, type HandlerContext, type MockRoute } from './define-handler';

/**
 * Mock loan orders (`/store/*`): products, the store order, creating and submitting a loan order (terms
 * accepted), its profile, the last order and the order list. The lifecycle lives in world/loan-lifecycle.ts and is
 * read lazily against the world clock.
 */

/** Runs a lifecycle step and answers its refusal as the catalogued error, in the request's language. */
export function refusing<T>(ctx: HandlerContext<unknown>, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof LoanRefusal) ctx.error(error.key, error.vars);
    throw error;
  }
}

const DEFAULT_PAGE_SIZE = 20;

/** The routes of the loan orders. */
export const orderHandlers: MockRoute[] = [
  defineHandler('getProductList', (ctx) => ({
    products: productsFor(ctx.world, ctx.requireUser(), ctx.payload?.amount),
  })),

  defineHandler('createStoreOrder', (ctx) => {
    const user = ctx.requireUser();
    return refusing(ctx, () => openStoreOrder(ctx.world, user));
  }),

  defineHandler('createLoanOrder', (ctx) => {
    const user = ctx.requireUser();
    const order = refusing(ctx, () => createLoanOrder(ctx.world, user, ctx.payload));
    return { order: orderOf(order, ctx.world.now()) };
  }),

  defineHandler('createSingleLoanOrder', (ctx) => {
    const user = ctx.requireUser();
    const order = refusing(ctx, () => createLoanOrder(ctx.world, user, ctx.payload));
    return { loanOrderId: order.orderId };
  }),

  defineHandler(
    'submitSingleLoanOrder',
    (ctx) => {
      const user = ctx.requireUser();
      const order = refusing(ctx, () => submitLoanOrder(ctx.world, user, ctx.payload.loanOrderId));
      return { order: orderOf(order, ctx.world.now()) };
    },
    {
      invalidRequest: (paths) =>
        paths.some((p) => p[0] === 'agreeTerms') ? 'TERMS_NOT_ACCEPTED' : 'ORDER_NOT_FOUND',
    },
  ),

  defineHandler(
    'getSingleLoanOrderTimeDataStatus',
    (ctx) => {
      const user = ctx.requireUser();
      return refusing(ctx, () => timeDataStatusOf(ctx.world, user, ctx.payload.loanOrderId));
    },
    { invalidRequest: 'ORDER_NOT_FOUND' },
  ),

  defineHandler(
    'getLoanOrderProfile',
    (ctx) => {
      const user = ctx.requireUser();
      return refusing(ctx, () => loanProfileOf(ctx.world, user, ctx.payload.loanOrderId));
    },
    { invalidRequest: 'ORDER_NOT_FOUND' },
  ),

  defineHandler('getLastOrder', (ctx) => {
    const latest = ordersNewestFirst(ctx.requireUser())[0];
    return { order: latest ? orderOf(latest, ctx.world.now()) : null };
  }),

  defineHandler('getOrderList', (ctx) => {
    const orders = ordersNewestFirst(ctx.requireUser());
    const page = ctx.payload?.page ?? 1;
    const pageSize = ctx.payload?.pageSize ?? DEFAULT_PAGE_SIZE;
    const now = ctx.world.now();
    return {
      orders: orders.slice((page - 1) * pageSize, page * pageSize).map((order) => orderOf(order, now)),
      total: orders.length,
    };
  }),
];
