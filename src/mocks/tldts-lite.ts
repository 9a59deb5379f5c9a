/**
 * Build-time stand-in for `tldts` (aliased by build/aliases.ts): msw's cookie store (tough-cookie) only
 * asks for the registrable domain, and the mock world runs on localhost or 127.0.0.1, so the 100 KB
 * public-suffix list is not needed. It treats the last label as the public suffix.
 */

/** The parsed parts of a host, shaped like tldts' result. */
export interface ParsedHost {
  hostname: string | null;
  isIp: boolean;
  publicSuffix: string | null;
  domain: string | null;
  domainWithoutSuffix: string | null;
  subdomain: string | null;
  isIcann: boolean | null;
  isPrivate: boolean | null;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function hostnameOf(input: string): string | null {
  let host = input.trim().toLowerCase();
  if (host === '') return null;
  if (host.includes('://')) {
    try {
      host = new URL(host).hostname;
    } catch {
      return null;
    }
  } else {
    host = host.replace(/[/?#].*$/, '');
    if (!host.startsWith('[')) host = host.replace(/:\d+$/, '');
  }
  host = host.replace(/\.$/, '');
  return host === '' ? null : host;
}

function isIp(host: string): boolean {
  return IPV4.test(host) || host.includes(':') || host.startsWith('[');
}

/** The host's parts; an IP or a single label has no domain. */
export function parse(input: string, _options?: unknown): ParsedHost {
  const hostname = hostnameOf(input);
  const empty = {
    publicSuffix: null,
    domain: null,
    domainWithoutSuffix: null,
    subdomain: null,
    isIcann: null,
    isPrivate: null,
  };
  if (hostname === null) return { hostname: null, isIp: false, ...empty };
  if (isIp(hostname)) return { hostname, isIp: true, ...empty };
  const labels = hostname.split('.');
  const publicSuffix = labels.at(-1) ?? null;
  if (labels.length < 2) return { hostname, isIp: false, ...empty, publicSuffix };
  const domain = labels.slice(-2).join('.');
  return {
    hostname,
    isIp: false,
    publicSuffix,
    domain,
    domainWithoutSuffix: labels.at(-2) ?? null,
    subdomain: labels.slice(0, -2).join('.'),
    isIcann: null,
    isPrivate: null,
  };
}

/** The registrable domain: the last two labels, or null for an IP or a single label. */
export function getDomain(input: string, options?: unknown): string | null {
  return parse(input, options).domain;
}

/** The public suffix: the last label, or null for an IP. */
export function getPublicSuffix(input: string, options?: unknown): string | null {
  return parse(input, options).publicSuffix;
}

/** The subdomain part, or null. */
export function getSubdomain(input: string, options?: unknown): string | null {
  return parse(input, options).subdomain;
}

/** The host name of a URL or host. */
export function getHostname(input: string): string | null {
  return hostnameOf(input);
}

/** The domain without its suffix, or null. */
export function getDomainWithoutSuffix(input: string, options?: unknown): string | null {
  return parse(input, options).domainWithoutSuffix;
}
