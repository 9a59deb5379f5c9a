import { restoredPatch } from './use-step-form';

// The restore effect of a step form runs after the first paint; on a slow phone a keystroke can come first.
test('a field typed before the restored draft is stored keeps what was typed', () => {
  const raw = { company: '', payFrequency: 'weekly', monthlySalary: 'gone-range' };
  // The screen shows the restored values sanitised: an option no longer in the list is emptied.
  const shown = { company: '', payFrequency: 'weekly', monthlySalary: '' };
  // The first keystroke landed before the effect ran.
  const current = { ...raw, company: 'C' };
  expect(restoredPatch(raw, shown, current)).toEqual({ payFrequency: 'weekly', monthlySalary: '' });
  expect({ ...current, ...restoredPatch(raw, shown, current) }).toEqual({
    company: 'C',
    payFrequency: 'weekly',
    monthlySalary: '',
  });
});

test('with nothing typed yet, every field takes its sanitised restored value', () => {
  const raw = { company: '  Sol  ', payFrequency: 'weekly' };
  const shown = { company: 'Sol', payFrequency: 'weekly' };
  expect(restoredPatch(raw, shown, { ...raw })).toEqual(shown);
});
