import { getDomain, getHostname, getPublicSuffix, parse } from './tldts-lite';

describe('tldts stand-in', () => {
  it('takes the last two labels as the registrable domain', () => {
    expect(getDomain('app.cuota.example.com')).toBe('example.com');
    expect(getDomain('https://sub.cuota.mx:8443/path?q=1')).toBe('cuota.mx');
    expect(getDomain('Example.COM.')).toBe('example.com');
  });

  it('has no domain for IPs and single labels', () => {
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('http://127.0.0.1:4173/')).toBeNull();
    expect(getDomain('[::1]')).toBeNull();
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('')).toBeNull();
  });

  it('takes the last label as the public suffix, none for an IP', () => {
    expect(getPublicSuffix('a.b.example.com')).toBe('com');
    expect(getPublicSuffix('localhost')).toBe('localhost');
    expect(getPublicSuffix('10.0.0.1')).toBeNull();
  });

  it('parses the parts like tldts', () => {
    expect(parse('https://a.b.example.com/x')).toMatchObject({
      hostname: 'a.b.example.com',
      isIp: false,
      domain: 'example.com',
      publicSuffix: 'com',
      subdomain: 'a.b',
      domainWithoutSuffix: 'example',
    });
    expect(parse('127.0.0.1:3000')).toMatchObject({ hostname: '127.0.0.1', isIp: true, domain: null });
    expect(getHostname('http://localhost:5173/#/login')).toBe('localhost');
  });
});
