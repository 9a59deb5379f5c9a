import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as TextFieldModule from '../../src/components/ui/text-field';
import type * as OptionPickerModule from '../../src/components/ui/option-picker';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { LOG_STORAGE_KEY } from '../../src/store/persistence';
import { rendered, renders } from './field-renders';
import { renderApp } from './render-app';

// What runs per keystroke and per pick on the employment step, which has the personal information step's
// form shape (issue 8, INP): which field components render.

vi.mock('../../src/components/ui/text-field', async (importOriginal) => {
  const { counted } = await import('./field-renders');
  const actual = await importOriginal<typeof TextFieldModule>();
  return { ...actual, TextField: counted(actual.TextField) };
});
vi.mock('../../src/components/ui/option-picker', async (importOriginal) => {
  const { counted } = await import('./field-renders');
  const actual = await importOriginal<typeof OptionPickerModule>();
  return { ...actual, OptionPicker: counted(actual.OptionPicker) };
});

configure({ asyncUtilTimeout: 4000 });

installMockServer({ preset: 'registered-borrower', presetOptions: { progress: 25 } });

/** An employee paid monthly, as the stored draft holds it: every field of the form is shown. */
const EMPLOYEE: Record<string, string> = {
  employmentType: 'employee',
  designation: 'government',
  industry: 'construction',
  jobExperience: '1-3',
  monthlySalary: '5000-10000',
  payFrequency: 'monthly',
  monthlyPayday: '15',
  incomeSource: 'self',
  cardType: 'clabe',
};

async function openStep() {
  const storedValues = createStoredValues(createMemoryStorage());
  const token = `Bearer ${REGISTERED_TOKEN}`;
  storedValues.set('token', { Authorization: token });
  storedValues.set('drafts', { additionalInfomation: EMPLOYEE });
  const logStorage = createMemoryStorage();
  logStorage.setItem(
    LOG_STORAGE_KEY,
    JSON.stringify({
      version: 2,
      snapshot: null,
      events: [{ type: 'session/loggedIn', at: 1, mobile: REGISTERED_MOBILE, token, via: 'web' }],
    }),
  );
  renders.clear();
  await renderApp(PATHS.additionalInfomation, { storedValues, logStorage, language: 'es' });
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('heading', { level: 1, name: 'Información laboral' });
  return user;
}

test('typing one character re-renders only the field typed in', async () => {
  const user = await openStep();
  // 6 text fields and 9 pickers for an employee paid monthly, each counted.
  expect(rendered()).toHaveLength(15);
  const input = screen.getByLabelText(/Nombre de la empresa/);
  await user.click(input);
  renders.clear();
  await user.keyboard('B');
  expect(input).toHaveValue('B');
  expect(rendered()).toEqual(['Nombre de la empresa']);
});

test('a new pay frequency re-renders the pickers it changes only', async () => {
  const user = await openStep();
  renders.clear();
  await user.click(screen.getByRole('button', { name: /Frecuencia de pago/ }));
  await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Quincenal' }));
  expect(screen.getByRole('button', { name: /^Segundo día de pago/ })).toBeInTheDocument();
  // The frequency itself, the pay day it clears and the second pay day it adds; the other 12 fields stay.
  expect(rendered()).toEqual(['Día de pago', 'Frecuencia de pago', 'Segundo día de pago']);
});
