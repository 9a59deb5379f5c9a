// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { candidatesOf } from '../../../scenarios/autopilot/core/actions';
import { createRng } from '../../../scenarios/autopilot/core/prng';
import { frameCatalog, readScreen } from './autopilot-frame';
import { autopilotSummary } from './use-autopilot-model';

// jsdom lays nothing out: give every element a box so it counts as visible, as in the frame.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 100,
    height: 20,
    top: 0,
    left: 0,
    right: 100,
    bottom: 20,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the autopilot in the simulator frame', () => {
  test('reads the controls by role and accessible name, with their container and dialog', () => {
    document.body.innerHTML = `
      <main>
        <form aria-label="Iniciar sesión">
          <label for="m">Número de celular</label><input id="m" value="55">
          <button type="button">Enviar código</button>
          <button type="submit" disabled>Iniciar sesión</button>
        </form>
        <div role="radiogroup" aria-label="Pregunta 1"><input type="radio" aria-label="No" checked></div>
        <div role="radiogroup" aria-label="Pregunta 2"><input type="radio" aria-label="No"></div>
      </main>
      <div role="dialog" aria-label="Número de hijos"><button>Confirmar</button></div>
      <div role="status">SMS de Cuota: tu código es 123456</div>`;
    const screen = readScreen(document);
    expect(screen.dialogs).toEqual(['Número de hijos']);
    expect(screen.smsShown).toBe(true);
    const byName = (name: string) => screen.controls.filter((c) => c.name === name);
    expect(byName('Número de celular')[0]).toMatchObject({
      role: 'textbox',
      within: 'Iniciar sesión',
      value: '55',
    });
    expect(byName('Iniciar sesión')[0]).toMatchObject({ role: 'button', disabled: true });
    expect(byName('No').map((c) => [c.within, c.checked, c.duplicate])).toEqual([
      ['Pregunta 1', true, 0],
      ['Pregunta 2', false, 1],
    ]);
    expect(byName('Confirmar')[0]).toMatchObject({ dialog: 'Número de hijos' });
    // The shared core picks from them: with the dialog open, only its button is tapped.
    const candidates = candidatesOf(
      {
        route: '/user/login',
        ...screen,
        loggedIn: false,
        language: 'es',
        bridge: true,
        faults: false,
        smsCode: '123456',
        deepLinks: [],
      },
      createRng(1),
    );
    expect(candidates.filter((c) => c.kind === 'tap').map((c) => c.key)).toEqual(['tap:button "Confirmar"']);
  });

  test('the catalogues come from the tables of the app (#contracts/events, #contracts/texts)', () => {
    const catalog = frameCatalog();
    expect(catalog.eventTypes).toContain('session/loggedIn');
    expect(catalog.eventTypes.length).toBeGreaterThan(50);
    expect(catalog.invariants.namespaces.has('bankCard')).toBe(true);
    expect(catalog.invariants.dictionaries.es.has('Información personal')).toBe(true);
  });

  test('the status line', () => {
    const config = { seed: 7, steps: 100, faults: false, preset: 'new-borrower' as const };
    expect(autopilotSummary({ phase: 'idle', rows: [], coverage: null }, config)).toMatch(
      /seed 7, up to 100 actions/,
    );
    expect(
      autopilotSummary(
        {
          phase: 'violation',
          rows: [],
          coverage: null,
          violation: { step: 12, invariant: 'same-language', message: 'x' },
        },
        config,
      ),
    ).toBe('Violation after action 12: same-language');
  });
});
