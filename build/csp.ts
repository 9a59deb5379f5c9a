import { createHash } from 'node:crypto';

/** What a build's policy allows beyond the page's own files. */
export interface CspOptions {
  /** The build's VITE_API_BASE_URL: an API on another origin is the one more origin it may call. */
  apiBaseUrl?: string;
  /** `sha256-...` of each inline script (the page's first script). */
  scriptHashes?: readonly string[];
  /** `sha256-...` of each inline <style> element (the page's stylesheet, inlined: decision 0024). */
  styleHashes?: readonly string[];
  /**
   * Enforce Trusted Types: no string reaches a script sink (`innerHTML`, `script.src`, `eval`-like calls).
   * The production build: neither the app nor its libraries need a policy (React sets no HTML from strings;
   * no `dangerouslySetInnerHTML`), so none is allowed (`trusted-types 'none'`). The mock-world build leaves it
   * out: its tools write into the page (MSW registers its service worker from a string, the simulator's screen
   * recorder loads rrweb with `script.src`, the end-to-end tests build frames from HTML).
   */
  trustedTypes?: boolean;
}

/**
 * The strict Content-Security-Policy of the built app: no eval, no plugins, no inline script but the page's own
 * first script and no inline style but the page's own stylesheet, each allowed by its hash; no style attribute
 * (React's `style` props are set through the CSSOM, which a policy does not restrict); images from the app, data
 * and blob URLs, and any https host (the backend's advert and feedback images: `safeImage` in
 * src/features/landing/advert-page.tsx accepts https: and data:image URLs). Delivered as a <meta> element, so
 * `frame-ancestors` (header-only) belongs in the hosting server's headers instead.
 */
export function contentSecurityPolicyFor(options: CspOptions = {}): string {
  const { apiBaseUrl = '', scriptHashes = [], styleHashes = [], trustedTypes = false } = options;
  const apiOrigin = /^https:\/\//.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : '';
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' '),
    "img-src 'self' data: blob: https:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "worker-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(trustedTypes ? ["require-trusted-types-for 'script'", "trusted-types 'none'"] : []),
  ].join('; ');
}

/** The CSP source of an inline script or style: `sha256-<base64>` of its exact text. */
export function scriptHash(code: string): string {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}
