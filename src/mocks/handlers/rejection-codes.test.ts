import { BANK_CHECK_REJECTIONS, REJECTION_CODES, rejectionOf } from '../../api/contracts/rejections';
import { REPAYMENT_ERROR_CODES } from '../../api/contracts/repayment';
import { MOCK_ERRORS, type MockErrorKey } from './mock-errors';

// The mock world answers the rejections the screens handle with the app's own codes (one table).
const MOCK_KEY_OF: Record<keyof typeof REJECTION_CODES, MockErrorKey> = {
  codeWrong: 'CODE_WRONG',
  codeExpired: 'CODE_EXPIRED',
  codeNotRequested: 'CODE_NOT_REQUESTED',
  invalidCurp: 'INVALID_CURP',
  curpMismatch: 'CURP_MISMATCH',
  bankMismatch: 'BANK_ACCOUNT_MISMATCH',
  invalidNumber: 'INVALID_CARD_NUMBER',
  holderMismatch: 'CARD_HOLDER_MISMATCH',
  orderIdEmpty: 'ORDER_NUMBER_EMPTY',
  paymentOrderIdEmpty: 'PAYMENT_ORDER_ID_EMPTY',
  orderExpired: 'ORDER_EXPIRED',
  channelUnavailable: 'CHANNEL_UNAVAILABLE',
  adRefreshLimitReached: 'AD_REFRESH_LIMIT_REACHED',
};

test.each(Object.entries(MOCK_KEY_OF))('%s is the mock world code of %s', (kind, key) => {
  expect(MOCK_ERRORS[key].code).toBe(REJECTION_CODES[kind as keyof typeof REJECTION_CODES]);
  expect(rejectionOf(String(MOCK_ERRORS[key].code))).toBe(kind);
});

test('every handled code is unique and no other catalogued code is taken for one', () => {
  const codes = Object.values(REJECTION_CODES);
  expect(new Set(codes).size).toBe(codes.length);
  const handled = Object.values(MOCK_ERRORS).filter((e) => rejectionOf(e.code) !== null);
  expect(handled).toHaveLength(codes.length);
});

test('the bank check reasons and the repayment codes are rows of the table', () => {
  for (const reason of BANK_CHECK_REJECTIONS) expect(REJECTION_CODES[reason]).toBeGreaterThan(0);
  for (const [kind, code] of Object.entries(REPAYMENT_ERROR_CODES)) expect(rejectionOf(code)).toBe(kind);
  expect(rejectionOf('99999')).toBeNull();
  expect(rejectionOf('NETWORK_ERROR')).toBeNull();
});
