import { expect, test, vi } from 'vitest';
import { checkAll, createIncrementalChecker, type FieldRules } from './field-checks';

type Values = { name: string; phone: string };

function countedRules() {
  const rules: FieldRules<Values, number> = {
    name: { deps: [], check: (v) => (v.name ? { value: v.name.trim() } : { value: '', error: 'required' }) },
    phone: {
      deps: [],
      check: (v, max) => (v.phone.length <= max ? { value: v.phone } : { value: '', error: 'long' }),
    },
  };
  return { rules, name: vi.spyOn(rules.name, 'check'), phone: vi.spyOn(rules.phone, 'check') };
}

test('the request built from the values the form has checked reuses its checks: no rule runs again', () => {
  const { rules, name, phone } = countedRules();
  const values = { name: ' Ana ', phone: '5512345678' };
  const shown = createIncrementalChecker(rules, 10)(values);
  expect(checkAll(rules, values, 10)).toBe(shown);
  expect([name.mock.calls.length, phone.mock.calls.length]).toEqual([1, 1]);
});

test('other values, or the same values under another context, are checked afresh', () => {
  const { rules, name, phone } = countedRules();
  const values = { name: 'Ana', phone: '5512345678' };
  createIncrementalChecker(rules, 10)(values);
  expect(checkAll(rules, { ...values, name: '' }, 10).name.error).toBe('required');
  expect(checkAll(rules, values, 5).phone.error).toBe('long');
  expect([name.mock.calls.length, phone.mock.calls.length]).toEqual([3, 3]);
});
