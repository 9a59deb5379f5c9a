import { installMockServer, resetMockWorld } from '../server';
import { call } from './application-test-kit';
import { lastOrder, ok, repaymentDetail } from './loan-test-kit';

/**
 * Decision 0067: the repayment detail keeps the extension under way while its fee is paid (or still payable)
 * and not confirmed, overdue or not: the order can still be extended, by confirming it.
 */

const mock = installMockServer();
/** 3,000 x 0.05% a day x 30 days = 45.00, plus IVA 16% 7.20. */
const EXTENSION_FEE = 52.2;
const datePlus = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const payFee = (orderId: string) =>
  call('/portal/repayment/confirm', { orderId, amount: EXTENSION_FEE, channelId: 'oxxo', kind: 'extension' });

test('a paid fee awaiting confirmation keeps the extension in the detail, also once the loan is overdue', async () => {
  resetMockWorld({ preset: 'repaying' });
  const { orderId, dueDate } = await lastOrder();
  await payFee(orderId);
  const extension = { fee: EXTENSION_FEE, days: 30, newDueDate: datePlus(dueDate!, 30) };
  expect(await repaymentDetail(orderId)).toMatchObject({ status: 'repaying', extension });

  // Past the due date (paid out 10 days ago, due after 91): overdue, and still confirmable.
  mock.clock.advance({ days: 85 });
  expect(await repaymentDetail(orderId)).toMatchObject({ status: 'overdue', extension });
  expect(await ok('/repay/confirmExtensionOrder', { orderId })).toEqual({
    orderId,
    newDueDate: datePlus(dueDate!, 30),
  });
  // Confirmed: the overdue days are gone, and a second extension is on offer from the new date.
  expect(await repaymentDetail(orderId)).toMatchObject({
    status: 'repaying',
    extension: { fee: EXTENSION_FEE, days: 30, newDueDate: datePlus(dueDate!, 60) },
  });
});

test('an overdue loan with no extension under way offers none', async () => {
  resetMockWorld({ preset: 'overdue' });
  const { orderId } = await lastOrder();
  expect(await repaymentDetail(orderId)).toMatchObject({ status: 'overdue', extension: null });
});
