import { checkInputOf } from '../review';
import { recorder } from '../review-fixtures';
import { sessionEnds } from './session-ends';

const run = (r: ReturnType<typeof recorder>) => sessionEnds.run(checkInputOf(r.toFile()));

describe('check 7: logout and deletion clear local data; session codes end the session', () => {
  it('is item 7', () => {
    expect(sessionEnds.id).toBe(7);
    expect(sessionEnds.title).toMatch(/^Logout and account deletion clear local data/);
  });

  it('passes a session-expiry code the app ended the session on, fails one it ignored', () => {
    const ended = recorder();
    ended.record('request', { method: 'GET', path: '/store/order/last' });
    ended.record('response', { path: '/store/order/last', code: 10010303, data: null });
    ended.record('event', { type: 'session/expired', code: 10010303, message: 'x', clearAll: false, at: 1 });
    expect(run(ended).status).toBe('pass');

    const ignored = recorder();
    ignored.record('request', { method: 'GET', path: '/store/order/last' });
    ignored.record('response', { path: '/store/order/last', code: 100103, data: null });
    expect(run(ignored)).toMatchObject({ status: 'fail', seq: 2 });
    expect(run(recorder()).status).toBe('notReached');
  });

  it('folds the events to each logout: a session that ends clears it; a deletion must end the session', () => {
    const loggedOut = recorder();
    loggedOut.record('event', {
      type: 'session/loggedIn',
      mobile: '5512345678',
      token: 't',
      via: 'web',
      at: 1,
    });
    loggedOut.record('event', { type: 'session/loggedOut', at: 2 });
    expect(run(loggedOut)).toMatchObject({ status: 'pass', seq: 2 });

    const deleted = recorder();
    deleted.record('event', { type: 'account/deleted', at: 1 });
    expect(run(deleted).explanation).toContain('account deleted at step 1 without ending the session');
  });
});
