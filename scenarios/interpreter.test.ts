import { eventMatches, valueAtPath, type ScenarioDrivers } from './drivers/drivers';
import { HELPERS, type Helper } from './drivers/helpers';
import { runStep, runSteps } from './interpreter';
import type { HelperName, Step } from './scenario.schemas';

type Call = [string, ...unknown[]];

/** Drivers that write down every call; `failOn` makes one method throw. */
function fakeDrivers(options: { bridge?: boolean; failOn?: string; language?: 'es' | 'en' } = {}) {
  const calls: Call[] = [];
  const fn =
    (name: string, result?: unknown) =>
    (...args: unknown[]): Promise<never> => {
      calls.push([name, ...args]);
      if (options.failOn === name)
        return Promise.reject(
          new Error(`\u001b[31m${name} failed\u001b[39m\nCall log:\n  - a\n  - b\n  - c\n  - d\n  - e`),
        );
      return Promise.resolve(result as never);
    };
  const drivers: ScenarioDrivers = {
    app: {
      tap: fn('app.tap'),
      fill: fn('app.fill'),
      fillIfEmpty: fn('app.fillIfEmpty'),
      check: fn('app.check'),
      choose: fn('app.choose'),
      pickDate: fn('app.pickDate'),
      fillEmptyPickers: fn('app.fillEmptyPickers', 0),
      upload: fn('app.upload'),
      expectRoute: fn('app.expectRoute'),
      expectText: fn('app.expectText'),
      expectField: fn('app.expectField'),
      isVisible: fn('app.isVisible', true),
      route: fn('app.route', '/'),
      language: () => Promise.resolve(options.language ?? 'es'),
      goto: fn('app.goto'),
      reload: fn('app.reload'),
      readSmsCode: fn('app.readSmsCode', '123456'),
      dismissSms: fn('app.dismissSms'),
    },
    bridge:
      options.bridge === false
        ? null
        : {
            setPermissions: fn('bridge.setPermissions'),
            setPermissionAnswer: fn('bridge.setPermissionAnswer'),
            fault: fn('bridge.fault'),
            login: fn('bridge.login'),
            logout: fn('bridge.logout'),
            pressBack: fn('bridge.pressBack'),
          },
    world: {
      fault: fn('world.fault'),
      clearFaults: fn('world.clearFaults'),
      advanceClock: fn('world.advanceClock'),
      setOutcomes: fn('world.setOutcomes'),
      now: fn('world.now', 0),
      nextOrderChange: fn('world.nextOrderChange', null),
    },
    clock: { advanceTimers: fn('clock.advanceTimers') },
    observer: {
      expectEvent: fn('observer.expectEvent'),
      expectNoEvent: fn('observer.expectNoEvent'),
      expectState: fn('observer.expectState'),
    },
    note: fn('note'),
  };
  return { drivers, calls };
}

describe('each step reaches the driver that does it', () => {
  test.each<[Step, Call]>([
    [{ tap: 'Enviar código' }, ['app.tap', 'Enviar código']],
    [
      { tap: { name: 'Intentar de nuevo', role: 'button', within: 'Necesitamos tu permiso' } },
      ['app.tap', { name: 'Intentar de nuevo', role: 'button', within: 'Necesitamos tu permiso' }],
    ],
    [
      { fill: { label: 'Número de celular', value: '5512345678' } },
      ['app.fill', 'Número de celular', '5512345678', {}],
    ],
    [{ check: 'Efectivo en OXXO' }, ['app.check', 'Efectivo en OXXO']],
    [{ choose: { field: 'Banco', option: 'BANAMEX' } }, ['app.choose', 'Banco', 'BANAMEX']],
    [{ upload: { label: 'Agregar imagen', file: 'receipt' } }, ['app.upload', 'Agregar imagen', 'receipt']],
    [{ expectRoute: '/auth/loan_question' }, ['app.expectRoute', '/auth/loan_question']],
    [{ expectText: 'Tu cupo disponible' }, ['app.expectText', 'Tu cupo disponible']],
    [
      { expectText: { text: 'Eliminar', absent: true } },
      ['app.expectText', 'Eliminar', { text: 'Eliminar', absent: true }],
    ],
    [{ expectField: { label: 'Nombre', value: 'Ana' } }, ['app.expectField', 'Nombre', 'Ana']],
    [
      { expectEvent: { type: 'order/statusChanged', status: 'overdue' } },
      ['observer.expectEvent', { type: 'order/statusChanged', status: 'overdue' }],
    ],
    [{ expectNoEvent: { type: 'quota/granted' } }, ['observer.expectNoEvent', { type: 'quota/granted' }]],
    [
      { expectState: { path: 'session.loggedIn', equals: false } },
      ['observer.expectState', 'session.loggedIn', false],
    ],
    [{ advanceClock: { days: 7 } }, ['world.advanceClock', { days: 7 }]],
    [{ outcomes: { loanReview: 'reject' } }, ['world.setOutcomes', { loanReview: 'reject' }]],
    [{ advanceTimers: { seconds: 61 } }, ['clock.advanceTimers', { seconds: 61 }]],
    [{ permission: { camera: 'denied' } }, ['bridge.setPermissions', { camera: 'denied' }]],
    [{ permissionAnswer: 'grant' }, ['bridge.setPermissionAnswer', 'grant']],
    [
      { fault: { endpoint: '/store/order/last', kind: 'networkError' } },
      ['world.fault', { endpoint: '/store/order/last', kind: 'networkError' }],
    ],
    [{ clearFaults: true }, ['world.clearFaults']],
    [
      { bridgeFault: { method: 'setCaptureMode', kind: 'fail', code: 'E' } },
      ['bridge.fault', 'setCaptureMode', 'fail', { code: 'E' }],
    ],
    [{ login: { mobile: '5512345678' } }, ['bridge.login', '5512345678', undefined]],
    [
      { login: { mobile: '5512345678', lateReplyMs: 10_300 } },
      ['bridge.login', '5512345678', undefined, { lateReplyMs: 10_300 }],
    ],
    [{ nativeLogout: true }, ['bridge.logout']],
    [{ pressBack: true }, ['bridge.pressBack']],
    [{ goto: '/repay/repay_detail' }, ['app.goto', '/repay/repay_detail']],
    [{ reload: true }, ['app.reload']],
    [{ note: 'for the reviewer' }, ['note', 'for the reviewer']],
  ])('%j', async (step, expected) => {
    const { drivers, calls } = fakeDrivers();
    await runStep(step, drivers);
    expect(calls).toEqual([expected]);
  });

  test('a bridge step without the emulated phone fails and says why', async () => {
    const { drivers } = fakeDrivers({ bridge: false });
    await expect(runStep({ permission: { camera: 'denied' } }, drivers)).rejects.toThrow(
      /needs the emulated phone/,
    );
  });

  test('a step that is not one known key is refused before anything runs', async () => {
    const { drivers, calls } = fakeDrivers();
    await expect(runStep({ swipe: 'left' } as unknown as Step, drivers)).rejects.toThrow(
      /unknown step "swipe"/,
    );
    expect(calls).toEqual([]);
  });
});

describe('running the steps of a scenario', () => {
  test('runs in order, with hooks around each step, and reports every step', async () => {
    const { drivers, calls } = fakeDrivers();
    const seen: string[] = [];
    let t = 0;
    const outcome = await runSteps([{ goto: '/' }, { tap: 'Actualizar' }], drivers, {
      beforeStep: (i) => void seen.push(`before ${i}`),
      afterStep: (r) => void seen.push(`after ${r.index} ${r.ok ? 'ok' : 'failed'}`),
      now: () => (t += 5),
    });
    expect(outcome.ok).toBe(true);
    expect(outcome.results.map((r) => [r.index, r.ok, r.ms])).toEqual([
      [0, true, 5],
      [1, true, 5],
    ]);
    expect(seen).toEqual(['before 0', 'after 0 ok', 'before 1', 'after 1 ok']);
    expect(calls.map((c) => c[0])).toEqual(['app.goto', 'app.tap']);
  });

  test('stops at the first failure with the step’s number, its description and a short plain message', async () => {
    const { drivers, calls } = fakeDrivers({ failOn: 'app.expectText' });
    const outcome = await runSteps(
      [{ goto: '/' }, { expectText: 'Tu cupo disponible' }, { tap: 'Solicitar préstamo' }],
      drivers,
    );
    expect(outcome).toMatchObject({ ok: false, failedAt: 1 });
    expect(outcome.results).toHaveLength(2);
    const error = outcome.results[1]!.error!;
    expect(error).toMatch(/^step 2 \(expectText Tu cupo disponible\): app.expectText failed/);
    expect(error).not.toContain('\u001b[');
    expect(error.split('\n').length).toBeLessThanOrEqual(6);
    expect(calls.map((c) => c[0])).not.toContain('app.tap');
  });

  test('a failing after-step hook (the recording) fails the step', async () => {
    const { drivers } = fakeDrivers();
    const outcome = await runSteps([{ goto: '/' }, { goto: '/me' }], drivers, {
      afterStep: () => Promise.reject(new Error('probe gone')),
    });
    expect(outcome).toMatchObject({
      ok: false,
      failedAt: 0,
      results: [{ ok: false, error: 'after step 1 (goto /): probe gone' }],
    });
  });
});

describe('composite steps', () => {
  test('a helper runs its inner steps through the drivers with the step’s options', async () => {
    const { drivers, calls } = fakeDrivers();
    await runStep({ run: { helper: 'loginThroughApp', with: { mobile: '5587654321' } } }, drivers);
    expect(calls).toEqual([
      ['app.goto', '/user/login'],
      ['app.tap', { name: 'Continuar con la app', role: 'button' }],
      ['bridge.login', '5587654321', undefined],
      ['observer.expectEvent', { type: 'session/loggedIn', via: 'native' }],
    ]);
  });

  test('helpers read the labels of the language the app shows', async () => {
    const { drivers, calls } = fakeDrivers({ language: 'en' });
    await runStep({ run: 'takeSelfie' }, drivers);
    // The fake shows every control: the app explains the camera permission, and the borrower agrees.
    const retry = { name: 'Try again', role: 'button', within: 'We need your permission' };
    expect(calls).toEqual([
      ['app.expectText', 'Face recognition', { text: 'Face recognition', exact: true }],
      ['app.tap', { name: 'Take a selfie', role: 'button' }],
      ['app.isVisible', { name: 'Not now', role: 'button', within: 'We need your permission' }, 400],
      ['app.isVisible', retry],
      ['app.tap', retry],
      ['app.expectText', 'We need your permission', { text: 'We need your permission', absent: true }],
      ['app.tap', { name: 'Next', role: 'button' }],
    ]);
  });

  test('personal information first sets the birthday and sex the ID says, when given', async () => {
    const { drivers, calls } = fakeDrivers();
    await runStep(
      { run: { helper: 'fillPersonalInfo', with: { birthday: '1990-01-31', sex: 'M' } } },
      drivers,
    );
    expect(calls.slice(1, 3)).toEqual([
      ['app.pickDate', '/^Fecha de nacimiento/', '1990-01-31', 'Aceptar'],
      ['app.tap', { name: 'Femenino', role: 'radio' }],
    ]);
    const plain = fakeDrivers();
    await runStep({ run: 'fillPersonalInfo' }, plain.drivers);
    expect(plain.calls.some((c) => c[0] === 'app.pickDate')).toBe(false);
  });

  test('work information: an employee paid monthly, or another frequency when named', async () => {
    const { drivers, calls } = fakeDrivers();
    await runStep({ run: 'fillWorkInfo' }, drivers);
    expect(calls.filter((c) => c[0] === 'app.choose' || c[0] === 'app.fillEmptyPickers')).toEqual([
      ['app.choose', '/Tipo de empleo/', 'Empleado(a)'],
      ['app.choose', '/Frecuencia de pago/', 'Mensual'],
      ['app.fillEmptyPickers', '/^Seleccionar/', undefined],
    ]);
    const weekly = fakeDrivers();
    await runStep({ run: { helper: 'fillWorkInfo', with: { payFrequency: 'Semanal' } } }, weekly.drivers);
    expect(weekly.calls).toContainEqual(['app.choose', '/Frecuencia de pago/', 'Semanal']);
  });

  test('with a choice round the form steps pick that round’s options: twelve rounds, every employment and pay', async () => {
    const seen = new Set<string>();
    for (let round = 100; round < 112; round += 1) {
      const { drivers, calls } = fakeDrivers();
      await runStep({ run: { helper: 'fillWorkInfo', with: { choice: round } } }, drivers);
      const chosen = calls.filter((c) => c[0] === 'app.choose').map((c) => c[2]);
      // The unemployed and self-employed are asked no pay frequency.
      seen.add(chosen.join(' / '));
      expect(calls).toContainEqual(['app.fillEmptyPickers', '/^Seleccionar/', round]);
    }
    expect([...seen].sort()).toEqual([
      'Desempleado(a)',
      'Empleado(a) / Cada catorce días',
      'Empleado(a) / Mensual',
      'Empleado(a) / Quincenal',
      'Empleado(a) / Semanal',
      'Independiente',
    ]);
    const relations = new Set<string>();
    for (let round = 0; round < 8; round += 1) {
      const { drivers, calls } = fakeDrivers({ language: 'en' });
      await runStep({ run: { helper: 'fillEmergencyContacts', with: { choice: round } } }, drivers);
      const [first, second] = calls.filter((c) => c[0] === 'app.choose').map((c) => String(c[2]));
      expect(first).not.toBe(second);
      relations.add(first!);
    }
    expect(relations.size).toBe(8);
  });

  test('a side of the ID already taken is not taken again', async () => {
    const { drivers, calls } = fakeDrivers();
    // Only the front offers "take it again"; no permission sheet shows.
    drivers.app.isVisible = (target) => {
      calls.push(['app.isVisible', target]);
      return Promise.resolve(typeof target !== 'string' && target.name === 'Volver a tomar el frente');
    };
    await runStep({ run: 'takeIdPhotos' }, drivers);
    expect(calls.filter((c) => c[0] === 'app.tap')).toEqual([
      ['app.tap', { name: 'Tomar foto del reverso', role: 'button' }],
      ['app.tap', { name: 'Siguiente', role: 'button' }],
    ]);
  });

  test('without the emulated phone, the identity photos are uploaded as files', async () => {
    const { drivers, calls } = fakeDrivers({ bridge: false });
    await runStep({ run: 'takeIdPhotos' }, drivers);
    expect(calls.filter((c) => c[0] === 'app.upload')).toEqual([
      ['app.upload', 'Tomar foto del frente', 'front'],
      ['app.upload', 'Tomar foto del reverso', 'back'],
    ]);
  });

  test('a replaced helper table is used (the simulator can bring its own)', async () => {
    const { drivers, calls } = fakeDrivers();
    const custom: Helper = async (ctx) => ctx.step({ note: `custom ${String(ctx.options.n)}` });
    const helpers = { ...HELPERS, borrow: custom } as Record<HelperName, Helper>;
    await runStep({ run: { helper: 'borrow', with: { n: 2 } } }, drivers, helpers);
    expect(calls).toEqual([['note', 'custom 2']]);
  });
});

describe('matching events and reading state', () => {
  test('an event matches when the named fields are equal, deeply, whatever else it holds', () => {
    const event = {
      type: 'order/created',
      at: 1,
      order: { orderId: 'LO1', status: 'overdue', principal: 3000 },
    };
    expect(eventMatches(event, { type: 'order/created' })).toBe(true);
    expect(eventMatches(event, { type: 'order/created', order: { status: 'overdue' } })).toBe(true);
    expect(eventMatches(event, { type: 'order/created', order: { status: 'repaying' } })).toBe(false);
    expect(eventMatches(event, { type: 'order/created', missing: 1 })).toBe(false);
    expect(eventMatches({ type: 'x', list: [1, 2] }, { list: [1, 2] })).toBe(true);
    expect(eventMatches({ type: 'x', list: [1, 2, 3] }, { list: [1, 2] })).toBe(false);
    expect(eventMatches(null, { type: 'x' })).toBe(false);
  });

  test('a dot path reads nested state, undefined when absent', () => {
    const state = { session: { loggedIn: true }, orders: { ids: ['a', 'b'] } };
    expect(valueAtPath(state, 'session.loggedIn')).toBe(true);
    expect(valueAtPath(state, 'orders.ids.1')).toBe('b');
    expect(valueAtPath(state, 'orders.byId.x.status')).toBeUndefined();
  });
});
