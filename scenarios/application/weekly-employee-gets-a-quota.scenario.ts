import { defineScenario } from '../scenario.schemas';
import { workStepToQuota } from './quota-steps';

/**
 * An employee paid every week finishes the application and is granted a quota (issue 29, point 1). The pay
 * day is a weekday; it travels as the option's code ('wed'), as the backend reads it. Before decision 0029
 * the work step sent it as its ISO number ('3') and every weekly employee was refused there (10040403, "El día
 * de pago no es válido: monthlyPayday"), with no way on.
 */
export default defineScenario({
  id: 'weekly-employee-gets-a-quota',
  title: 'An employee paid weekly, on Wednesdays, from login to a granted quota',
  flow: 'application',
  preset: 'application-in-progress',
  presetOptions: { progress: 25 },
  steps: workStepToQuota('Semanal', [
    { note: 'Paid weekly: the pay day is a day of the week, and there is one.' },
    { expectText: 'Día de la semana' },
    { expectText: { text: 'Segundo día de pago', absent: true } },
    { choose: { field: '/^Día de pago/', option: 'Miércoles' } },
  ]),
});
