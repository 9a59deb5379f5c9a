// The JavaScript each route loads, in KiB gzip, from `npm run budget` itself (scripts/size-budget.mjs: it
// reads Vite's manifest and counts the entry with its static imports, the route's chunk with its static
// imports and the API layer that every cold load fetches). It reads ./dist and ./dist-mock, so it runs in a scratch folder whose dist and
// dist-mock point at the bench's builds; its results are parsed from the reports/budget.json it writes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RouteSize {
  route: string;
  /** The check as size-budget.mjs words it, e.g. `login route adds ≤ 60 KiB gzip of its own`. */
  check: string;
  ok: boolean;
  /** e.g. `141.1 KiB with the API layer, +0.5 KiB` or `144.8 KiB: app start 133.3 KiB, screen 4.2 KiB, ...`. */
  detail: string;
}

interface BudgetReport {
  results: Array<{ name: string; ok: boolean; detail?: string }>;
}

/** Runs the size budget against the given production and mock builds. */
export function routeSizes(prodOut: string, mockOut: string): { routes: RouteSize[]; api: RouteSize | null } {
  const scratch = mkdtempSync(join(tmpdir(), 'cuota-bench-budget-'));
  try {
    symlinkSync(resolve(prodOut), join(scratch, 'dist'));
    symlinkSync(resolve(mockOut), join(scratch, 'dist-mock'));
    spawnSync(process.execPath, [resolve('scripts/size-budget.mjs')], { cwd: scratch, stdio: 'ignore' });
    const report = JSON.parse(readFileSync(join(scratch, 'reports', 'budget.json'), 'utf8')) as BudgetReport;
    const routes: RouteSize[] = [];
    let api: RouteSize | null = null;
    for (const r of report.results) {
      const loads = /^JavaScript (\w+) loads/.exec(r.name) ?? /^(\w+) route adds/.exec(r.name);
      const entry = { check: r.name, ok: r.ok, detail: r.detail ?? '' };
      if (loads) routes.push({ route: loads[1]!, ...entry });
      else if (r.name.startsWith('API layer')) api = { route: 'api', ...entry };
    }
    return { routes, api };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
