// The mutation benchmark's patches (decision 0046) against the tree as it is: every mutant still plants its
// defect, so a refactor near a mutated line fails here, naming the mutant, instead of in the benchmark's copy.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkPatch, filesOf, MUTANTS_DIR, MUTATIONS, patchOf, root } from '../benchmarks/autopilot-mutants';

describe('the mutants of the autopilot benchmark', () => {
  test.each(MUTATIONS.map((m) => m.name))(
    '%s: its patch applies to the tree and changes one file',
    (name) => {
      const file = checkPatch(name, patchOf(name));
      expect(filesOf(patchOf(name))).toEqual([file]);
    },
  );

  test('every patch has its row in the table, and every row its patch', () => {
    const patches = readdirSync(MUTANTS_DIR)
      .filter((f) => f.endsWith('.patch'))
      .map((f) => f.slice(0, -'.patch'.length))
      .sort();
    expect(patches).toEqual(MUTATIONS.map((m) => m.name).sort());
  });
});

describe('checkPatch', () => {
  const name = 'cat-360';
  const patch = () => patchOf(name);
  const file = () => filesOf(patch())[0]!;

  /** A tree holding only the mutant's file, as `edit` leaves it. */
  function treeWith(edit: (source: string) => string): string {
    const tree = mkdtempSync(join(tmpdir(), 'cuota-mutant-tree-'));
    mkdirSync(join(tree, dirname(file())), { recursive: true });
    writeFileSync(join(tree, file()), edit(readFileSync(join(root, file()), 'utf8')));
    return tree;
  }

  test('fails, naming the mutant, when a line of its context has changed', () => {
    // The line after the mutated one, as the patch's context has it, edited as an unrelated change would.
    const context = patch()
      .split('\n')
      .find((line) => line.startsWith(' ') && line.trim().length > 0)!
      .slice(1);
    const tree = treeWith((source) => source.replace(context, `${context} // edited`));
    try {
      expect(() => checkPatch(name, patch(), tree)).toThrow(
        /^mutant cat-360: its patch no longer applies to src\/domain\/loan-math\.ts/,
      );
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  test('still applies when lines above it move', () => {
    const tree = treeWith((source) => `// one line more\n// and another\n${source}`);
    try {
      expect(checkPatch(name, patch(), tree)).toBe('src/domain/loan-math.ts');
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  test('refuses a patch of two files, and one that changes nothing', () => {
    const other = patchOf('raw-key');
    expect(() => checkPatch('two', `${patch()}${other}`)).toThrow(/^mutant two: its patch changes 2 files/);
    // The added line written back as the removed one: a patch that applies and leaves the file as it was.
    const lines = patch().split('\n');
    const removed = lines.find((line) => line.startsWith('-') && !line.startsWith('---'))!;
    const noop = lines
      .map((line) => (line.startsWith('+') && !line.startsWith('+++') ? `+${removed.slice(1)}` : line))
      .join('\n');
    expect(() => checkPatch('noop', noop)).toThrow(
      /^mutant noop: its patch applies to .* but changes nothing/,
    );
  });
});
