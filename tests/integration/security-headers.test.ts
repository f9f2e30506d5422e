import { describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server.ts';
import { launchServer } from './test-server.ts';
import { inlineHashes } from '../../src/server/http/page-csp.ts';

describe('security headers', () => {
  // Only reads (the endpoint's post is refused before anything is stored): the run's shared server.
  const server = sharedServer();

  const targets: Array<[string, RequestInit | undefined]> = [
    ['/san-pham/the-tu', undefined], // prerendered page
    ['/tin-tuc?sap-xep=xem-nhieu', undefined], // on-demand page
    ['/api/leads/trial', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }], // endpoint
    ['/khong-co', undefined], // 404
  ];

  it.each(targets)('%s carries the security headers', async (path, init) => {
    const response = await fetch(`${server.url}${path}`, init);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // Plain HTTP here: HSTS is only sent over HTTPS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each(targets.filter(([path]) => !path.startsWith('/api/')))(
    '%s has a strict Content-Security-Policy header',
    async (path) => {
      const csp = (await fetch(`${server.url}${path}`)).headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        'frame-src https://www.youtube-nocookie.com',
      ]) {
        expect(csp).toContain(directive);
      }
      const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toMatch(/'sha256-/);
      expect(scriptSrc).not.toContain('unsafe-inline');
    },
  );

  it("lists in the public pages' policy the hash of every inline script and style they carry", async () => {
    // Rendered on demand behind the route cache (the company's details are the owner's), they carry
    // Astro's list of the site's hashes: every inline script and style a page carries is in it, and
    // nothing else may run (no 'unsafe-inline'). Both encodings: compressed by the server, and plain.
    const encodings = ['br', 'identity'];
    for (const [path, encoding] of ['/', '/khach-hang', '/cam-on'].flatMap((p) => encodings.map((e) => [p, e]))) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': encoding! } });
      const policy = response.headers.get('content-security-policy') ?? '';
      const listed = new Set(policy.match(/'sha256-[^']+'/g) ?? []);
      const carried = inlineHashes(await response.text());
      for (const hash of [...carried.script, ...carried.style]) expect(listed, `${path} (${encoding})`).toContain(hash);
      expect(policy, path).not.toContain('unsafe-inline');
    }
  });

  it('sends HSTS when a trusted proxy says the visitor came over HTTPS', async () => {
    const behindProxy = await launchServer({ TRUST_PROXY: 'true' });
    try {
      const response = await fetch(`${behindProxy.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindProxy.stop();
    }
  });
});
