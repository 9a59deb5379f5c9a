import { DEFAULT_CLOCK_START, createClock, stepToMs } from './clock';

describe('virtual clock', () => {
  it('starts at the given instant and stays frozen until advanced', () => {
    const clock = createClock({ start: 1_000 });
    expect(clock.now()).toBe(1_000);
    expect(clock.now()).toBe(1_000);
    expect(createClock().now()).toBe(DEFAULT_CLOCK_START);
  });

  it('advances by minutes and days and tells subscribers', () => {
    const clock = createClock({ start: 0 });
    const seen: number[] = [];
    const stop = clock.subscribe((now) => seen.push(now));
    clock.advance({ minutes: 5 });
    clock.advance({ days: 1 });
    stop();
    clock.advance({ seconds: 1 });
    expect(seen).toEqual([300_000, 300_000 + 86_400_000]);
    expect(clock.now()).toBe(300_000 + 86_400_000 + 1_000);
  });

  it('refuses to move backwards with advance, but set can jump anywhere', () => {
    const clock = createClock({ start: 10_000 });
    expect(() => clock.advance({ ms: -1 })).toThrow(RangeError);
    expect(clock.set(5_000)).toBe(5_000);
    expect(clock.now()).toBe(5_000);
  });

  it('follows real time when running, on top of manual steps', () => {
    let real = 100;
    const clock = createClock({ start: 0, running: true, realNow: () => real });
    real = 1_100;
    expect(clock.now()).toBe(1_000);
    clock.advance({ hours: 1 });
    expect(clock.now()).toBe(1_000 + 3_600_000);
  });

  it('adds up the parts of a step', () => {
    expect(stepToMs({ days: 1, hours: 1, minutes: 1, seconds: 1, ms: 1 })).toBe(
      86_400_000 + 3_600_000 + 60_000 + 1_000 + 1,
    );
  });
});
