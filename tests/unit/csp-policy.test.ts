import { mkdtempSync, mkdirSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMetaDir, buildMetaOutOfOutput } from '../../build/build-meta';
import { contentSecurityPolicyFor, scriptHash } from '../../build/csp';

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );

describe("the built app's Content-Security-Policy (issue 30)", () => {
  test("allows no inline style but the page's stylesheet, by its hash", () => {
    const style = '.a{color:red}';
    const csp = directives(
      contentSecurityPolicyFor({ scriptHashes: [scriptHash('boot()')], styleHashes: [scriptHash(style)] }),
    );
    expect(csp.get('style-src')).toBe(`'self' '${scriptHash(style)}'`);
    expect(csp.get('script-src')).toBe(`'self' '${scriptHash('boot()')}'`);
    expect([...csp.values()].join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  });

  test('allows the https images the app accepts (adverts, feedback), data: and blob:', () => {
    expect(directives(contentSecurityPolicyFor()).get('img-src')).toBe("'self' data: blob: https:");
  });

  test('enforces Trusted Types with no policy in the production build only', () => {
    const production = directives(contentSecurityPolicyFor({ trustedTypes: true }));
    expect(production.get('require-trusted-types-for')).toBe("'script'");
    expect(production.get('trusted-types')).toBe("'none'");
    const mock = directives(contentSecurityPolicyFor({ trustedTypes: false }));
    expect(mock.has('require-trusted-types-for')).toBe(false);
  });

  test('an https API on another origin is the one more origin it may call', () => {
    expect(
      directives(contentSecurityPolicyFor({ apiBaseUrl: 'https://api.cuota.mx/v1' })).get('connect-src'),
    ).toBe("'self' https://api.cuota.mx");
    expect(
      directives(contentSecurityPolicyFor({ apiBaseUrl: 'http://api.cuota.mx' })).get('connect-src'),
    ).toBe("'self'");
  });
});

describe('the production output ships no .vite/ folder (issue 30)', () => {
  function builtOutput() {
    const root = mkdtempSync(join(tmpdir(), 'cuota-meta-'));
    const out = join(root, 'dist');
    mkdirSync(join(out, '.vite'), { recursive: true });
    writeFileSync(join(out, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    writeFileSync(join(out, 'index.html'), '<p>app</p>');
    return { root, out };
  }
  function closeBundle(plugin: ReturnType<typeof buildMetaOutOfOutput>, root: string) {
    (plugin.configResolved as (c: unknown) => void)({ root, build: { outDir: 'dist' } });
    (plugin.closeBundle as { handler: () => void }).handler();
  }

  test('moves the manifest beside the output, where the size budget reads it', () => {
    const { root, out } = builtOutput();
    closeBundle(buildMetaOutOfOutput({ enabled: true }), root);
    expect(existsSync(join(out, '.vite'))).toBe(false);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(buildMetaDir(out)).toBe(join(root, '.vite', 'build-meta', 'dist'));
    expect(readFileSync(join(buildMetaDir(out), 'manifest.json'), 'utf8')).toBe('{"src/main.tsx":{}}');
  });

  test('leaves the mock-world build as it is', () => {
    const { root, out } = builtOutput();
    closeBundle(buildMetaOutOfOutput({ enabled: false }), root);
    expect(existsSync(join(out, '.vite', 'manifest.json'))).toBe(true);
  });
});
