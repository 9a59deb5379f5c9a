import { screen, within } from '@testing-library/react';
import type * as TextFieldModule from '../../src/components/ui/text-field';
import type * as OptionPickerModule from '../../src/components/ui/option-picker';
import { PATHS } from '../../src/domain/paths';
import { installMockServer } from '../../src/mocks/server';
import { rendered, renders } from './field-renders';
import { EMPLOYEE_DRAFT as EMPLOYEE, openStepAsBorrower } from './step-kit';

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

installMockServer({ preset: 'registered-borrower', presetOptions: { progress: 25 } });

async function openStep() {
  renders.clear();
  const { user } = await openStepAsBorrower(
    PATHS.additionalInfomation,
    'additionalInfomation',
    { es: 'Información laboral', en: 'Work information' },
    { draft: EMPLOYEE },
  );
  return user;
}

test('typing one character re-renders only the field typed in', async () => {
  const user = await openStep();
  // 6 text fields and 8 pickers for an employee paid monthly, each counted.
  expect(rendered()).toHaveLength(14);
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
