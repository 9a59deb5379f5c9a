import type { Order } from '../../api/contracts/common';
import type { RepaymentDetail } from '../../api/contracts/repayment';
import type { Product } from '../../api/contracts/store';
import type { OrderStatus } from '../../domain/events';
import type { VirtualClock } from '../world/clock';
import type { MockWorld } from '../world/world';
import { call, type Body } from './application-test-kit';
import type { WireCallOptions } from '../wire-client';

/** Shared helpers of the loan lifecycle's handler tests. */

/** The `data` of a successful call; fails the test with the answer's message otherwise. */
export async function ok<T>(path: string, payload?: unknown, options?: WireCallOptions): Promise<T> {
  const body: Body<T> = await call<T>(path, payload, options);
  if (body.code !== 0) throw new Error(`${path} answered ${body.code}: ${body.msg}`);
  return body.data;
}

/** The answer of a call that must fail: its code and message. */
export async function refused(path: string, payload?: unknown, options?: WireCallOptions) {
  const body = await call(path, payload, options);
  return { code: body.code, msg: body.msg };
}

/** The borrower's latest order (the test fails when there is none). */
export async function lastOrder(): Promise<Order> {
  const { order } = await ok<{ order: Order | null }>('/store/order/last');
  if (!order) throw new Error('no order');
  return order;
}

/** The progress code getUserInfo reports. */
export async function progress(): Promise<number> {
  return (await ok<{ progress: number }>('/security/getUserInfo')).progress;
}

/** The repayment detail of an order. */
export function repaymentDetail(orderId: string): Promise<RepaymentDetail> {
  return ok<RepaymentDetail>('/store/repayment/detail', { orderId });
}

/** The products on offer. */
export async function products(): Promise<Product[]> {
  return (await ok<{ products: Product[] }>('/store/product-list', {})).products;
}

/**
 * Moves the clock a minute at a time until the latest order leaves `status` (at most `maxMinutes`);
 * returns the minutes it took and the new status.
 */
export async function advanceWhile(
  clock: VirtualClock,
  status: OrderStatus,
  maxMinutes: number,
): Promise<{ minutes: number; status: OrderStatus }> {
  for (let minutes = 1; minutes <= maxMinutes; minutes += 1) {
    clock.advance({ minutes: 1 });
    const now = (await lastOrder()).status;
    if (now !== status) return { minutes, status: now };
  }
  throw new Error(`order still ${status} after ${maxMinutes} minutes`);
}

/** Creates and submits a loan through the single-order calls; returns the order id. */
export async function borrow(productId: string, amount: number, days: number): Promise<string> {
  const { loanOrderId } = await ok<{ loanOrderId: string }>('/store/single/loan-order/create', {
    productId,
    amount,
    days,
  });
  await ok('/store/single/loan-order/submit', { loanOrderId, agreeTerms: true });
  return loanOrderId;
}

/** Sets a payment channel's status in the world. */
export function setChannel(
  world: MockWorld,
  channelId: string,
  status: 'available' | 'unavailable' | 'flaky',
): void {
  const loans = world.config.loans;
  world.setConfig({
    loans: {
      ...loans,
      channels: loans.channels.map((c) => (c.channelId === channelId ? { ...c, status } : c)),
    },
  });
}
