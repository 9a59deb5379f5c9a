import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Issue 32: each decision record fits on a page (context, decision, consequences). Measurements, bench logs and
 * rounds belong in docs/performance.md's history or the issue notes, not in the record.
 */

const DIR = join(process.cwd(), 'docs/decisions');
const MAX_LINES = 60;

/** Lines as `wc -l` counts them after Prettier: a final newline does not open another line. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  return text.replace(/\n$/, '').split('\n').length;
}

const records = readdirSync(DIR)
  .filter((name) => name.endsWith('.md'))
  .sort();

describe('decision records', () => {
  it('are found', () => {
    expect(records.length).toBeGreaterThan(40);
  });

  it('counts lines as wc -l does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\n\nb')).toBe(3);
  });

  it(`are each at most ${MAX_LINES} lines`, () => {
    const tooLong = records
      .map((name) => ({ name, lines: lineCount(readFileSync(join(DIR, name), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ name, lines }) => `${name}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
