import { describe, expect, test } from 'vitest';
import { checkScenario } from '../../scenario.schemas';
import { DOUBLE_TAP_NOTE } from './actions';
import {
  actionStepsOf,
  foundId,
  foundScenario,
  foundScenarioSource,
  unitsOfSteps,
  type FoundInfo,
} from './found-scenario';

const info: FoundInfo = {
  violation: {
    invariant: 'same-language',
    message: '"Information updated" (English) shown in es on /',
    absentText: 'Information updated',
  },
  foundAtStep: 136,
  originalSteps: 134,
  shrinkTests: 12,
  shrinkComplete: true,
};

describe('found scenarios', () => {
  test('a shrunk violation becomes a valid scenario of the found flow, with a check of what was wrong', () => {
    const scenario = foundScenario(
      { seed: 7, preset: 'quota-granted', language: 'es', bridge: {}, start: '/' },
      [
        { tap: { name: 'Refresh', role: 'button', exact: true } },
        { run: { helper: 'switchLanguage', with: { to: 'es' } } },
      ],
      info,
    );
    expect(scenario.id).toBe('same-language-7');
    expect(scenario.flow).toBe('found');
    expect(scenario.seed).toBe(7);
    expect(scenario.steps[0]).toMatchObject({ note: expect.stringContaining('same-language') as string });
    expect(scenario.steps.at(-1)).toEqual({
      expectText: { text: 'Information updated', exact: true, absent: true },
    });
    expect(checkScenario(scenario).ok).toBe(true);
    const source = foundScenarioSource(scenario, info, 'scenarios/found/same-language-7.scenario.ts');
    expect(source).toContain("import { defineScenario } from '../scenario.schemas';");
    expect(source).toContain('npm run autopilot -- --replay scenarios/found/same-language-7.scenario.ts');
    expect(source).toContain('npm test replays every file of scenarios/found');
    // The object in the file is the scenario.
    const json = source.slice(
      source.indexOf('defineScenario(') + 'defineScenario('.length,
      source.lastIndexOf(');'),
    );
    expect(JSON.parse(json)).toEqual(scenario);
  });

  test('a bad step is refused rather than written', () => {
    expect(() =>
      foundScenario(
        { seed: 1, preset: 'new-borrower', language: 'es', bridge: false, start: '/' },
        [{ goto: 'no-slash' }],
        info,
      ),
    ).toThrow(/schema/);
    expect(foundId('Event Log', 3)).toBe('event-log-3');
  });

  test('a found scenario reads back as the units it was written from', () => {
    const tap = { tap: { name: 'Enviar', role: 'button' as const, exact: true } };
    const units = [[{ goto: '/user/login' }], [{ note: DOUBLE_TAP_NOTE }, tap], [{ reload: true as const }]];
    const scenario = foundScenario(
      { seed: 7, preset: 'new-borrower', language: 'es', bridge: {}, start: '/' },
      units.flat(),
      info,
    );
    expect(unitsOfSteps(actionStepsOf(scenario))).toEqual(units);
  });
});
