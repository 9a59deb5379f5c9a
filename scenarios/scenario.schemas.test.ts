import {
  checkScenario,
  checkStep,
  defineScenario,
  describeStep,
  patternOf,
  ScenarioError,
  STEP_KINDS,
  type Scenario,
} from './scenario.schemas';

const valid = (): Scenario => ({
  id: 'sample-journey',
  title: 'A sample',
  flow: 'sample',
  preset: 'new-borrower',
  steps: [
    { tap: 'Enviar código' },
    { fill: { label: 'Número de celular', value: '5512345678' } },
    { expectRoute: '/auth/loan_question' },
  ],
});

const scenarioFiles = import.meta.glob<{ default: unknown }>('./*/*.scenario.ts', { eager: true });

describe('the scenario files in this repository', () => {
  test('there are scenarios, each valid, with a unique id and in its flow’s folder', () => {
    const entries = Object.entries(scenarioFiles);
    expect(entries.length).toBeGreaterThanOrEqual(15);
    const ids = new Set<string>();
    for (const [path, module] of entries) {
      const checked = checkScenario(module.default);
      expect(checked, path).toMatchObject({ ok: true });
      if (!checked.ok) continue;
      expect(path.split('/')[1], path).toBe(checked.scenario.flow);
      expect(ids.has(checked.scenario.id), `${path} repeats id ${checked.scenario.id}`).toBe(false);
      ids.add(checked.scenario.id);
    }
  });
});

describe('checking a scenario', () => {
  test('a well-formed scenario passes unchanged', () => {
    const checked = checkScenario(valid());
    expect(checked).toEqual({ ok: true, scenario: valid() });
  });

  test('every problem is reported with where it is, not only the first', () => {
    const input = {
      ...valid(),
      id: 'Not Kebab',
      preset: 'no-such-world',
      steps: [
        { tap: 'ok' },
        { fill: { label: 'Monto', value: 3000 } },
        { tap: 'a', note: 'b' },
        { swipe: 'left' },
      ],
    };
    const checked = checkScenario(input);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    const paths = checked.issues.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['id', 'preset', 'steps[1].fill.value', 'steps[2]', 'steps[3]']),
    );
    expect(checked.issues.find((i) => i.path === 'preset')?.message).toMatch(
      /unknown preset "no-such-world" \(known: .*overdue/,
    );
    expect(checked.issues.find((i) => i.path === 'steps[2]')?.message).toMatch(
      /exactly one key, this one has 2 \(tap, note\)/,
    );
    expect(checked.issues.find((i) => i.path === 'steps[3]')?.message).toMatch(/unknown step "swipe"/);
  });

  test('a scenario needs at least one step and its required fields', () => {
    const checked = checkScenario({ id: 'x', flow: 'f', preset: 'new-borrower', steps: [] });
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checked.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['title', 'steps']));
  });

  test('faults carry what their kind needs', () => {
    expect(checkStep({ fault: { endpoint: '*', kind: 'error' } })).toMatchObject({
      ok: false,
      issues: [{ message: 'an error fault needs a code' }],
    });
    expect(checkStep({ fault: { endpoint: '*', kind: 'http' } })).toMatchObject({ ok: false });
    expect(
      checkStep({ fault: { endpoint: '/store/order/last', kind: 'error', code: 10010303 } }),
    ).toMatchObject({ ok: true });
    expect(checkStep({ fault: { endpoint: '*', kind: 'melt' } })).toMatchObject({
      ok: false,
      issues: [{ path: 'step.fault.kind' }],
    });
  });

  test('clock steps must move the clock forward', () => {
    expect(checkStep({ advanceClock: { days: 7 } })).toMatchObject({ ok: true });
    expect(checkStep({ advanceClock: {} })).toMatchObject({ ok: false });
    expect(checkStep({ advanceTimers: { seconds: -1 } })).toMatchObject({ ok: false });
  });

  test('bridge steps name real permissions, states and methods', () => {
    expect(checkStep({ permission: { camera: 'denied', photos: 'deniedForever' } })).toMatchObject({
      ok: true,
    });
    expect(checkStep({ permission: { camera: 'maybe' } })).toMatchObject({ ok: false });
    expect(checkStep({ permission: { teleport: 'granted' } })).toMatchObject({ ok: false });
    expect(checkStep({ bridgeFault: { method: 'setCaptureMode', kind: 'drop' } })).toMatchObject({
      ok: true,
    });
    expect(checkStep({ bridgeFault: { method: 'fly', kind: 'drop' } })).toMatchObject({ ok: false });
    expect(checkStep({ login: { mobile: '55123' } })).toMatchObject({ ok: false });
  });

  test('helpers are named from the drivers’ list, with or without options', () => {
    expect(checkStep({ run: 'completeApplication' })).toMatchObject({ ok: true });
    expect(checkStep({ run: { helper: 'borrow', with: { amount: 3000 } } })).toMatchObject({ ok: true });
    expect(checkStep({ run: 'doEverything' })).toMatchObject({ ok: false });
  });

  test('every step kind has a schema and a description', () => {
    expect(STEP_KINDS).toEqual(
      expect.arrayContaining([
        'tap',
        'fill',
        'expectRoute',
        'expectText',
        'advanceClock',
        'permission',
        'fault',
        'expectEvent',
        'login',
        'upload',
        'note',
        'run',
      ]),
    );
    expect(describeStep({ tap: 'Enviar código' })).toBe('tap Enviar código');
    expect(describeStep({ reload: true })).toBe('reload');
    expect(describeStep({ advanceClock: { days: 7 } })).toBe('advanceClock {"days":7}');
  });
});

describe('defineScenario', () => {
  test('returns a valid scenario and throws a ScenarioError listing the issues of an invalid one', () => {
    expect(defineScenario(valid()).id).toBe('sample-journey');
    const bad = { ...valid(), steps: [{ expectRoute: 'no-slash' }] } as unknown as Scenario;
    expect(() => defineScenario(bad)).toThrow(ScenarioError);
    expect(() => defineScenario(bad)).toThrow(/steps\[0\]\.expectRoute/);
  });
});

describe('text patterns', () => {
  test('a /source/flags string is a regular expression, anything else literal text', () => {
    expect(
      patternOf('/Podrás volver a solicitar en \\d+ días/')?.test('Podrás volver a solicitar en 7 días'),
    ).toBe(true);
    expect(patternOf('/abc/i')?.flags).toBe('i');
    expect(patternOf('Enviar código')).toBeNull();
    expect(patternOf('1/2')).toBeNull();
    expect(patternOf('/(unclosed/')).toBeNull();
  });
});
