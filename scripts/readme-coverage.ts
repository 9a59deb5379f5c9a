// Which README commands scripts/test.sh runs (scripts/readme-commands.ts's coverage check); no side effects, so
// unit tests import it.

/**
 * Scripts test.sh runs as their parts, side by side with other steps (decision 0059): the script must be exactly
 * its parts in order, and test.sh must run each part.
 */
const RUN_AS_PARTS: Record<string, string[]> = { lint: ['lint:format', 'lint:code'] };

/** True when test.sh runs `npm run SCRIPT` as written, or each of its parts and the script is just those parts. */
export function runByTestScript(
  script: string,
  testScript: string,
  scripts: Record<string, string>,
): boolean {
  const parts = RUN_AS_PARTS[script];
  const escaped = script.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!parts) return new RegExp(`npm run --silent ${escaped}(?![\\w:-])`).test(testScript);
  return (
    scripts[script] === parts.map((part) => `npm run --silent ${part}`).join(' && ') &&
    parts.every((part) => runByTestScript(part, testScript, scripts))
  );
}
