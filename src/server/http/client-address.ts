/**
 * The address a request came from: the socket's, or, behind `trustedProxies` proxies, the entry of
 * X-Forwarded-For that the outermost trusted proxy wrote (entries further left are the client's word).
 * Decided once per request, at the server's edge (scripts/lib/settle-client-address.ts).
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string, trustedProxies: number): string {
  if (trustedProxies === 0) return socketAddress;
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socketAddress];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
}

/**
 * The address the edge settled for this request: it rewrites X-Forwarded-For to exactly that one
 * address before anything else reads the request, whatever the visitor sent. `fallback` (Astro's
 * address, the socket's) serves where no edge ran: `astro dev`.
 */
export function settledAddress(headers: Headers, fallback: string): string {
  return headers.get('x-forwarded-for') || fallback;
}
