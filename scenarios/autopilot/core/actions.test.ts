import { describe, expect, test } from 'vitest';
import { checkStep } from '../../scenario.schemas';
import { checkCurp } from '#contracts/forms';
import {
  BASE_WEIGHTS,
  candidatesOf,
  CLOCK_PULL,
  LATE_REPLY_MS,
  DEFAULT_OUTCOMES,
  OUTCOME_RESTORE,
  outcomesAfter,
  completionStep,
  identityOf,
  LANGUAGE_WHERE_LOADED,
  LANGUAGE_WHILE_MESSAGE,
  NATIVE_BACK,
  OFFLINE_WHERE_LOADED,
  PROGRESS_PULL,
  reachableControls,
  targetOf,
  type ActionPlan,
  type ScreenContext,
} from './actions';
import { controlsOf, openDialogs, parseAriaSnapshot } from './aria';
import { createRng } from './prng';

const SCREEN = `- main:
  - form "Iniciar sesión":
    - textbox "Número de celular"
    - textbox "Código de verificación"
    - button "Enviar código"
    - button "Iniciar sesión" [disabled]
  - radiogroup "Pregunta 1":
    - radio "No"
  - radiogroup "Pregunta 2":
    - radio "No"
  - link "Aviso de privacidad"
- navigation "Navegación principal":
  - link "Inicio"
`;

function context(snapshot: string, overrides: Partial<ScreenContext> = {}): ScreenContext {
  const roots = parseAriaSnapshot(snapshot);
  return {
    route: '/user/login',
    controls: controlsOf(roots),
    dialogs: openDialogs(roots),
    loggedIn: false,
    language: 'es',
    bridge: true,
    faults: true,
    smsShown: false,
    smsCode: null,
    knownMobile: '5512345678',
    deepLinks: ['/', '/me'],
    ...overrides,
  };
}

describe('candidatesOf', () => {
  test('offers taps, fills (valid and hostile) and the world actions, each a valid scenario step', () => {
    const candidates = candidatesOf(context(SCREEN), createRng(1));
    const kinds = new Set(candidates.map((c) => c.kind));
    for (const kind of [
      'tap',
      'doubleTap',
      'fill',
      'fillHostile',
      'back',
      'language',
      'clock',
      'outcome',
      'permission',
      'fault',
      'reload',
      'deepLink',
      'login',
    ])
      expect(kinds.has(kind as never), kind).toBe(true);
    // A disabled button is not offered; a session code needs a session.
    expect(candidates.some((c) => c.key.includes('Iniciar sesión'))).toBe(false);
    expect(kinds.has('sessionCode')).toBe(false);
    for (const c of candidates) {
      if (c.plan.type === 'steps')
        for (const step of c.plan.steps) expect(checkStep(step).ok, JSON.stringify(step)).toBe(true);
      if (c.plan.type === 'tap') expect(checkStep({ tap: c.plan.target }).ok).toBe(true);
    }
    // A send button is marked as one (what a borrower taps after typing); a link is not.
    expect(candidates.find((c) => c.key === 'tap:button "Enviar código"')?.sends).toBe(true);
    expect(candidates.find((c) => c.key === 'tap:link "Aviso de privacidad"')?.sends).toBeUndefined();
    const mobile = candidates.find((c) => c.kind === 'fill' && c.key === 'fill:Número de celular');
    expect(mobile?.plan.type === 'fill' && /^55\d{8}$/.test(mobile.plan.value)).toBe(true);
  });

  test('two controls with one name are told apart by their container', () => {
    const ctx = context(SCREEN);
    const noes = ctx.controls.filter((c) => c.name === 'No');
    expect(targetOf(noes[0]!, ctx.controls)).toEqual({
      name: 'No',
      role: 'radio',
      exact: true,
      within: 'Pregunta 1',
    });
    expect(targetOf(noes[1]!, ctx.controls)).toEqual({
      name: 'No',
      role: 'radio',
      exact: true,
      within: 'Pregunta 2',
    });
  });

  test('with a dialog open only its controls are reachable', () => {
    const snapshot = `${SCREEN}- dialog "Número de hijos":
  - radio "1"
  - radio "2"
- status:
  - button "Cerrar"
`;
    const reachable = reachableControls(context(snapshot));
    expect(reachable.map((c) => c.name)).toEqual(['1', '2', 'Cerrar']);
    // The composite steps (log in, switch language) tap the screen under it: not offered.
    const kinds = new Set(candidatesOf(context(snapshot), createRng(1)).map((c) => c.kind));
    expect(kinds.has('login')).toBe(false);
    expect(kinds.has('language')).toBe(false);
    expect(kinds.has('back')).toBe(true);
  });

  test('the native login covers the web view: its own controls and the phone, no deep link under it', () => {
    const snapshot = `${SCREEN}- dialog "Inicio de sesión de la app":
  - textbox "Número de celular"
  - button "Cancelar"
`;
    const kinds = new Set(candidatesOf(context(snapshot), createRng(1)).map((c) => c.kind));
    for (const kind of ['deepLink', 'clock', 'permission', 'fault'])
      expect(kinds.has(kind as never), kind).toBe(false);
    for (const kind of ['fill', 'tap', 'back', 'reload']) expect(kinds.has(kind as never), kind).toBe(true);
    // Its way out, the hardware back, weighs more there.
    expect(candidatesOf(context(snapshot), createRng(1)).find((c) => c.kind === 'back')?.weight).toBe(
      BASE_WEIGHTS.back * NATIVE_BACK,
    );
    // Its fields are the phone's: the borrower's number, not hostile input (that would test the emulator).
    expect(kinds.has('fillHostile')).toBe(false);
    // Every action on it counts toward the others (a walk meets it from every guarded route).
    const candidates = candidatesOf(context(snapshot), createRng(1));
    expect(candidates.filter((c) => c.variantOf === 'native').map((c) => c.key)).toEqual([
      'fill:Número de celular',
      'tap:button "Cancelar"',
    ]);
    // Another dialog (a picker) is the app's own: a deep link is still possible.
    const picker = `${SCREEN}- dialog "Número de hijos":
  - radio "1"
`;
    expect(candidatesOf(context(picker), createRng(1)).some((c) => c.kind === 'deepLink')).toBe(true);
  });

  test('the native app logs out by itself (logged in), and on its login answers the app late (logged out)', () => {
    const nativeLogout = candidatesOf(context(SCREEN, { loggedIn: true }), createRng(1)).find(
      (c) => c.kind === 'nativeLogout',
    );
    expect(nativeLogout).toMatchObject({
      weight: BASE_WEIGHTS.nativeLogout,
      plan: { type: 'steps', steps: [{ nativeLogout: true }] },
    });
    expect(candidatesOf(context(SCREEN), createRng(1)).some((c) => c.kind === 'nativeLogout')).toBe(false);
    expect(
      candidatesOf(context(SCREEN, { loggedIn: true, bridge: false }), createRng(1)).some(
        (c) => c.kind === 'nativeLogout',
      ),
    ).toBe(false);
    const onNativeLogin = `${SCREEN}- dialog "Inicio de sesión de la app":
  - textbox "Número de celular"
  - button "Cancelar"
`;
    const late = candidatesOf(context(onNativeLogin), createRng(1)).find((c) => c.kind === 'lateLogin');
    expect(late).toMatchObject({
      weight: BASE_WEIGHTS.lateLogin,
      plan: { type: 'steps', steps: [{ login: { mobile: '5512345678', lateReplyMs: LATE_REPLY_MS } }] },
    });
    if (late?.plan.type === 'steps') expect(checkStep(late.plan.steps[0]!).ok).toBe(true);
    // Only on the phone's login: elsewhere there is no login to finish.
    expect(candidatesOf(context(SCREEN), createRng(1)).some((c) => c.kind === 'lateLogin')).toBe(false);
  });

  test('with faults on, a send whose own request fails: the fault, then the tap, in one action', () => {
    const candidates = candidatesOf(context(SCREEN), createRng(1));
    const send = candidates.find((c) => c.key.startsWith('fault:send:'));
    expect(send).toMatchObject({ kind: 'fault', variantOf: 'fault:send', weight: BASE_WEIGHTS.fault });
    expect(send?.plan.type === 'steps' && send.plan.steps).toEqual([
      { fault: expect.objectContaining({ endpoint: '*', once: true }) },
      { tap: { name: 'Enviar código', role: 'button', exact: true } },
    ]);
    expect(
      candidatesOf(context(SCREEN, { faults: false }), createRng(1)).some((c) =>
        c.key.startsWith('fault:send:'),
      ),
    ).toBe(false);
  });

  test('no bridge: no back button, permissions or native login; faults off: none', () => {
    const kinds = new Set(
      candidatesOf(context(SCREEN, { bridge: false, faults: false }), createRng(1)).map((c) => c.kind),
    );
    for (const kind of ['back', 'permission', 'login', 'fault', 'sessionCode'])
      expect(kinds.has(kind as never)).toBe(false);
  });

  test('an SMS on screen offers typing its code; a session offers session codes', () => {
    const candidates = candidatesOf(context(SCREEN, { smsShown: true, loggedIn: true }), createRng(2));
    expect(candidates.some((c) => c.kind === 'smsCode' && c.key === 'smsCode:Código de verificación')).toBe(
      true,
    );
    expect(candidates.some((c) => c.kind === 'sessionCode')).toBe(true);
    expect(candidates.some((c) => c.kind === 'login')).toBe(false);
  });

  test('while a message shows, switching the language weighs more (the moment a toast in the old language would show)', () => {
    const weight = (messageShown: boolean) =>
      candidatesOf(context(SCREEN, { messageShown }), createRng(4)).find((c) => c.kind === 'language')!
        .weight;
    expect(weight(true)).toBe(weight(false) * LANGUAGE_WHILE_MESSAGE);
    expect(weight(false)).toBe(BASE_WEIGHTS.language);
    // More again on a screen whose data came from the backend.
    const loaded = candidatesOf(context(SCREEN, { loadsData: true }), createRng(4)).find(
      (c) => c.kind === 'language',
    )!;
    expect(loaded.weight).toBe(BASE_WEIGHTS.language * LANGUAGE_WHERE_LOADED);
  });

  test('a language switch goes back to the screen it started from, where text loaded before it would show', () => {
    const plan = (route: string) =>
      candidatesOf(context(SCREEN, { route }), createRng(5)).find((c) => c.kind === 'language')!.plan;
    expect(plan('/user_center/faq')).toEqual({
      type: 'steps',
      steps: [{ run: { helper: 'switchLanguage', with: { to: 'en' } } }, { goto: '/user_center/faq' }],
    });
    // With faults on, also with the screen's data failing to load again.
    const offline = candidatesOf(
      context(SCREEN, { route: '/user_center/faq', faults: true }),
      createRng(5),
    ).find((c) => c.key === 'language:en:offline');
    expect(offline?.plan).toEqual({
      type: 'steps',
      steps: [
        { run: { helper: 'switchLanguage', with: { to: 'en' } } },
        { fault: { endpoint: '*', kind: 'networkError', once: true } },
        { goto: '/user_center/faq' },
      ],
    });
    // Where the screen loaded its data, the failing reload weighs more than the plain switch; elsewhere half.
    const weights = (loadsData: boolean) => {
      const all = candidatesOf(
        context(SCREEN, { route: '/user_center/faq', faults: true, loadsData }),
        createRng(5),
      );
      return [
        all.find((c) => c.key === 'language:en')!.weight,
        all.find((c) => c.key === 'language:en:offline')!.weight,
      ];
    };
    expect(weights(true)[1]).toBe(weights(true)[0]! * OFFLINE_WHERE_LOADED);
    expect(weights(false)[1]).toBe(weights(false)[0]! / 2);
    // Not from the language page itself, nor from a path that only redirects.
    expect(plan('/user_center/language')).toEqual({
      type: 'steps',
      steps: [{ run: { helper: 'switchLanguage', with: { to: 'en' } } }],
    });
    expect(plan('/auth')).toEqual({
      type: 'steps',
      steps: [{ run: { helper: 'switchLanguage', with: { to: 'en' } } }],
    });
  });

  test('with faults on, a screen that loaded its data is opened again while its load fails', () => {
    const reopen = (route: string, loadsData: boolean) =>
      candidatesOf(context(SCREEN, { route, faults: true, loadsData }), createRng(8)).find((c) =>
        c.key.startsWith('fault:reopen:'),
      );
    const found = reopen('/feedback/feedback_faq', true);
    expect(found?.plan).toMatchObject({
      type: 'steps',
      steps: [
        { goto: '/user_center/language' },
        { fault: { once: true } },
        { goto: '/feedback/feedback_faq' },
      ],
    });
    expect(found?.variantOf).toBe('fault:reopen');
    // Not where nothing loaded, nor from the language page (the step it passes through), nor on a redirect.
    expect(reopen('/feedback/feedback_faq', false)).toBeUndefined();
    expect(reopen('/user_center/language', true)).toBeUndefined();
    expect(reopen('/auth', true)).toBeUndefined();
  });

  test("where the borrower's progress points pulls: its completion there, a link to it from elsewhere", () => {
    const at = (route: string, overrides: Partial<ScreenContext> = {}) =>
      candidatesOf(
        context(SCREEN, { route, loggedIn: true, progressRoute: '/auth/personal_infomation', ...overrides }),
        createRng(3),
      );
    const completion = (route: string) => at(route).find((c) => c.kind === 'complete')!.weight;
    expect(completion('/auth/personal_infomation')).toBe(BASE_WEIGHTS.complete * PROGRESS_PULL);
    expect(completion('/auth/loan_question')).toBe(BASE_WEIGHTS.complete);
    const pull = (route: string, overrides: Partial<ScreenContext> = {}) =>
      at(route, overrides).filter((c) => c.key === 'deepLink:/auth/personal_infomation');
    expect(pull('/me')).toEqual([
      expect.objectContaining({
        kind: 'deepLink',
        weight: BASE_WEIGHTS.deepLink * PROGRESS_PULL,
        plan: { type: 'steps', steps: [{ goto: '/auth/personal_infomation' }] },
      }),
    ]);
    // Once, even when the random deep link drew the same route; not from there, nor logged out.
    expect(pull('/me', { deepLinks: ['/auth/personal_infomation'] })).toHaveLength(1);
    expect(pull('/auth/personal_infomation')).toHaveLength(0);
    expect(pull('/me', { loggedIn: false, deepLinks: [] })).toHaveLength(0);
  });

  test("the world's outcomes lean toward an order status not met yet (a rejected loan, a failed payout)", () => {
    const share = (statusesSeen: ReadonlySet<string>) => {
      let aimed = 0;
      for (let seed = 1; seed <= 300; seed += 1) {
        const outcome = candidatesOf(context(SCREEN, { loggedIn: true, statusesSeen }), createRng(seed)).find(
          (c) => c.kind === 'outcome',
        )!;
        expect(outcome.variantOf).toBe('outcome');
        if (/^outcome:(loanReview:reject|loanReview:approve:payout:fail)$/.test(outcome.key)) aimed += 1;
      }
      return aimed / 300;
    };
    // Half the draws among the two that aim at an unmet status, half among all seven: about 0.64.
    expect(share(new Set())).toBeGreaterThan(0.55);
    // Both met: every outcome alike (two of seven).
    expect(share(new Set(['rejected', 'failed']))).toBeLessThan(0.4);
  });

  test('once what the walk set the world to decide has met its status, the defaults come back first', () => {
    const restore = (overrides: Partial<ScreenContext>) =>
      candidatesOf(context(SCREEN, { loggedIn: true, ...overrides }), createRng(4)).filter(
        (c) => c.key === 'outcome:default',
      );
    // Loans refused and `rejected` met: the defaults, at OUTCOME_RESTORE times an outcome's weight.
    expect(restore({ outcomes: { loanReview: 'reject' }, statusesSeen: new Set(['rejected']) })).toEqual([
      {
        kind: 'outcome',
        key: 'outcome:default',
        weight: BASE_WEIGHTS.outcome * OUTCOME_RESTORE,
        variantOf: 'outcome:default',
        plan: { type: 'steps', steps: [{ outcomes: DEFAULT_OUTCOMES }] },
      },
    ]);
    // Still aiming (`rejected` not met), the world's defaults already, or a quota refused (it aims at no status).
    expect(restore({ outcomes: { loanReview: 'reject' } })).toEqual([]);
    expect(restore({ outcomes: { ...DEFAULT_OUTCOMES } })).toEqual([]);
    expect(restore({ outcomes: { quota: 'reject' } })).toHaveLength(1);
    // What a walk set, step by step.
    const set = [
      { outcomes: { payout: 'fail' } },
      { outcomes: { loanReview: 'approve', payout: 'succeed' } },
    ] as const;
    expect(outcomesAfter({ quota: 'reject' }, { type: 'steps', steps: [...set] })).toEqual({
      quota: 'reject',
      loanReview: 'approve',
      payout: 'succeed',
    });
    expect(
      outcomesAfter({ quota: 'reject' }, { type: 'smsCode', field: { name: 'Código', role: 'textbox' } }),
    ).toEqual({ quota: 'reject' });
  });

  test("the clock aims just past the next status of the borrower's order, while that status is not met yet", () => {
    const aimed = (overrides: Partial<ScreenContext>) =>
      candidatesOf(context(SCREEN, { loggedIn: true, ...overrides }), createRng(4)).filter((c) =>
        c.key.startsWith('clock:to:'),
      );
    // The review ends in 95.5 minutes: the move lands a minute into the payout (which lasts at least two).
    expect(aimed({ orderChange: { status: 'disbursing', inMs: 95.5 * 60_000 } })).toEqual([
      {
        kind: 'clock',
        key: 'clock:to:disbursing',
        weight: BASE_WEIGHTS.clock * CLOCK_PULL,
        variantOf: 'clock:to',
        plan: { type: 'steps', steps: [{ advanceClock: { minutes: 97 } }] },
      },
    ]);
    // Met already, or nothing coming by the clock: only the random moves.
    expect(
      aimed({ orderChange: { status: 'disbursing', inMs: 60_000 }, statusesSeen: new Set(['disbursing']) }),
    ).toEqual([]);
    expect(aimed({ orderChange: null })).toEqual([]);
  });

  test('logged out, no log-in while the deep links still probe the guarded routes', () => {
    const login = (deepLinks: string[]) =>
      candidatesOf(context(SCREEN, { deepLinks }), createRng(1)).some((c) => c.kind === 'login');
    expect(login(['/borrow/to_borrow', '/bank_account'])).toBe(false);
    expect(login(['/borrow/to_borrow', '/me'])).toBe(true);
    expect(login([])).toBe(true);
  });

  test('a walk from a world with a known borrower starts with that borrower logging in', () => {
    const first = candidatesOf(
      context(SCREEN, { startsLoggedOut: true, knownMobile: '5512345678' }),
      createRng(6),
    );
    expect(first).toEqual([
      {
        kind: 'login',
        key: 'login:known',
        weight: BASE_WEIGHTS.login,
        plan: {
          type: 'steps',
          steps: [{ run: { helper: 'loginThroughApp', with: { mobile: '5512345678' } } }],
        },
      },
    ]);
    // Once logged in (or without the phone), the screen's actions as usual.
    expect(
      candidatesOf(
        context(SCREEN, { startsLoggedOut: true, knownMobile: '5512345678', loggedIn: true }),
        createRng(6),
      ).length,
    ).toBeGreaterThan(1);
    expect(
      candidatesOf(
        context(SCREEN, { startsLoggedOut: true, knownMobile: '5512345678', bridge: false }),
        createRng(6),
      ).length,
    ).toBeGreaterThan(1);
  });

  test('a logged-in borrower on an application step may complete it in one go, as the drivers do', () => {
    const step = candidatesOf(
      context(SCREEN, { route: '/auth/loan_question', loggedIn: true }),
      createRng(3),
    );
    const complete = step.find((c) => c.kind === 'complete');
    // The screen's mobile field gets a valid number first (the code field is the helper's, not a kind it types).
    expect(complete?.plan).toEqual({
      type: 'complete',
      fills: [
        { field: { name: 'Número de celular', role: 'textbox' }, value: expect.stringMatching(/^55\d{8}$/) },
      ],
      helper: 'answerLoanQuestions',
    });
    // Not logged out, and not on a screen without a form to complete.
    expect(
      candidatesOf(context(SCREEN, { route: '/auth/loan_question' }), createRng(3)).some(
        (c) => c.kind === 'complete',
      ),
    ).toBe(false);
    expect(
      candidatesOf(context(SCREEN, { route: '/me', loggedIn: true }), createRng(3)).some(
        (c) => c.kind === 'complete',
      ),
    ).toBe(false);
    // Nor where nothing can be sent: the amount screen while a loan is open shows a notice and a link.
    const blocked = `- main:\n  - alert: Solo puedes tener un préstamo a la vez.\n  - link "Ver mi préstamo"\n  - button "Atrás"\n`;
    expect(
      candidatesOf(context(blocked, { route: '/borrow/to_borrow', loggedIn: true }), createRng(3)).some(
        (c) => c.kind === 'complete',
      ),
    ).toBe(false);
    const open = `- main:\n  - textbox "Monto (MXN, sin centavos)"\n  - button "Continuar"\n`;
    expect(
      candidatesOf(context(open, { route: '/borrow/to_borrow', loggedIn: true }), createRng(3)).find(
        (c) => c.kind === 'complete',
      )?.plan,
    ).toMatchObject({
      helper: 'chooseLoan',
    });
  });

  test("a completion of a form with lists carries the walk's choice round", () => {
    const plan = (route: string, choiceRound?: number) =>
      candidatesOf(
        context(SCREEN, { route, loggedIn: true, ...(choiceRound === undefined ? {} : { choiceRound }) }),
        createRng(3),
      ).find((c) => c.kind === 'complete')?.plan;
    expect(plan('/auth/additionalInfomation', 41)).toMatchObject({
      helper: 'fillWorkInfo',
      with: { choice: 41 },
    });
    expect(
      completionStep(plan('/auth/additionalInfomation', 41) as Extract<ActionPlan, { type: 'complete' }>),
    ).toEqual({
      run: { helper: 'fillWorkInfo', with: { choice: 41 } },
    });
    // Without a round (a caller that counts none), the helpers' fixed picks.
    expect(plan('/auth/additionalInfomation')).not.toHaveProperty('with');
  });

  test('an action with a drawn parameter names the action it varies (hostile kind, permission, clock, fault)', () => {
    const candidates = candidatesOf(context(SCREEN, { loggedIn: true }), createRng(1));
    const variant = (kind: string) => candidates.find((c) => c.kind === kind)?.variantOf;
    expect(variant('fillHostile')).toBe('fillHostile:Número de celular');
    expect(variant('permission')).toBe('permission');
    expect(variant('clock')).toBe('clock');
    expect(variant('fault')).toBe('fault');
    expect(variant('sessionCode')).toBe('sessionCode');
    expect(variant('tap')).toBeUndefined();
  });

  test('a completion puts every field right: the borrower’s own CURP (as their ID read), valid names and phones', () => {
    const form = `- heading "Información personal" [level=1]
- textbox "Primer nombre": "<b>x</b>"
- textbox "CURP": "GOLM<script>"
- button "Fecha de nacimiento 13-07-2001"
- radiogroup "Sexo":
  - radio "Masculino"
  - radio "Femenino" [checked]
- textbox "WhatsApp"
- textbox "Destino del préstamo"
- button "Siguiente"
`;
    const ctx = context(form, { route: '/auth/personal_infomation', loggedIn: true });
    expect(identityOf(ctx.controls)).toEqual({ birthday: '2001-07-13', sex: 'M' });
    const fills = (extra: Partial<ScreenContext>) => {
      const complete = candidatesOf({ ...ctx, ...extra }, createRng(3)).find((c) => c.kind === 'complete')!;
      expect(complete.plan.type === 'complete' && complete.plan.helper).toBe('fillPersonalInfo');
      return new Map(
        complete.plan.type === 'complete' ? complete.plan.fills.map((f) => [f.field.name, f.value]) : [],
      );
    };
    // The backend takes only the borrower's own CURP: without their ID read, the field is left alone.
    expect(fills({}).has('CURP')).toBe(false);
    expect(fills({ document: { curp: 'PEMJ010713MDFRZN0A' } }).get('CURP')).toBe('PEMJ010713MDFRZN0A');
    // The CURP must agree with the birthday and sex: the helper sets them back to the ID's (the walk may
    // have changed them on screen).
    const own = { curp: 'GOLM900101HDFNLR05', birthday: '1990-01-01', sex: 'H' as const };
    const withId = candidatesOf({ ...ctx, document: own }, createRng(3)).find((c) => c.kind === 'complete')!;
    expect(withId.plan.type === 'complete' && withId.plan.with).toEqual({ birthday: '1990-01-01', sex: 'H' });
    const withoutId = candidatesOf(ctx, createRng(3)).find((c) => c.kind === 'complete')!;
    expect(withoutId.plan.type === 'complete' && withoutId.plan.with).toBeUndefined();
    // Both executors record the helper step alike: with its options, or by its name alone.
    const complete = (plan: ActionPlan) => plan as Extract<ActionPlan, { type: 'complete' }>;
    expect(completionStep(complete(withId.plan))).toEqual({
      run: { helper: 'fillPersonalInfo', with: { birthday: '1990-01-01', sex: 'H' } },
    });
    expect(completionStep(complete(withoutId.plan))).toEqual({ run: 'fillPersonalInfo' });
    expect(fills({}).get('Primer nombre')).toMatch(/^[\p{L} ]+$/u);
    expect(fills({}).get('WhatsApp')).toMatch(/^55\d{8}$/);
    // A field of no known kind is left to the helper.
    expect(fills({}).has('Destino del préstamo')).toBe(false);
    // A CURP the walk types agrees with the birthday and sex on screen (born 13 July 2001, a woman; a
    // letter in the 17th place from 2000 on), so the form's own check passes and the backend's is reached.
    const fill = candidatesOf(ctx, createRng(4)).find((c) => c.key === 'fill:CURP')!;
    const curp = fill.plan.type === 'fill' ? fill.plan.value : '';
    expect(checkCurp(curp, { today: '2026-11-26' }).ok).toBe(true);
    expect(curp.slice(4, 11)).toBe('010713M');
    expect(curp.charAt(16)).toMatch(/[A-Z]/);
  });

  test('a bank account completion names the borrower as its holder, with their own CURP', () => {
    const form = `- heading "Cuenta bancaria" [level=1]
- textbox "Nombre del titular"
- textbox "CURP del titular"
- button "Enviar"
`;
    const ctx = context(form, { route: '/bank_account/add_bankcard', loggedIn: true });
    const fills = (document: ScreenContext['document']) => {
      const complete = candidatesOf({ ...ctx, document }, createRng(3)).find((c) => c.kind === 'complete')!;
      return new Map(
        complete.plan.type === 'complete' ? complete.plan.fills.map((f) => [f.field.name, f.value]) : [],
      );
    };
    const own = fills({ curp: 'PEMJ010713MDFRZN0A', fullName: 'Juana Pérez Mar' });
    expect(own.get('Nombre del titular')).toBe('Juana Pérez Mar');
    expect(own.get('CURP del titular')).toBe('PEMJ010713MDFRZN0A');
    // Without the ID read, a valid name (which the backend may refuse: the walk then learns it fails).
    expect(fills(null).get('Nombre del titular')).toMatch(/^[\p{L} ]+$/u);
  });

  test('the same seed and screen give the same candidates', () => {
    expect(candidatesOf(context(SCREEN), createRng(9))).toEqual(candidatesOf(context(SCREEN), createRng(9)));
  });
});
