import type { IncomingMessage } from 'node:http';
import { clientAddress } from '../../src/server/http/client-address.ts';

// Headers in which a proxy tells about the visitor. Without a trusted proxy they are the visitor's
// own words; Astro's adapter would still believe X-Forwarded-For (its clientAddress) and
// -Host/-Proto/-Port whenever the Host matches SITE_URL, and every limit keyed by address with it.
const proxyHeaders = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
];

/**
 * Decides where `req` came from, once, before anything reads it: the socket's address, or behind
 * `trustedProxies` proxies the one the outermost of them saw. X-Forwarded-For is rewritten to that
 * single address (what Astro and src/server/http/client-address.ts then read); without a trusted
 * proxy the other proxy headers are dropped too.
 */
export function settleClientAddress(req: IncomingMessage, trustedProxies: number): void {
  const forwardedFor = req.headers['x-forwarded-for'];
  const address = clientAddress(
    Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    req.socket.remoteAddress ?? '',
    trustedProxies,
  );
  if (trustedProxies === 0) for (const name of proxyHeaders) delete req.headers[name];
  req.headers['x-forwarded-for'] = address;
}
