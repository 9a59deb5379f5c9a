// `npx tsx tests/benchmarks/autopilot-mutations.ts [--dry-run] [--steps 200] [--seeds 7,8,9] [--only NAME] [--keep-found DIR] [--shrink-minutes M]`: applies realistic
// defects (the patches of tests/benchmarks/mutants/) to a copy of the app one at a time, builds it, runs the autopilot on it and reports whether an
// invariant caught the defect, which one, after how many actions, and the shrunk length. Not part of
// `npm test` (each mutant costs a build and a run: several minutes in all on 2 cores).
import { checkPatch, filesOf, MUTATIONS, patchOf, runMutant, type MutantRow } from './autopilot-mutants';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
// The fixed budget of the table (decision 0016, seventh round): up to three walks of 200 actions per mutant.
const steps = Number(option('--steps') ?? 200);
/** Seeds tried in turn until one catches the mutant (`--seeds 7,8,9`). */
const seeds = (option('--seeds') ?? option('--seed') ?? '7,8,9').split(',').map(Number);
const only = option('--only');
const keepFound = option('--keep-found');
// Five minutes: draft-not-saved and journey-leak need about that to reach 3 actions (decision 0016, fifth round).
const shrinkMinutes = Number(option('--shrink-minutes') ?? 5);

// `--dry-run`: each mutant's patch still applies to the tree and changes its one file (a refactor must not
// silently turn a mutant into the unchanged app); no build, no walk. `npm test` runs it
// (scripts/readme-commands.ts), and tests/unit/autopilot-mutants.test.ts checks the same.
if (args.includes('--dry-run')) {
  const stale = MUTATIONS.filter((m) => !only || only.split(',').includes(m.name)).flatMap((mutation) => {
    try {
      const file = checkPatch(mutation.name, patchOf(mutation.name));
      console.log(`${mutation.name.padEnd(19)} ${file}: applies`);
      return [];
    } catch (error) {
      console.log(`${mutation.name.padEnd(19)} ${(error as Error).message}`);
      return [mutation.name];
    }
  });
  console.log(
    `${MUTATIONS.length - stale.length} of ${MUTATIONS.length} mutations apply${stale.length ? `; stale: ${stale.join(', ')}` : ''}`,
  );
  process.exit(stale.length ? 1 : 0);
}

const rows: MutantRow[] = [];
for (const mutation of MUTATIONS) {
  if (only && !only.split(',').includes(mutation.name)) continue;
  console.log(`\n=== ${mutation.name}: ${mutation.story} (${filesOf(patchOf(mutation.name)).join(', ')})`);
  rows.push(
    await runMutant(mutation, {
      steps,
      seeds,
      shrink: true,
      shrinkMinutes,
      ...(keepFound ? { keepFound } : {}),
      log: (line) => console.log(line),
    }),
  );
}

console.log(
  '\nmutation          caught  by                    (expected)            seed  at step  find (s)  shrunk to  time',
);
for (const r of rows)
  console.log(
    `${r.name.padEnd(17)} ${(r.caught ? 'yes' : 'NO').padEnd(7)} ${r.invariant.padEnd(21)} ${`(${r.expected})`.padEnd(21)} ${String(r.seed ?? '-').padStart(4)}  ${String(r.atStep ?? '-').padStart(7)}  ${(r.findSeconds === null ? '-' : r.findSeconds.toFixed(1)).padStart(8)}  ${String(r.shrunkTo ?? '-').padStart(9)}  ${r.seconds} s`,
  );
const shrunk = rows.filter((r) => r.shrunkTo !== null).map((r) => r.shrunkTo!);
console.log(
  `\n${rows.filter((r) => r.caught).length} of ${rows.length} mutants caught (seeds ${seeds.join(', ')} in turn, ${steps} steps each; reports in reports/autopilot-mutants/)` +
    (shrunk.length
      ? `; shrunk to ${Math.min(...shrunk)}-${Math.max(...shrunk)} step(s), ${shrunk.filter((n) => n <= 15).length} of ${shrunk.length} at most 15`
      : ''),
);
