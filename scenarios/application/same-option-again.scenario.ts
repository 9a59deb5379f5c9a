import { defineScenario } from '../scenario.schemas';

/**
 * A borrower opens a list to check what they chose and taps the same option again: the list closes, as any
 * pick does (it stayed open, and the autopilot's completion of the work step waited 15 s for it; decision
 * 0016, eighth round). Then the step is completed as usual.
 */
export default defineScenario({
  id: 'same-option-again',
  title: 'Work information: the option already chosen, tapped again, closes its list',
  flow: 'application',
  preset: 'registered-borrower',
  presetOptions: { progress: 25 },
  steps: [
    { note: 'A returning borrower whose application stops at the work information.' },
    { run: 'loginThroughApp' },
    { expectRoute: '/auth/additionalInfomation' },
    { choose: { field: 'Tipo de empleo', option: 'Empleado(a)' } },
    { note: 'The same option again: the list must close (the step waits for it).' },
    { choose: { field: 'Tipo de empleo', option: 'Empleado(a)' } },
    { expectText: 'Empleado(a)' },
    { run: 'fillWorkInfo' },
    { expectRoute: '/auth/emergency_contact' },
  ],
});
