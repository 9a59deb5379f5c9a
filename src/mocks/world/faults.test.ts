import { createFaults, fault } from './faults';

describe('fault rules', () => {
  it('hits only the targeted endpoint, by path or by name', () => {
    const faults = createFaults();
    faults.add('/security/login', fault.networkError());
    faults.add('getUserInfo', fault.http500());
    expect(faults.take('/security/login', 'login').fault).toEqual({ kind: 'networkError' });
    expect(faults.take('/security/getUserInfo', 'getUserInfo').fault).toEqual({
      kind: 'http',
      status: 500,
      body: 'Internal Server Error',
    });
    expect(faults.take('/security/existsByMobile', 'existsByMobile')).toEqual({ delayMs: 0 });
  });

  it('uses up a one-shot fault and keeps a persistent one', () => {
    const faults = createFaults();
    faults.once('*', fault.error(500123, 'boom'));
    faults.add('/x', fault.timeout());
    expect(faults.take('/x').fault?.kind).toBe('error');
    expect(faults.take('/x').fault?.kind).toBe('timeout');
    expect(faults.take('/x').fault?.kind).toBe('timeout');
    expect(faults.list()).toHaveLength(1);
    expect(faults.list()[0]?.hits).toBe(2);
  });

  it('adds delays up and lets the first other fault decide the answer', () => {
    const faults = createFaults();
    faults.add('*', fault.delay(100));
    faults.add('/x', fault.delay(50));
    faults.add('/x', fault.notJson());
    faults.add('/x', fault.wrongShape());
    expect(faults.take('/x')).toEqual({ delayMs: 150, fault: { kind: 'malformed', body: 'notJson' } });
  });

  it('clears every rule and releases held requests', () => {
    const faults = createFaults();
    const release = vi.fn();
    faults.add('*', fault.timeout());
    faults.hold(release);
    expect(faults.heldCount()).toBe(1);
    faults.clear();
    expect(release).toHaveBeenCalledOnce();
    expect(faults.heldCount()).toBe(0);
    expect(faults.list()).toEqual([]);
  });

  it('tells subscribers when rules change', () => {
    const faults = createFaults();
    const seen = vi.fn();
    faults.subscribe(seen);
    const id = faults.once('/x', fault.networkError());
    faults.take('/x');
    faults.add('/y', fault.delay(1));
    faults.remove(id);
    expect(seen).toHaveBeenCalledTimes(4);
  });
});
