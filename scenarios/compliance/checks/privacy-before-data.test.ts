import { PATHS } from '#contracts/paths';
import { checkInputOf } from '../review';
import { recorder } from '../review-fixtures';
import { privacyBeforeData } from './privacy-before-data';

/** A journey that sends personal data from a route, after the routes given. */
function sentFrom(route: string, path = '/store/user-basic-info/save', before: string[] = []) {
  const r = recorder();
  for (const visited of before) r.record('route', { path: visited });
  r.record('route', { path: route });
  r.record('request', { method: 'POST', path, payload: {} });
  return privacyBeforeData.run(checkInputOf(r.toFile()));
}

describe('check 6: the privacy notice reachable before personal data is sent', () => {
  it('is item 6', () => {
    expect(privacyBeforeData.id).toBe(6);
    expect(privacyBeforeData.title).toBe(
      'The privacy notice was reachable before the first personal data was sent',
    );
  });

  it('fails when personal data is sent before the notice was reachable', () => {
    expect(sentFrom(PATHS.home).status).toBe('fail');
  });

  it('passes from a screen linking the notice, or once the notice was opened', () => {
    // The application steps link the notice (their frame does), so data sent from them passes.
    expect(sentFrom(PATHS.personalInfomation).status).toBe('pass');
    expect(sentFrom(PATHS.login, '/security/login').status).toBe('pass');
    expect(sentFrom(PATHS.home, undefined, [PATHS.privacyPolicy]).explanation).toContain(
      'The privacy notice was opened at step 1',
    );
  });

  it('is not reached when no personal data was sent', () => {
    expect(privacyBeforeData.run(checkInputOf(recorder().toFile())).status).toBe('notReached');
  });
});
