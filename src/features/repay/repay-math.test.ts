import type { RepaymentDetailData } from '../../domain/events';
import { checkRepaymentFigures } from './repay-math';

const consistent: RepaymentDetailData = {
  orderId: 'o1',
  status: 'overdue',
  totalAmount: 3000,
  principal: 3000,
  interest: 273,
  serviceFee: 158.34,
  penaltyInterest: 300,
  penaltyDeduction: 50,
  totalRepayment: 3523,
  repaidAmount: 1000.5,
  unrepayAmount: 2522.5,
  dueDate: '2026-01-10',
  duration: 91,
  overdueDays: 5,
  minRepayAmount: 100,
  extension: null,
  channels: [],
};

test('figures that agree with loan-math pass', () => {
  expect(checkRepaymentFigures(consistent)).toEqual([]);
});

test('a penalty that is not 2% of the principal per overdue day is flagged', () => {
  expect(checkRepaymentFigures({ ...consistent, overdueDays: 6 })).toEqual([
    { field: 'penaltyInterest', backend: 300, math: 360 },
  ]);
});

test('a total or an unpaid amount off by one centavo is flagged', () => {
  const fields = checkRepaymentFigures({
    ...consistent,
    totalRepayment: 3523.01,
    unrepayAmount: 2522.49,
  }).map((m) => m.field);
  expect(fields).toEqual(['totalRepayment', 'unrepayAmount']);
});

test('a contract amount other than the principal is flagged', () => {
  expect(checkRepaymentFigures({ ...consistent, totalAmount: 3273 })).toEqual([
    { field: 'totalAmount', backend: 3273, math: 3000 },
  ]);
});
