import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// A subscription's endpoint is typed by a browser we do not control: anyone signed in could post
// 'https://10.0.0.5/admin' and have the server call inside its own network. An endpoint must be
// https, named by a public host, and resolve to public addresses only; the address is checked again
// when the connection is made (guardedLookup), so a name that resolves to 127.0.0.1 later is refused.

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  // IPv4-compatible and -translated forms, 6to4 and the old site-local range: each can name an inside host.
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['2002::', 16],
  ['fec0::', 10],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP) is loopback, private, link-local, shared, multicast or reserved. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateRanges.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  return privateRanges.check(address, 'ipv6');
}

/** The longest endpoint kept (the column's size); real ones are under 500 characters. */
export const maxEndpointLength = 1000;

/**
 * Why `value` cannot be a push endpoint, or undefined when it may be. `allowed` are exact origins
 * let through although private (PUSH_ENDPOINT_ALLOW: a test's own push service).
 */
export function endpointProblem(value: string, allowed: readonly string[] = []): string | undefined {
  if (value.length > maxEndpointLength) return 'too_long';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not_a_url';
  }
  // A URL without an origin ('null': file:, javascript:) is never one of the allowed.
  if (url.origin !== 'null' && allowed.includes(url.origin)) return undefined;
  if (url.protocol !== 'https:') return 'not_https';
  if (url.username || url.password) return 'credentials';
  // 'localhost.' is localhost to a resolver: the final dot of a fully qualified name goes first.
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (isIP(host)) return isPrivateAddress(host) ? 'private_address' : undefined;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return 'private_address';
  if (!host.includes('.')) return 'private_address';
  return undefined;
}

/** The error of a connection refused because its host resolved to a private address. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
}

/** dns.lookup for the push agent: refuses a host whose addresses include a private one. */
export function guardedLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused || !addresses.length) {
        const problem = new PrivateAddressError(`Địa chỉ của dịch vụ đẩy không hợp lệ: ${hostname}`);
        return callback(Object.assign(problem, { code: 'EPRIVATE' }), '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
