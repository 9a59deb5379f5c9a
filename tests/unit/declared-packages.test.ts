import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';

/**
 * Issue 32: every package the code imports is declared in package.json. A package that arrives only as another
 * package's dependency (chrome-launcher came with lighthouse) can vanish or change version under the code on
 * the next install.
 */

const ROOT = process.cwd();
const FOLDERS = [
  'src',
  'tests',
  'scenarios',
  'simulator',
  'bridge-emulator',
  'scripts',
  'build',
  'eslint-rules',
];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (SOURCE.test(entry.name)) out.push(path);
  }
  return out;
}

/** The package each bare import of a source names (`@scope/name` or `name`), without Node's own modules. */
export function importedPackages(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  const builtins = new Set(builtinModules);
  return specifiers
    .filter(
      (s) => !/^[./#]/.test(s) && !s.includes('${') && !s.startsWith('node:') && !s.startsWith('virtual:'),
    )
    .map((s) => s.split('?')[0]!)
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!))
    .filter((name) => !builtins.has(name));
}

test('the scan finds bare, scoped, dynamic and side-effect imports, and skips relative and Node ones', () => {
  const source = [
    "import { launch } from 'chrome-launcher';",
    "import type { Page } from '@playwright/test';",
    "import '@testing-library/jest-dom/vitest';",
    "const m = await import('fast-check');",
    "import { x } from './local';",
    "import { readFileSync } from 'node:fs';",
    "import { join } from 'path';",
    "import { api } from '#contracts/api';",
  ].join('\n');
  expect(importedPackages(source).sort()).toEqual(
    ['@playwright/test', '@testing-library/jest-dom', 'chrome-launcher', 'fast-check'].sort(),
  );
});

test('every package the code imports is declared in package.json', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const declared = new Set([
    pkg.name,
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ]);
  const files = [
    ...FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))),
    ...readdirSync(ROOT)
      .filter((name) => /\.config\.(ts|js|mjs)$/.test(name))
      .map((name) => join(ROOT, name)),
  ];
  expect(files.length).toBeGreaterThan(300);
  const undeclared = files.flatMap((file) =>
    importedPackages(readFileSync(file, 'utf8'))
      .filter((name) => !declared.has(name))
      .map((name) => `${relative(ROOT, file)}: ${name}`),
  );
  expect(undeclared).toEqual([]);
});
