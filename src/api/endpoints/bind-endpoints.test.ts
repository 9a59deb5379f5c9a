import { expect, test } from 'vitest';
import { APP_ENDPOINTS } from '../contracts/app.ts';
import { AUTH_ENDPOINTS } from '../contracts/auth.ts';
import { FEEDBACK_ENDPOINTS } from '../contracts/feedback.ts';
import { REPAYMENT_ENDPOINTS } from '../contracts/repayment.ts';
import { STORE_ENDPOINTS } from '../contracts/store.ts';
import { USER_ENDPOINTS } from '../contracts/user.ts';
import * as app from './app.ts';
import * as auth from './auth.ts';
import { bindEndpoints } from './bind-endpoints.ts';
import * as feedback from './feedback.ts';
import * as repayment from './repayment.ts';
import * as store from './store.ts';
import * as user from './user.ts';

test('every contract of a table is a typed call of the same name, and every call has its contract', () => {
  const areas = [
    [APP_ENDPOINTS, app],
    [AUTH_ENDPOINTS, auth],
    [FEEDBACK_ENDPOINTS, feedback],
    [REPAYMENT_ENDPOINTS, repayment],
    [STORE_ENDPOINTS, store],
    [USER_ENDPOINTS, user],
  ] as const;
  for (const [contracts, calls] of areas) {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(contracts).sort());
    for (const call of Object.values(calls)) expect(typeof call).toBe('function');
  }
  expect(Object.keys(bindEndpoints(AUTH_ENDPOINTS))).toEqual(Object.keys(AUTH_ENDPOINTS));
});
