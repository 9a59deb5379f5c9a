import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/**
 * The runtime import chain from a module to another one, following relative `import` and `export ... from`
 * statements (type-only imports are erased and do not count), or null when the target is not reached. The
 * oracle's tests use it to hold that the money checks never load the app's loan math.
 */
export function importChain(root: string, from: string, target: string): string[] | null {
  const goal = resolve(root, target);
  const via = new Map<string, string | null>();
  const queue: [string, string | null][] = [[resolve(root, from), null]];
  while (queue.length > 0) {
    const [file, parent] = queue.shift()!;
    if (via.has(file)) continue;
    via.set(file, parent);
    if (file === goal) break;
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(
      /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm,
    )) {
      const base = resolve(dirname(file), m[1]!);
      const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
        (c) => existsSync(c) && statSync(c).isFile(),
      );
      if (found) queue.push([found, file]);
    }
  }
  if (!via.has(goal)) return null;
  const chain: string[] = [];
  for (let f: string | null | undefined = goal; f; f = via.get(f)) chain.unshift(relative(root, f));
  return chain;
}
