import { readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkScenario, ScenarioError, type Scenario } from '../scenario.schemas';

/** A scenario and the file it came from (relative to the root). */
export interface DiscoveredScenario {
  scenario: Scenario;
  file: string;
}

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.name.endsWith('.scenario.ts')) out.push(path);
  }
  return out;
}

/** Loads and checks every `scenarios/<flow>/*.scenario.ts`: valid, unique ids, each in its flow's folder. */
export async function discoverScenarios(root: string): Promise<DiscoveredScenario[]> {
  const dir = join(root, 'scenarios');
  const files = walk(dir, []).sort();
  const found: DiscoveredScenario[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const where = relative(root, file);
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    const checked = checkScenario(module.default);
    if (!checked.ok) throw new ScenarioError(where, checked.issues);
    const scenario = checked.scenario;
    const folder = relative(dir, dirname(file)).split(sep)[0];
    if (folder !== scenario.flow)
      throw new Error(`${where}: flow "${scenario.flow}" but the file is in scenarios/${folder ?? ''}/`);
    const other = seen.get(scenario.id);
    if (other) throw new Error(`${where}: id "${scenario.id}" is also used by ${other}`);
    seen.set(scenario.id, where);
    found.push({ scenario, file: where });
  }
  return found;
}

/** Escapes text for a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The `--grep` of `npm run scenarios -- FILTER...`: a scenario whose id contains any of the filters. Playwright
 * matches a test's title path and tags joined by spaces (`... <id> @<flow>`), so the pattern is anchored to the
 * id (the word before the flow tag) and a filter never matches the file's path or the flow alone.
 */
export function grepForIds(filters: readonly string[]): string {
  return `(?:^|\\s)\\S*(?:${filters.map(escape).join('|')})\\S* @[\\w-]+$`;
}
