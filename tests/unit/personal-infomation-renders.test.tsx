import { screen, waitFor, within } from '@testing-library/react';
import type * as TextFieldModule from '../../src/components/ui/text-field';
import type * as OptionPickerModule from '../../src/components/ui/option-picker';
import type * as DateFieldModule from '../../src/components/ui/date-field';
import type * as RadioGroupFieldModule from '../../src/components/ui/radio-group-field';
import { PATHS } from '../../src/domain/paths';
import { installMockServer } from '../../src/mocks/server';
import { rendered, renders } from './field-renders';
import { currentPath } from './render-app';
import { openStepAsBorrower, validPersonalDraft } from './step-kit';

// What runs per keystroke on the personal information step (issue 8, INP at most 100 ms under 4x CPU),
// proved by structure rather than by timing: which field components render, and how often the draft is written.

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
vi.mock('../../src/components/ui/date-field', async (importOriginal) => {
  const { counted } = await import('./field-renders');
  const actual = await importOriginal<typeof DateFieldModule>();
  return { ...actual, DateField: counted(actual.DateField) };
});
vi.mock('../../src/components/ui/radio-group-field', async (importOriginal) => {
  const { counted } = await import('./field-renders');
  const actual = await importOriginal<typeof RadioGroupFieldModule>();
  return { ...actual, RadioGroupField: counted(actual.RadioGroupField) };
});

const runtime = installMockServer({ preset: 'registered-borrower', presetOptions: { progress: 20 } });

/** Opens the step logged in as the world's borrower, with an optional stored draft. */
const openStep = (draft?: Record<string, string>) =>
  openStepAsBorrower(
    PATHS.personalInfomation,
    'personalInfomation',
    { es: 'Información personal', en: 'Personal information' },
    { draft },
  );

const validDraft = () => validPersonalDraft(runtime);

test('the form has all its fields, each counted (the counter sees every field component)', async () => {
  renders.clear();
  await openStep();
  // 12 text fields, 8 pickers, the birthday and the gender group.
  expect(rendered()).toHaveLength(22);
});

test('typing one character re-renders only the field typed in, not the other 21', async () => {
  const { user } = await openStep();
  const input = screen.getByLabelText(/Primer nombre/);
  await user.click(input);
  renders.clear();
  await user.keyboard('A');
  expect(input).toHaveValue('A');
  expect(rendered()).toEqual(['Primer nombre']);

  // The same for a field whose value is reformatted while typed (CURP groups).
  const curp = screen.getByLabelText(/CURP/);
  await user.click(curp);
  renders.clear();
  await user.keyboard('g');
  expect(curp).toHaveValue('G');
  expect(rendered()).toEqual(['CURP']);
});

test('leaving a field with a wrong value re-renders that field only, with its message', async () => {
  const { user } = await openStep();
  await user.type(screen.getByLabelText(/Primer nombre/), 'A1');
  renders.clear();
  await user.tab();
  expect(screen.getByLabelText(/Primer nombre/)).toHaveAttribute('aria-invalid', 'true');
  expect(rendered()).toEqual(['Primer nombre']);
});

test('opening a picker and picking re-renders that picker only; a state also re-renders its cities', async () => {
  const { user } = await openStep();
  renders.clear();
  await user.click(screen.getByRole('button', { name: /Estado civil/ }));
  await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Casado(a)' }));
  expect(screen.getByRole('button', { name: /Estado civil/ })).toHaveAccessibleName(/Casado/);
  expect(rendered()).toEqual(['Estado civil']);

  renders.clear();
  await user.click(screen.getByRole('button', { name: /Estado de residencia/ }));
  await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Jalisco' }));
  expect(screen.getByRole('button', { name: /^Ciudad/ })).toBeEnabled();
  expect(rendered()).toEqual(['Ciudad', 'Estado de residencia']);
});

test('typing writes the draft once typing pauses, not once per keystroke', async () => {
  const { user, storedValues } = await openStep();
  // Opening the step writes nothing (decision 0027): every write counted below is typing's.
  window.dispatchEvent(new Event('pagehide'));
  expect(storedValues.get('drafts').personalInfomation).toBeUndefined();
  let writes = 0;
  storedValues.subscribe((key) => {
    if (key === 'drafts') writes += 1;
  });
  await user.type(screen.getByLabelText(/Primer nombre/), 'Ana María');
  await waitFor(() => expect(storedValues.get('drafts').personalInfomation?.firstName).toBe('Ana María'));
  expect(writes).toBe(1);
});

test('a draft still waiting to be written does not come back after the step is submitted', async () => {
  const { user, storedValues } = await openStep(validDraft());
  // Typed and submitted at once: the waiting write must not restore the draft the submission clears.
  await user.type(screen.getByLabelText(/Segundo nombre/), 'x');
  await user.clear(screen.getByLabelText(/Segundo nombre/));
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.additionalInfomation));
  expect(storedValues.get('drafts').personalInfomation).toBeUndefined();
});
