/**
 * The rows of a text table: one row a line, cells separated by `|` and trimmed, blank lines skipped. The
 * reference lists (option lists, banks, states) are written this way, one line per entry, so that they read
 * as the tables of the spec and the reference they come from. A row with another number of cells than
 * `columns` is a typing mistake in the table: it throws when the module loads (the option tests load them all).
 */
export function tableRows(text: string, columns: number): string[][] {
  const rows = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const wrong = rows.find((cells) => cells.length !== columns || cells.includes(''));
  if (wrong) throw new Error(`table row "${wrong.join(' | ')}" does not have ${columns} cells`);
  return rows;
}
