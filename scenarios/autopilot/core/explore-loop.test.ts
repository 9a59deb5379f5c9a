import { describe, expect, test } from 'vitest';
import type { ActionPlan } from './actions';
import type { Control } from './aria';
import { ALL_ENDPOINTS, ALL_ROUTES, GUARDED_ROUTES, WAITING_TEXTS } from './catalog';
import { exploreLoop, type ExploreCatalog, type ExploreHarness, type ExploreScreen } from './explore-loop';
import { observationFromFacts } from './facts';
import { languageDictionaries } from '../invariants/same-language';

const CATALOG: ExploreCatalog = {
  routes: ALL_ROUTES,
  eventTypes: [],
  endpoints: ALL_ENDPOINTS,
  invariants: {
    routes: new Set(ALL_ROUTES),
    guarded: GUARDED_ROUTES,
    waitingTexts: WAITING_TEXTS,
    namespaces: new Set(),
    dictionaries: languageDictionaries([], []),
  },
};

const control = (role: Control['role'], name: string): Control => ({
  role,
  name,
  disabled: false,
  checked: false,
  duplicate: 0,
});

/** Two screens: the landing page links to the login page, whose button goes back. */
const SCREENS: Record<string, Control[]> = {
  '/': [control('link', 'Iniciar sesión'), control('button', 'Ayuda')],
  '/user/login': [control('button', 'Volver')],
};

/**
 * A fake page: where a tap or a deep link lands (a screen it does not have: home), an uncaught error once `failAt` actions were done, a clock
 * that moves 10 ms a read.
 */
function fakeHarness(options: { failAt?: number; brokenAt?: number; clockStart?: number } = {}) {
  let route = '/';
  let clock = options.clockStart ?? 1_000;
  const plans: ActionPlan[] = [];
  const looks: Array<{ step: number; kind?: string }> = [];
  let paused = 0;
  const harness: ExploreHarness<ExploreScreen> = {
    observe(step, actionKind) {
      looks.push({ step, ...(actionKind ? { kind: actionKind } : {}) });
      if (options.brokenAt === step) return Promise.reject(new Error('the page crashed\nstack'));
      const observation = observationFromFacts(
        {
          url: `http://127.0.0.1:4173/#${route}`,
          language: 'es',
          loggedIn: false,
          mainText: `pantalla ${route}`,
          appText: `pantalla ${route}`,
          spinnerVisible: false,
          state: null,
          persistedLog: null,
          inFlight: 0,
          smsCode: null,
        },
        {
          step,
          appUrl: 'http://127.0.0.1:4173/',
          settled: true,
          pageErrors: options.failAt !== undefined && step >= options.failAt ? ['Error: boom'] : [],
          appErrorLogs: [],
          requests: [],
        },
      );
      const controls = SCREENS[route] ?? [];
      return Promise.resolve({
        observation,
        events: [],
        smsCode: null,
        screen: { controls, dialogs: [], smsShown: false, messageShown: false },
      });
    },
    execute(plan) {
      plans.push(plan);
      if (plan.type === 'tap') {
        const name = typeof plan.target === 'string' ? plan.target : plan.target.name;
        if (name === 'Iniciar sesión') route = '/user/login';
        if (name === 'Volver') route = '/';
        return Promise.resolve({ ok: true, steps: [{ tap: plan.target }] });
      }
      if (plan.type === 'steps') {
        // A deep link to a screen this fake app does not have lands on its home page.
        for (const step of plan.steps)
          if ('goto' in step) route = SCREENS[step.goto.split('?')[0]!] ? step.goto.split('?')[0]! : '/';
        return Promise.resolve({ ok: true, steps: plan.steps });
      }
      return Promise.resolve({ ok: false, steps: [], error: 'not on this fake page' });
    },
    nextOrderChange: () => Promise.resolve(null),
    now: () => (clock += 10),
    beforeAction: () => {
      paused += 1;
      return Promise.resolve();
    },
  };
  return { harness, plans, looks, paused: () => paused, route: () => route };
}

const run = (
  fake: ReturnType<typeof fakeHarness>,
  more: {
    steps?: number;
    seed?: number;
    deadline?: number;
    onStep?: (step: number, route: string) => void;
  } = {},
) =>
  exploreLoop({
    onStep: (record, _coverage, after) => more.onStep?.(record.step, after.observation.route),
    harness: fake.harness,
    catalog: CATALOG,
    seed: more.seed ?? 7,
    steps: more.steps ?? 12,
    deadline: more.deadline ?? Number.POSITIVE_INFINITY,
    faults: false,
    bridge: false,
    preset: 'new-borrower',
  });

describe('the exploration loop over a harness', () => {
  test('does the steps: one action each, observed after it, recorded from screen to screen', async () => {
    const fake = fakeHarness();
    const told: Array<[number, string]> = [];
    const result = await run(fake, { onStep: (step, route) => told.push([step, route]) });
    expect(result.found).toBeUndefined();
    expect(result.stopped).toBe('steps');
    expect(result.records).toHaveLength(12);
    expect(fake.plans).toHaveLength(12);
    expect(fake.paused()).toBe(12);
    // The start, then one look after each action, told what was done.
    expect(fake.looks.map((l) => l.step)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    result.records.forEach((r, i) => {
      expect(r.step).toBe(i + 1);
      expect(fake.looks[i + 1]!.kind).toBe(r.kind);
      if (i > 0) expect(r.from.split(' ')[0]).toBe(result.records[i - 1]!.to.split(' ')[0]);
    });
    expect(result.records[0]!.from.startsWith('/')).toBe(true);
    // Told after each action, with where it led.
    expect(told.map(([step]) => step)).toEqual(result.records.map((r) => r.step));
    expect(told.map(([, route]) => route)).toEqual(result.records.map((r) => r.to.split(' ')[0]));
    // Coverage-guided: over 12 actions the two screens are both reached, and every invariant ran each time.
    expect(result.coverage.screens.reached).toEqual(expect.arrayContaining(['/', '/user/login']));
    expect(result.coverage.steps).toBe(12);
  });

  test('the same seed does the same actions; another seed other ones', async () => {
    const keys = async (seed: number) => (await run(fakeHarness(), { seed })).records.map((r) => r.key);
    const first = await keys(7);
    expect(await keys(7)).toEqual(first);
    expect(await keys(8)).not.toEqual(first);
  });

  test('stops at the first violation, with the step it was seen at', async () => {
    const fake = fakeHarness({ failAt: 3 });
    const result = await run(fake);
    expect(result.stopped).toBe('violation');
    expect(result.found?.step).toBe(3);
    expect(result.found?.violation.invariant).toBe('no-uncaught-error');
    expect(result.records).toHaveLength(3);
    expect(fake.plans).toHaveLength(3);
  });

  test('a violation on the first screen stops before any action', async () => {
    const fake = fakeHarness({ failAt: 0 });
    const result = await run(fake);
    expect(result.found?.step).toBe(0);
    expect(fake.plans).toHaveLength(0);
  });

  test('starts no action after the deadline', async () => {
    const fake = fakeHarness({ clockStart: 5_000 });
    const result = await run(fake, { deadline: 5_000 });
    expect(result.stopped).toBe('deadline');
    expect(result.records).toHaveLength(0);
  });

  test('a harness that throws ends the run as an error, with what was done so far', async () => {
    const fake = fakeHarness({ brokenAt: 4 });
    const result = await run(fake);
    expect(result.stopped).toBe('error');
    expect(result.error).toBe('the page crashed');
    expect(fake.plans).toHaveLength(4);
    expect(result.records).toHaveLength(3);
  });
});
