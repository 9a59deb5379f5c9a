/**
 * Which option a composite step picks when it is given a choice round (`with: { choice: n }`). The
 * autopilot's completions count their rounds on each screen from a seeded start, so over a walk (and over
 * walks of different seeds) every option of every list gets picked, not always the first: the work step's
 * weekly and fourteen-day pay was never sent by a walk while its completion always chose "Mensual" (issue 29).
 * Without a round the steps pick what they always did (the first option, the values scenarios rely on).
 */

/**
 * The index picked among `count` options in round `choice` for the `ordinal`-th list a step fills: the
 * rounds n, n+1, ..., n+count-1 pick each option of a list once; two lists filled one after the other
 * with the same options (two pay days) never get the same one.
 */
export function choiceIndex(choice: number, ordinal: number, count: number): number {
  if (count <= 0) throw new RangeError('no option to choose from');
  const n = Math.trunc(choice) + ordinal;
  return ((n % count) + count) % count;
}

/** The option picked among `options` in round `choice` for the `ordinal`-th list. */
export function chooseOption<T>(options: readonly T[], choice: number, ordinal: number): T {
  return options[choiceIndex(choice, ordinal, options.length)]!;
}
