import { installMockServer } from '../server';
import { wireCall } from '../wire-client';
import { createFaults, fault, NETWORK_PROFILES } from './faults';

// Network profiles of the emulated phone: unit rules, then through the msw/node backend.

describe('network profiles (rules)', () => {
  it('starts online and adds nothing to a request', () => {
    const faults = createFaults();
    expect(faults.profile().name).toBe('online');
    expect(faults.take('/x')).toEqual({ delayMs: 0 });
  });

  it('offline fails every request as a network error without using up one-shot rules', () => {
    const faults = createFaults();
    faults.once('/x', fault.http500());
    faults.setProfile('offline');
    expect(faults.take('/x')).toEqual({ delayMs: 0, fault: { kind: 'networkError' } });
    expect(faults.take('/y', 'y').fault).toEqual({ kind: 'networkError' });
    faults.setProfile('online');
    expect(faults.take('/x').fault).toMatchObject({ kind: 'http', status: 500 });
  });

  it('slow delays every request by 2 to 3 s, with jitter that one seed repeats', () => {
    const a = createFaults();
    const b = createFaults();
    a.setProfile('slow', { seed: 7 });
    b.setProfile('slow', { seed: 7 });
    const delaysA = Array.from({ length: 20 }, () => a.take('/x').delayMs);
    const delaysB = Array.from({ length: 20 }, () => b.take('/x').delayMs);
    expect(delaysA).toEqual(delaysB);
    for (const ms of delaysA) {
      expect(ms).toBeGreaterThanOrEqual(2000);
      expect(ms).toBeLessThanOrEqual(3000);
    }
    expect(new Set(delaysA).size).toBeGreaterThan(5);
    const other = createFaults();
    other.setProfile('slow', { seed: 8 });
    expect(Array.from({ length: 20 }, () => other.take('/x').delayMs)).not.toEqual(delaysA);
  });

  it('slow adds its delay to delay rules and keeps the rules deciding the answer', () => {
    const faults = createFaults();
    faults.setProfile('slow');
    faults.add('/x', fault.delay(500));
    faults.add('/x', fault.notJson());
    const plan = faults.take('/x');
    expect(plan.delayMs).toBeGreaterThanOrEqual(2500);
    expect(plan.fault).toEqual({ kind: 'malformed', body: 'notJson' });
  });

  it('survives clear(), tells listeners, and refuses an unknown profile', () => {
    const faults = createFaults();
    const seen: string[] = [];
    faults.onProfile((p) => seen.push(p.name));
    faults.setProfile('offline');
    faults.clear();
    expect(faults.profile()).toBe(NETWORK_PROFILES.offline);
    faults.setProfile('online');
    expect(seen).toEqual(['offline', 'online']);
    expect(() => faults.setProfile('flaky' as never)).toThrow('unknown network profile "flaky"');
  });
});

describe('network profiles through the mock server', () => {
  const mock = installMockServer();
  const CONFIG = '/app/package-config';
  afterEach(() => mock.faults.setProfile('online'));

  it('offline rejects every call as a network error; online answers again', async () => {
    mock.faults.setProfile('offline');
    await expect(wireCall(CONFIG)).rejects.toThrow(TypeError);
    await expect(wireCall('/store/package-config')).rejects.toThrow(TypeError);
    mock.faults.setProfile('online');
    expect((await wireCall(CONFIG)).body).toMatchObject({ code: 0 });
  });

  it('offline calls show in the traffic feed as network errors', async () => {
    const seen: unknown[] = [];
    const stop = mock.onTraffic((t) => seen.push({ path: t.path, status: t.status, fault: t.fault }));
    mock.faults.setProfile('offline');
    await wireCall(CONFIG).catch(() => undefined);
    stop();
    expect(seen).toEqual([{ path: CONFIG, status: 0, fault: 'networkError' }]);
  });

  it('slow holds every answer for its drawn delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      mock.faults.setProfile('slow', { seed: 3 });
      const expected = createFaults();
      expected.setProfile('slow', { seed: 3 });
      const delay = expected.take(CONFIG).delayMs;
      let settled = false;
      const pending = wireCall(CONFIG).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(delay - 50);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(50);
      expect((await pending).body).toMatchObject({ code: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
