import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';

/** What the CSP fixture (tests/e2e/fixtures.ts) sees, and the policy the built app carries. */

test('the served app carries the strict CSP, and no inline script but its first script, allowed by its hash', async ({
  request,
}) => {
  const html = await (await request.get('./')).text();
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
  // Decision 0024: the page's one inline script (src/boot.ts) is allowed by its SHA-256, and nothing else is.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(1);
  const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  expect(directives.get('script-src')).toBe(["'self'", ...hashes].join(' '));
  expect(directives.get('object-src')).toBe("'none'");
  expect(directives.get('base-uri')).toBe("'none'");
  expect(csp).not.toMatch(/unsafe-eval|strict-dynamic/);
});

test('an inline script in the page is blocked and the fixture records the violation', async ({
  page,
  cspViolations,
}) => {
  await page.goto('./#/user/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.filter((v) => v.source === 'event').length).toBeGreaterThan(0);
  expect(cspViolations.find((v) => v.source === 'event')?.directive).toBe('script-src-elem');
  await expect.poll(() => cspViolations.some((v) => v.source === 'console')).toBe(true);
  // Provoked on purpose: empty the list so the fixture's own check passes.
  cspViolations.length = 0;
});

test('a violation inside a frame is recorded too', async ({ page, cspViolations }) => {
  await page.goto('./#/privacy_policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A srcdoc frame inherits the page's policy, so its inline script is refused inside the frame.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'test frame';
    frame.srcdoc = '<p>frame</p><script>window.parent.__frameRan = true</script>';
    document.body.append(frame);
  });
  // Chromium reports the srcdoc document's address as "about".
  await expect
    .poll(() => cspViolations.filter((v) => v.source === 'event' && v.url.startsWith('about')).length)
    .toBe(1);
  await expect.poll(() => cspViolations.some((v) => v.source === 'console')).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { __frameRan?: boolean }).__frameRan),
  ).toBeUndefined();
  cspViolations.length = 0;
});
