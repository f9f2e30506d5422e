import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

// Headers every response carries, whatever produced it (static file, page, endpoint). The
// Content-Security-Policy comes from Astro (security.csp in astro.config.ts), which knows the hashes.
const always: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Features the site never uses; autoplay and fullscreen stay available to the demo video's frame.
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()',
  'x-frame-options': 'DENY',
};

/** Whether the visitor reached us over HTTPS (directly, or through a trusted proxy that says so). */
function overHttps(req: IncomingMessage, trustedProxies: number): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return (
    trustedProxies > 0 &&
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https'
  );
}

/** Sets the security headers on `res` before anything else writes it. */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, trustedProxies: number): void {
  for (const [name, value] of Object.entries(always)) res.setHeader(name, value);
  // HSTS only means something over HTTPS; sent over plain HTTP it would be ignored (or mislead).
  if (overHttps(req, trustedProxies)) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
