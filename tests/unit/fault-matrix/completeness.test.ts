import { ENDPOINT_LIST } from '../../../src/api/contracts/endpoints';
import { FAULT_COLUMNS, MALFORMED } from './harness';
import { ACCOUNT_TRIGGERS } from './triggers-account';
import { APPLICATION_TRIGGERS } from './triggers-application';
import { FEEDBACK_TRIGGERS } from './triggers-feedback';
import { LOAN_TRIGGERS } from './triggers-loan';

// The matrix is generated from the endpoint list: an endpoint added to the contracts without a trigger
// fails here, so it cannot be left out of the fault matrix.
const GROUPS = {
  account: ACCOUNT_TRIGGERS,
  application: APPLICATION_TRIGGERS,
  loan: LOAN_TRIGGERS,
  feedback: FEEDBACK_TRIGGERS,
};
const ALL = Object.values(GROUPS).flat();

test('every endpoint of the list (spec section 7) has exactly one trigger', () => {
  const names = ALL.map((trigger) => trigger.endpoint);
  expect(new Set(names).size).toBe(names.length);
  expect([...names].sort()).toEqual(ENDPOINT_LIST.map((endpoint) => endpoint.name).sort());
});

test('the columns: network, time-out, HTTP 500, malformed (three bodies in turn), unknown code, four session codes', () => {
  expect(FAULT_COLUMNS.map((column) => column.id)).toEqual([
    'network error',
    'time-out 60 s',
    'HTTP 500',
    'malformed body',
    'unknown code 99999',
    'session 10010301',
    'session 100103',
    'session 10010303',
    'session 10010304',
  ]);
  // Each malformed body is used by at least one endpoint.
  const used = new Set(ENDPOINT_LIST.map((_e, index) => MALFORMED[index % MALFORMED.length]!.name));
  expect(used.size).toBe(MALFORMED.length);
  expect(ENDPOINT_LIST.length * FAULT_COLUMNS.length).toBe(ALL.length * FAULT_COLUMNS.length);
});

test('silent and event-only triggers say why the borrower is not interrupted', () => {
  for (const trigger of ALL) {
    if (typeof trigger.message === 'object') {
      const why = 'why' in trigger.message ? trigger.message.why : trigger.message.silent;
      expect(why.length, trigger.endpoint).toBeGreaterThan(10);
    }
  }
});
