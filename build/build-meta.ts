import { existsSync, mkdirSync, renameSync, rmSync, cpSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Where a build's own bookkeeping goes instead of its output folder: Vite's manifest and the list of each
 * screen's files (`.vite/manifest.json`, `.vite/screens.json`), which only the size budget reads
 * (scripts/size-budget.mjs). A production build must not ship them (issue 30: they map every source module to
 * its file), so they are kept beside the output, in the git-ignored `.vite/build-meta/<output folder name>/`.
 */
export function buildMetaDir(outDir: string): string {
  const out = resolve(outDir);
  return join(dirname(out), '.vite', 'build-meta', basename(out));
}

/** Moves `<outDir>/.vite/` to buildMetaDir(outDir) once the build is written (when `enabled`). */
export function buildMetaOutOfOutput({ enabled }: { enabled: boolean }): Plugin {
  let outDir = '';
  return {
    name: 'cuota-build-meta',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle: {
      order: 'post',
      handler() {
        if (!enabled) return;
        const from = join(outDir, '.vite');
        const to = buildMetaDir(outDir);
        rmSync(to, { recursive: true, force: true });
        if (!existsSync(from)) return;
        mkdirSync(dirname(to), { recursive: true });
        try {
          renameSync(from, to);
        } catch {
          // Another file system (a mounted output folder): copy, then remove.
          cpSync(from, to, { recursive: true });
          rmSync(from, { recursive: true, force: true });
        }
      },
    },
  };
}
