// The envelope as the app's builds bundle it (build/crypto-js-lite.ts leaves out crypto-js's passphrase key
// derivation and its hashes), checked against Node's own AES-128-ECB: not against crypto-js, which is what the
// build changes. Decision 0070.
import { spawnSync } from 'node:child_process';
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type * as EnvelopeModule from '../../src/api/envelope';

const PACKAGE = 'com.cuota.mx';
const KEY = Buffer.from(`${PACKAGE}0000000000000000`.slice(0, 16), 'utf8');
const nodeEncrypt = (plain: string) => {
  const cipher = createCipheriv('aes-128-ecb', KEY, null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64url');
};
const nodeDecrypt = (text: string) => {
  const decipher = createDecipheriv('aes-128-ecb', KEY, null);
  return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8');
};

let out: string;
let bundled: typeof EnvelopeModule;
let code: string;

// Vite's build runs in a process of its own (the test workers' VM contexts cannot host Rolldown's plugins), with
// the plugin as the app's builds use it, on the envelope alone, unminified so its modules can be read.
beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'cuota-envelope-'));
  const config = join(out, 'vite.config.ts');
  writeFileSync(
    config,
    `import { cryptoJsWithoutPassphrases } from ${JSON.stringify(resolve('build/crypto-js-lite.ts'))};
export default {
  configFile: false, logLevel: 'silent', plugins: [cryptoJsWithoutPassphrases()],
  build: { outDir: ${JSON.stringify(join(out, 'dist'))}, minify: false,
    lib: { entry: ${JSON.stringify(resolve('src/api/envelope.ts'))}, formats: ['es'], fileName: 'envelope' } },
};`,
  );
  const built = spawnSync(
    process.execPath,
    [resolve('node_modules/vite/bin/vite.js'), 'build', '-c', config],
    {
      encoding: 'utf8',
    },
  );
  expect(built.status, built.stderr).toBe(0);
  const file = join(out, 'dist', 'envelope.js');
  code = readFileSync(file, 'utf8');
  bundled = (await import(pathToFileURL(file).href)) as typeof EnvelopeModule;
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the envelope without crypto-js's passphrase modules", () => {
  test('leaves out EvpKDF, MD5, SHA-1 and HMAC, and keeps the AES cipher', () => {
    // Each of crypto-js's modules defines its algorithm as `C_algo.<Name> = <Base>.extend(`.
    const defined = [...code.matchAll(/C_algo\.(\w+) = \w+\.extend\(/g)].map((m) => m[1]).sort();
    expect(defined).toEqual(['AES']);
    expect(code).not.toMatch(
      /EvpKDF = C_algo\.EvpKDF =|MD5 = C_algo\.MD5 =|SHA1 = C_algo\.SHA1 =|HMAC = C_algo\.HMAC =/,
    );
  });

  test.each(['/store/order/last', '{"mobile":"5512345678","nombre":"Peña"}', '', 'ñ'.repeat(33)])(
    'encrypts %j exactly as AES-128-ECB with PKCS#7 does, and reads it back',
    (plain) => {
      expect(bundled.encrypt(plain, PACKAGE)).toBe(nodeEncrypt(plain));
      expect(bundled.decrypt(nodeEncrypt(plain), PACKAGE)).toBe(plain);
      expect(nodeDecrypt(bundled.encrypt(plain, PACKAGE))).toBe(plain);
    },
  );
});
