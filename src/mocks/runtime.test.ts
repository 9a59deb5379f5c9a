import { REGISTERED_MOBILE } from './presets/registered-borrower';
import { buildWorld, createMockRuntime } from './runtime';
import { fault } from './world/faults';

describe('mock runtime and presets', () => {
  it('starts new-borrower empty', () => {
    expect(buildWorld({ preset: 'new-borrower' }).users.size).toBe(0);
  });

  it('starts registered-borrower with one user at the asked progress', () => {
    const world = buildWorld({ preset: 'registered-borrower', presetOptions: { progress: 35 } });
    expect([...world.users.values()]).toEqual([
      expect.objectContaining({ mobile: REGISTERED_MOBILE, progress: 35, name: expect.any(String) }),
    ]);
  });

  it('builds the same preset world for the same seed, another for another seed', () => {
    const a = buildWorld({ preset: 'registered-borrower', seed: 3 }).snapshot();
    const b = buildWorld({ preset: 'registered-borrower', seed: 3 }).snapshot();
    const c = buildWorld({ preset: 'registered-borrower', seed: 4 }).snapshot();
    expect(b).toEqual(a);
    expect(c.users[0]?.profile).not.toEqual(a.users[0]?.profile);
  });

  it('refuses an unknown preset by name', () => {
    expect(() => buildWorld({ preset: 'nobody-home' })).toThrow(/unknown mock preset "nobody-home"/);
  });

  it('replaces the world and clears faults on reset, keeping its defaults', () => {
    const runtime = createMockRuntime({ preset: 'registered-borrower' });
    const first = runtime.world;
    const onReset = vi.fn();
    runtime.onReset(onReset);
    runtime.faults.add('*', fault.networkError());
    const second = runtime.reset({ seed: 2 });
    expect(second).not.toBe(first);
    expect(runtime.world).toBe(second);
    expect(second.users.size).toBe(1);
    expect(runtime.faults.list()).toEqual([]);
    expect(onReset).toHaveBeenCalledWith(second);
  });
});
