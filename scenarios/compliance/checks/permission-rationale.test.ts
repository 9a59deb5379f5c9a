import { checkInputOf } from '../review';
import { LOW_FEE_PRODUCT, borrowJourney, permissionCall, recorder } from '../review-fixtures';
import { permissionRationale } from './permission-rationale';

const run = (file: Parameters<typeof checkInputOf>[0]) => permissionRationale.run(checkInputOf(file));

describe('check 5: a rationale before each permission request; the permissions of abusive apps flagged', () => {
  it('is item 5', () => {
    expect(permissionRationale.id).toBe(5);
    expect(permissionRationale.title).toMatch(/^Each permission request is preceded by a rationale/);
  });

  it('raises a contacts request as a critical finding and fails', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) => {
        r.record('bridge-call', permissionCall('w9', 'contacts', true));
        r.record('bridge-reply', {
          id: 'w9',
          method: 'checkPermission',
          ok: true,
          result: { permission: 'contacts', state: 'granted' },
        });
      },
    });
    const outcome = run(file);
    expect(outcome.status).toBe('fail');
    expect(outcome.seq).toBe(7);
    expect(outcome.findings).toEqual([
      expect.objectContaining({ severity: 'critical', seq: 7, title: 'Requested the contacts permission' }),
    ]);
  });

  it('passes a camera request after a check that was not granted (the app shows its rationale)', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) => {
        r.record('bridge-call', permissionCall('w1', 'camera', false));
        r.record('bridge-call', permissionCall('w2', 'camera', true));
      },
    });
    const outcome = run(file);
    expect(outcome.status).toBe('pass');
    expect(outcome.explanation).toContain('texts registry');
    expect(outcome.findings).toEqual([]);
  });

  it('fails a request with no rationale first, and is not reached without permission calls', () => {
    const r = recorder();
    r.record('bridge-call', permissionCall('w1', 'camera', true));
    expect(run(r.toFile())).toMatchObject({
      status: 'fail',
      explanation: 'no rationale before: camera at step 1.',
    });
    expect(run(recorder().toFile()).status).toBe('notReached');
  });
});
