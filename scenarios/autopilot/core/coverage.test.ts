import { describe, expect, test } from 'vitest';
import { createCoverage, formatCoverage, orderStatusesOf } from './coverage';

describe('coverage', () => {
  test('counts what was reached against what exists', () => {
    const c = createCoverage({
      routes: ['/', '/me', '/records'],
      eventTypes: ['session/loggedIn', 'quota/granted'],
      endpoints: ['login', 'getUserInfo'],
      invariants: ['no-blank-screen'],
    });
    c.screen('/');
    c.screen('/me');
    c.screen('/nowhere');
    c.action('/', 'tap', 'tap:a', true);
    c.action('/', 'tap', 'tap:a', true);
    c.action('/', 'fill', 'fill:x', true);
    c.action('/', 'tap', 'tap:gone', false);
    c.events(['session/loggedIn', 'made/up']);
    c.endpoints(['login']);
    c.fault('networkError');
    c.orderStatuses(
      orderStatusesOf({ orders: { byId: { o1: { status: 'repaying' }, o2: { status: 'finished' } } } }),
    );
    c.orderStatuses(orderStatusesOf(null));
    c.checked(['no-blank-screen']);
    c.violation(3, 'no-blank-screen', 'blank');
    c.step();
    const r = c.report();
    expect(r.screens).toEqual({ reached: ['/', '/me'], total: 3, missing: ['/records'] });
    expect(r.actionsPerScreen['/']).toEqual({ tap: 2, fill: 1 });
    expect(r.distinctActionsPerScreen['/']).toBe(2);
    expect(r.failedActions).toEqual({ tap: 1 });
    expect(r.events).toMatchObject({
      seen: ['session/loggedIn'],
      total: 2,
      missing: ['quota/granted'],
      unknown: ['made/up'],
    });
    expect(r.endpoints).toMatchObject({ called: ['login'], missing: ['getUserInfo'] });
    expect(r.faults).toEqual({ networkError: 1 });
    expect(r.orderStatuses).toEqual({
      seen: ['repaying', 'finished'],
      total: 9,
      missing: ['request', 'assessing', 'overdue', 'disbursing', 'rejected', 'failed', 'cancel'],
    });
    expect(r.invariants.checked).toEqual({ 'no-blank-screen': 1 });
    expect(r.invariants.violations).toHaveLength(1);
    const text = formatCoverage(r);
    expect(text).toContain('screens   2/3 (67%)');
    expect(text).toContain('events    1/2 (50%)');
    expect(text).toContain('step 3 no-blank-screen: blank');
  });
});
