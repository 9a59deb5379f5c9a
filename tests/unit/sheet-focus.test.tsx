import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { BottomSheet } from '../../src/components/ui/bottom-sheet';
import { DateField } from '../../src/components/ui/date-field';
import { OptionPicker, type PickerOption } from '../../src/components/ui/option-picker';

// Accessibility audit: the bottom sheet's focus effect re-ran whenever its caller passed a new `onClose`
// (the pickers make one each render), so every letter typed in a picker's search box sent focus to the
// opener and back to the sheet panel (on Android the keyboard closed after one letter), and every day or
// month chosen in the date sheet threw screen-reader focus out of its list. Focus moves into the sheet once
// when it opens and back to the opener once when it closes; the keys are typed one at a time, as a person does.

/** Every element that received focus, in order (focus does not bubble: listened to while capturing). */
function focusLog(): HTMLElement[] {
  const seen: HTMLElement[] = [];
  const onFocus = (e: FocusEvent) => seen.push(e.target as HTMLElement);
  document.addEventListener('focus', onFocus, true);
  onTestFinished(() => document.removeEventListener('focus', onFocus, true));
  return seen;
}

// More than 12 options: the picker gets its search box. Several start with "Ban", one with "Banr".
const BANKS: PickerOption[] = [
  'ABC Capital',
  'Actinver',
  'Afirme',
  'Azteca',
  'BanCoppel',
  'Banamex',
  'Banbajío',
  'Banorte',
  'Banregio',
  'BBVA México',
  'HSBC',
  'Inbursa',
  'Invex',
  'Mifel',
  'Monex',
  'Santander',
].map((label) => ({ value: label.toUpperCase(), label }));

function BankPicker({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <OptionPicker
      label="Banco"
      value={value}
      options={BANKS}
      onChange={(picked) => {
        setValue(picked);
        onChange(picked);
      }}
    />
  );
}

function Birthday({ onChange }: { onChange: (iso: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DateField
      label="Fecha de nacimiento"
      value={value}
      min="1990-01-01"
      max="2007-12-31"
      onChange={(iso) => {
        setValue(iso);
        onChange(iso);
      }}
    />
  );
}

const radioNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

test('typing a search letter by letter keeps focus in the search box and narrows the list', async () => {
  const user = userEvent.setup();
  const picked = vi.fn();
  render(
    <StrictMode>
      <BankPicker onChange={picked} />
    </StrictMode>,
  );
  const opener = screen.getByRole('button', { name: /^Banco/ });
  const focused = focusLog();
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Banco' });
  expect(dialog).toHaveFocus();
  const search = within(dialog).getByRole('searchbox', { name: 'Buscar' });
  await user.click(search);

  const expected: Record<string, string[]> = {
    b: [
      'ABC Capital',
      'BanCoppel',
      'Banamex',
      'Banbajío',
      'Banorte',
      'Banregio',
      'BBVA México',
      'HSBC',
      'Inbursa',
    ],
    ba: ['BanCoppel', 'Banamex', 'Banbajío', 'Banorte', 'Banregio'],
    ban: ['BanCoppel', 'Banamex', 'Banbajío', 'Banorte', 'Banregio'],
    banr: ['Banregio'],
  };
  let typed = '';
  for (const letter of 'banr') {
    await user.keyboard(letter);
    typed += letter;
    expect(search).toHaveFocus();
    expect(search).toHaveValue(typed);
    expect(radioNames(dialog)).toEqual(expected[typed]);
  }
  // Focus went into the sheet once, and never back to the opener while the sheet was open.
  expect(focused.filter((el) => el === dialog)).toHaveLength(1);
  expect(focused.filter((el) => el === opener)).toHaveLength(1);

  await user.click(within(dialog).getByRole('radio', { name: 'Banregio' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(picked).toHaveBeenCalledWith('BANREGIO');
  expect(opener).toHaveFocus();
  expect(focused.filter((el) => el === opener)).toHaveLength(2);
  expect(focused.at(-1)).toBe(opener);
});

test('choosing a day and a month keeps focus in the date lists until the sheet closes', async () => {
  const user = userEvent.setup();
  const chosen = vi.fn();
  render(
    <StrictMode>
      <Birthday onChange={chosen} />
    </StrictMode>,
  );
  const opener = screen.getByRole('button', { name: /^Fecha de nacimiento/ });
  const focused = focusLog();
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Fecha de nacimiento' });
  expect(dialog).toHaveFocus();

  const day = within(dialog).getByRole('combobox', { name: 'Día' });
  await user.selectOptions(day, '15');
  expect(day).toHaveValue('15');
  expect(day).toHaveFocus();
  const month = within(dialog).getByRole('combobox', { name: 'Mes' });
  await user.selectOptions(month, 'mar');
  expect(month).toHaveValue('3');
  expect(month).toHaveFocus();
  const year = within(dialog).getByRole('combobox', { name: 'Año' });
  await user.selectOptions(year, '2001');
  expect(year).toHaveFocus();
  expect(focused.filter((el) => el === dialog)).toHaveLength(1);
  expect(focused.filter((el) => el === opener)).toHaveLength(1);

  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(chosen).toHaveBeenCalledWith('2001-03-15');
  expect(opener).toHaveFocus();
  expect(focused.filter((el) => el === opener)).toHaveLength(2);
});

test('Escape closes the sheet with the latest close function and returns focus to the opener', async () => {
  const user = userEvent.setup();
  const picked = vi.fn();
  render(
    <StrictMode>
      <BankPicker onChange={picked} />
    </StrictMode>,
  );
  const opener = screen.getByRole('button', { name: /^Banco/ });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Banco' });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar' }), 'mon');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(picked).not.toHaveBeenCalled();
  // The search was cleared on closing: the sheet opens on the full list again.
  await user.click(opener);
  expect(within(screen.getByRole('dialog')).getAllByRole('radio')).toHaveLength(BANKS.length);
});

test('a sheet given a new close function keeps its focus, and Escape calls the newest one', async () => {
  const user = userEvent.setup();
  const closedBy: string[] = [];
  const sheet = (version: string) => (
    <BottomSheet open title="Aviso" closeLabel="Cerrar" onClose={() => closedBy.push(version)}>
      <input aria-label="Nota" />
    </BottomSheet>
  );
  const view = render(sheet('first'));
  const note = screen.getByRole('textbox', { name: 'Nota' });
  await user.click(note);
  view.rerender(sheet('second'));
  expect(note).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(closedBy).toEqual(['second']);
});

test('a sheet that closes after another has opened leaves the focus with the open one', async () => {
  // A popup that opens on arrival (the rating popup) while an earlier sheet is still closing: the closing one
  // must not send focus back to its opener, away from the open dialog.
  function TwoSheets() {
    const [first, setFirst] = useState(false);
    const [second, setSecond] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setFirst(true)}>
          Abrir la primera
        </button>
        <button type="button" onClick={() => setSecond(true)}>
          Abrir la segunda
        </button>
        <button type="button" onClick={() => setFirst(false)}>
          Cerrar la primera
        </button>
        <BottomSheet open={first} title="Primera" onClose={() => setFirst(false)} closeLabel="Cerrar">
          <p>Uno</p>
        </BottomSheet>
        <BottomSheet open={second} title="Segunda" onClose={() => setSecond(false)} closeLabel="Cerrar">
          <p>Dos</p>
        </BottomSheet>
      </>
    );
  }
  render(
    <StrictMode>
      <TwoSheets />
    </StrictMode>,
  );
  // The borrower opens the first: its opener is the button they tapped.
  await userEvent.click(screen.getByRole('button', { name: 'Abrir la primera' }));
  expect(screen.getByRole('dialog', { name: 'Primera' })).toHaveFocus();
  // The second opens by code (as a popup does, no tap), then the first closes by code.
  fireEvent.click(screen.getByRole('button', { name: 'Abrir la segunda' }));
  const second = await screen.findByRole('dialog', { name: 'Segunda' });
  expect(second).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar la primera' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Primera' })).not.toBeInTheDocument());
  expect(second).toHaveFocus();
});

test('focus lost while the sheet is open (the screen hidden for a moment) comes back to the sheet', () => {
  const sheet = (text: string) => (
    <BottomSheet open title="Califica" onClose={() => undefined} closeLabel="Cerrar">
      <p>{text}</p>
    </BottomSheet>
  );
  const view = render(sheet('Uno'));
  const dialog = screen.getByRole('dialog', { name: 'Califica' });
  expect(dialog).toHaveFocus();
  // A loading boundary hid the screen: the browser moved focus to the page.
  act(() => dialog.blur());
  expect(document.body).toHaveFocus();
  view.rerender(sheet('Dos'));
  expect(screen.getByRole('dialog', { name: 'Califica' })).toHaveFocus();
});
