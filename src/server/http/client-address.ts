/**
 * The address a request came from: the socket's, or, behind `trustedProxies` proxies, the entry of
 * X-Forwarded-For that the outermost trusted proxy wrote (entries further left are the client's word).
 */
export function clientAddress(headers: Headers, socketAddress: string, trustedProxies: number): string {
  if (trustedProxies === 0) return socketAddress;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socketAddress];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
}
