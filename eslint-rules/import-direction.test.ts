import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import importDirection from './import-direction.js';

// The tools' one door (decision 0044): a deep path into src/ from a tool fails, `#contracts/*` passes.
const ROOT = path.resolve(import.meta.dirname, '..');
const linter = new Linter({ cwd: ROOT, configType: 'flat' });

function lint(file: string, code: string): string[] {
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { cuota: { rules: { 'import-direction': importDirection } } },
        rules: { 'cuota/import-direction': 'error' },
      },
    ],
    { filename: path.join(ROOT, file) },
  );
  return messages.map((m) => m.message);
}

describe('tools reach the app only through #contracts', () => {
  test.each([
    'scenarios/journey/planted.ts',
    'simulator/renderer/panels/planted.ts',
    'bridge-emulator/planted.ts',
  ])('a deep import of src/store/store in %s is reported', (file) => {
    const depth = file.split('/').length - 1;
    const deep = `${'../'.repeat(depth)}src/store/store`;
    const messages = lint(file, `import { foldChunked } from '${deep}';\nvoid foldChunked;\n`);
    expect(messages).toEqual([expect.stringContaining("only through '#contracts/*'")]);
  });

  test.each([
    'scenarios/journey/planted.ts',
    'simulator/renderer/panels/planted.ts',
    'bridge-emulator/planted.ts',
  ])('#contracts/events passes in %s', (file) => {
    expect(
      lint(file, "import type { DomainEvent } from '#contracts/events';\nexport type E = DomainEvent;\n"),
    ).toEqual([]);
  });

  test('a type-only deep import and a re-export are reported too', () => {
    expect(
      lint(
        'scenarios/planted.ts',
        "import type { AppState } from '../src/domain/state';\nexport type S = AppState;\n",
      ),
    ).toHaveLength(1);
    expect(lint('simulator/planted.ts', "export { PATHS } from '../src/domain/paths';\n")).toHaveLength(1);
  });

  test("a tool's bundle config shares build/aliases.ts; nothing else of a tool reaches build/", () => {
    const code = "import { TLDTS_LITE } from '../../build/aliases.ts';\nvoid TLDTS_LITE;\n";
    expect(lint('simulator/renderer/vite.config.ts', code)).toEqual([]);
    expect(lint('bridge-emulator/node/vite.config.ts', code)).toEqual([]);
    expect(
      lint(
        'simulator/renderer/panels/planted.ts',
        "import { TLDTS_LITE } from '../../../build/aliases.ts';\nvoid TLDTS_LITE;\n",
      ),
    ).toEqual([expect.stringContaining('outside the tool folders')]);
    expect(
      lint('bridge-emulator/node/vite.config.ts', "import { csp } from '../../build/csp.ts';\nvoid csp;\n"),
    ).toHaveLength(1);
  });

  test('other #-imports are not the door', () => {
    expect(lint('scenarios/planted.ts', "import { x } from '#internal/x';\nvoid x;\n")).toHaveLength(1);
  });

  test('tools import each other as the architecture says', () => {
    expect(
      lint(
        'simulator/renderer/planted.ts',
        "import { createBridgeEmulator } from '../../bridge-emulator/emulator';\nvoid createBridgeEmulator;\n",
      ),
    ).toEqual([]);
    expect(
      lint(
        'simulator/renderer/planted.ts',
        "import { parseScenario } from '../../scenarios/scenario.schemas';\nvoid parseScenario;\n",
      ),
    ).toEqual([]);
    expect(
      lint(
        'scenarios/planted.ts',
        "import { installBridgeEmulator } from '../bridge-emulator/install';\nvoid installBridgeEmulator;\n",
      ),
    ).toEqual([]);
    expect(
      lint(
        'scenarios/planted.ts',
        "import { watchFrame } from '../simulator/renderer/frame/frame-link';\nvoid watchFrame;\n",
      ),
    ).toEqual(['scenarios/ may not import simulator/ (ARCHITECTURE section 2).']);
    expect(lint('bridge-emulator/planted.ts', "import { x } from '../scenarios/x';\nvoid x;\n")).toHaveLength(
      1,
    );
    expect(lint('scenarios/planted.ts', "import { z } from 'zod/mini';\nvoid z;\n")).toEqual([]);
  });
});

describe('src/ does not import the tools', () => {
  test('a module of src/ importing a tool is reported', () => {
    expect(
      lint(
        'src/app/planted.ts',
        "import { createBridgeEmulator } from '../../bridge-emulator/emulator';\nvoid createBridgeEmulator;\n",
      ),
    ).toEqual([expect.stringContaining('src/ never imports the tools')]);
    expect(
      lint(
        'src/store/planted.ts',
        "import type { X } from '../../scenarios/runner/probe-protocol';\nexport type Y = X;\n",
      ),
    ).toHaveLength(1);
  });

  test('only tool-protocol names the tools’ half of the protocol, by type', () => {
    const typeImport =
      "import type { BridgeEmulatorControl } from '../../bridge-emulator/emulator';\nexport type C = BridgeEmulatorControl;\n";
    expect(lint('src/contracts/tool-protocol.ts', typeImport)).toEqual([]);
    expect(
      lint(
        'src/contracts/tool-protocol.ts',
        "import { createBridgeEmulator } from '../../bridge-emulator/emulator';\nvoid createBridgeEmulator;\n",
      ),
    ).toHaveLength(1);
    expect(lint('src/contracts/events.ts', typeImport)).toHaveLength(1);
  });

  test('the app uses the door only for the window names it shares with the tools', () => {
    expect(
      lint(
        'src/app/planted.ts',
        "import type { ToolApp } from '../contracts/tool-protocol';\nexport type A = ToolApp;\n",
      ),
    ).toEqual([]);
    expect(
      lint('src/app/planted.ts', "import { PATHS } from '../contracts/paths';\nvoid PATHS;\n"),
    ).toHaveLength(1);
    expect(
      lint('src/app/planted.ts', "import { PATHS } from '#contracts/paths';\nvoid PATHS;\n"),
    ).toHaveLength(1);
  });

  test('the layer direction inside src/ still holds', () => {
    expect(
      lint('src/domain/planted.ts', "import { createStore } from '../store/store';\nvoid createStore;\n"),
    ).toEqual(['src/domain may not import src/store (ARCHITECTURE section 2).']);
  });
});
