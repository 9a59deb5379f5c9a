import { createHash } from 'node:crypto';

/**
 * The strict Content-Security-Policy of the built app: no eval, no plugins, and no inline script but the
 * page's own first script, allowed by its hash (`scriptHashes`: the SHA-256 of each inline script's text).
 * Delivered as a <meta> element, so `frame-ancestors` (header-only) belongs in the hosting server's headers
 * instead. `apiBaseUrl` is the build's VITE_API_BASE_URL: an API on another origin is the one more origin it
 * may call.
 */
export function contentSecurityPolicyFor(apiBaseUrl = '', scriptHashes: readonly string[] = []): string {
  const apiOrigin = /^https:\/\//.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : '';
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    // antd-mobile and React style attributes need inline styles; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "worker-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The CSP source of an inline script: `sha256-<base64>` of its exact text. */
export function scriptHash(code: string): string {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}
