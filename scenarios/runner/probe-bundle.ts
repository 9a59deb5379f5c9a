import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Rolldown } from 'vite';

/**
 * The page probe (page-probe.ts, with rrweb and the journey masks) as one IIFE for
 * `page.addInitScript`, built in memory once per process like the bridge emulator's bundle.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

function probeBuildConfig(): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      reportCompressedSize: false,
      lib: {
        entry: fileURLToPath(new URL('./page-probe.ts', import.meta.url)),
        formats: ['iife'],
        name: 'cuotaScenarioProbe',
        fileName: () => 'scenario-probe.iife.js',
      },
    },
  };
}

let bundle: Promise<string> | undefined;

/** The probe's init-script source (cached for the process). */
export function probeInitScript(): Promise<string> {
  bundle ??= build(probeBuildConfig()).then((result) => {
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('the scenario probe bundle has no code');
    return chunk.code;
  });
  return bundle;
}
