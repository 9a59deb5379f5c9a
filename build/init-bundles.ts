import type { Plugin } from 'vite';
import { writeIifeBundle } from '../bridge-emulator/node/iife-bundle.ts';
import { EMULATOR_BUNDLE } from '../bridge-emulator/node/init-script.ts';
import { PROBE_BUNDLE } from '../scenarios/runner/probe-bundle.ts';

/**
 * The mock build (`npm run build:mock`) also builds the two init-script bundles the browser tests put into
 * their pages, the bridge emulator and the scenario probe, into .tmp/init-bundles/: built once by the build,
 * not by each test process (decision 0045; bridge-emulator/node/iife-bundle.ts reads them).
 */
export function initBundles(options: { enabled: boolean }): Plugin {
  return {
    name: 'cuota-init-bundles',
    apply: 'build',
    async closeBundle() {
      if (!options.enabled) return;
      for (const bundle of [EMULATOR_BUNDLE, PROBE_BUNDLE]) await writeIifeBundle(bundle);
    },
  };
}
