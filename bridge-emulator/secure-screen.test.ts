import { createBridgeEmulator, type BridgeActivity, type BridgeEmulatorOptions } from './emulator';

/** The emulator with replies collected; its timers run when a call is made. */
function emulated(options: BridgeEmulatorOptions = {}) {
  const timers: (() => void)[] = [];
  const emulator = createBridgeEmulator({
    log: () => {},
    setTimeout: (run) => timers.push(run),
    clearTimeout: () => {},
    ...options,
  });
  const replies: unknown[] = [];
  emulator.onSend((json) => replies.push(JSON.parse(json)));
  const activity: BridgeActivity[] = [];
  emulator.control.subscribe((a) => activity.push(a));
  let seq = 0;
  const call = (params: unknown) => {
    seq += 1;
    emulator.receive(JSON.stringify({ v: 1, id: `w${seq}`, method: 'setSecureScreen', params }));
    while (timers.length > 0) timers.shift()!();
    return replies.at(-1);
  };
  return { emulator, call, activity };
}

describe('setSecureScreen on the emulated phone (FLAG_SECURE)', () => {
  test('keeps the flag the app asks for, in its state, and answers ok', () => {
    const { emulator, call, activity } = emulated();
    expect(emulator.control.snapshot().secureScreen).toBe(false);
    const states: boolean[] = [];
    emulator.control.onStateChange((state) => states.push(state.secureScreen));

    expect(call({ secure: true })).toEqual({ v: 1, id: 'w1', ok: true, result: null });
    expect(emulator.control.snapshot().secureScreen).toBe(true);
    expect(call({ secure: true })).toMatchObject({ ok: true });
    expect(call({ secure: false })).toMatchObject({ ok: true });
    expect(emulator.control.snapshot().secureScreen).toBe(false);

    // The simulator's panel hears of each change (a state notification and a line of the bridge log).
    expect(states).toEqual([true, true, false]);
    expect(
      activity.filter((a) => a.kind === 'native').map((a) => (a.kind === 'native' ? a.action : '')),
    ).toEqual(['screen secured (screenshots blocked)', 'screen no longer secured']);
  });

  test('refuses params outside the contract', () => {
    const { emulator, call } = emulated();
    expect(call({ secure: 'yes' })).toMatchObject({ ok: false, error: { code: 'BAD_PARAMS' } });
    expect(emulator.control.snapshot().secureScreen).toBe(false);
  });

  test('the flag outlives a reload of the web view, as the window flag does', () => {
    const { emulator, call } = emulated();
    call({ secure: true });
    const restored = createBridgeEmulator({ log: () => {}, restore: emulator.persisted() });
    expect(restored.control.snapshot().secureScreen).toBe(true);
    // A state saved by an older emulator (no flag) starts with the screen not secured.
    const { secureScreen: _flag, ...older } = emulator.persisted();
    const fromOlder = createBridgeEmulator({
      log: () => {},
      restore: older as ReturnType<typeof emulator.persisted>,
    });
    expect(fromOlder.control.snapshot().secureScreen).toBe(false);
  });
});
