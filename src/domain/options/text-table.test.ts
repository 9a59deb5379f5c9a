import { optionTable } from './option';
import { tableRows } from './text-table';

describe('tableRows', () => {
  test('reads one row a line, cells trimmed, blank lines skipped', () => {
    expect(tableRows('\n  a  | b c |d\n\n e|f|g \n', 3)).toEqual([
      ['a', 'b c', 'd'],
      ['e', 'f', 'g'],
    ]);
  });

  test('throws on a row with a missing, extra or empty cell', () => {
    expect(() => tableRows('a | b', 3)).toThrow('does not have 3 cells');
    expect(() => tableRows('a | b | c | d', 3)).toThrow('does not have 3 cells');
    expect(() => tableRows('a |  | c', 3)).toThrow('does not have 3 cells');
  });

  test('optionTable makes options of code | Spanish | English rows', () => {
    expect(optionTable('yes | Sí | Yes')).toEqual([{ value: 'yes', label: { es: 'Sí', en: 'Yes' } }]);
  });
});
