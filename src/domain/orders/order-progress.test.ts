import { ORDER_STATUSES } from '../events';
import { navigateByProgress } from '../progress';
import { ORDER_STATUS_PROGRESS, blocksNewLoan, orderScreenPath } from './order-progress';

test.each([
  ['assessing', '/deal/review?orderId=o1'],
  ['disbursing', '/deal/lending?orderId=o1'],
  ['repaying', '/repay/repay_detail?orderId=o1'],
  ['overdue', '/repay/repay_detail?orderId=o1'],
  ['request', '/'],
  ['finished', '/'],
  ['rejected', null],
  ['failed', null],
  ['cancel', null],
] as const)('an order %s opens %s', (status, path) => {
  expect(orderScreenPath(status, 'o1')).toBe(path);
});

test('every status has a progress code the status-to-screen helper knows', () => {
  for (const status of ORDER_STATUSES) {
    const opened = navigateByProgress(ORDER_STATUS_PROGRESS[status], {}, () => undefined);
    expect(opened, status).toBe(orderScreenPath(status, 'x') !== null);
  }
});

test.each([
  ['assessing', true],
  ['disbursing', true],
  ['repaying', true],
  ['overdue', true],
  ['request', false],
  ['finished', false],
  ['rejected', false],
  ['failed', false],
  ['cancel', false],
] as const)('an order %s blocks a new loan: %s', (status, blocks) => {
  expect(blocksNewLoan({ status })).toBe(blocks);
});
