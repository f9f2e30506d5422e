import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { endpointProblem, guardedLookup, isPrivateAddress, maxEndpointLength } from './push-endpoint.ts';

describe('endpointProblem', () => {
  it('lets through the real push services', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
    ])
      expect(endpointProblem(endpoint), endpoint).toBeUndefined();
  });

  it('refuses plain http, even to a public host', () => {
    expect(endpointProblem('http://fcm.googleapis.com/fcm/send/abc')).toBe('not_https');
  });

  it('refuses an endpoint carrying credentials', () => {
    expect(endpointProblem('https://user:secret@fcm.googleapis.com/fcm/send/abc')).toBe('credentials');
    expect(endpointProblem('https://user@fcm.googleapis.com/fcm/send/abc')).toBe('credentials');
  });

  it('refuses loopback, private, link-local, shared, unspecified and multicast IP literals', () => {
    for (const host of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '[::1]',
      '[fc00::1]',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
      '224.0.0.1',
    ])
      expect(endpointProblem(`https://${host}/push/abc`), host).toBe('private_address');
  });

  it('refuses loopback written in the forms a URL parser turns into 127.0.0.1', () => {
    for (const host of ['2130706433', '0x7f.1', '127.1'])
      expect(endpointProblem(`https://${host}/push/abc`), host).toBe('private_address');
  });

  it('lets through a public IP literal, and the addresses just outside 172.16.0.0/12', () => {
    expect(endpointProblem('https://142.250.4.1/push/abc')).toBeUndefined();
    expect(endpointProblem('https://172.15.255.255/push/abc')).toBeUndefined();
    expect(endpointProblem('https://172.32.0.1/push/abc')).toBeUndefined();
  });

  it('refuses names of the local machine or network', () => {
    for (const host of ['localhost', 'x.localhost', 'LOCALHOST', 'printer.local', 'svc.internal', 'intranet'])
      expect(endpointProblem(`https://${host}/push/abc`), host).toBe('private_address');
  });

  it('refuses local names written with the trailing dot of a fully qualified name', () => {
    // 'localhost.' is the same host as 'localhost' to the resolver.
    for (const host of ['localhost.', 'printer.local.', 'svc.internal.', 'intranet.'])
      expect(endpointProblem(`https://${host}/push/abc`), host).toBe('private_address');
  });

  it('refuses an endpoint longer than the column, and keeps one at the limit', () => {
    const base = 'https://fcm.googleapis.com/fcm/send/';
    expect(endpointProblem(base + 'a'.repeat(maxEndpointLength - base.length))).toBeUndefined();
    expect(endpointProblem(base + 'a'.repeat(maxEndpointLength - base.length + 1))).toBe('too_long');
    expect(maxEndpointLength).toBe(1000);
  });

  it('refuses text that is not a URL', () => {
    expect(endpointProblem('fcm.googleapis.com/fcm/send/abc')).toBe('not_a_url');
    expect(endpointProblem('')).toBe('not_a_url');
  });

  it('lets through an allowed origin although it is http and loopback, but not another port of that host', () => {
    const allowed = ['http://127.0.0.1:8089'];
    expect(endpointProblem('http://127.0.0.1:8089/push/abc', allowed)).toBeUndefined();
    expect(endpointProblem('http://127.0.0.1:8090/push/abc', allowed)).toBe('not_https');
    expect(endpointProblem('https://127.0.0.1:8090/push/abc', allowed)).toBe('private_address');
    expect(endpointProblem('http://127.0.0.1:8089/push/abc')).toBe('not_https');
  });
});

describe('isPrivateAddress', () => {
  it('tells private IPv4 addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.0.0.5', '172.20.1.1', '192.168.0.1', '169.254.169.254', '100.127.0.1'])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['142.250.4.1', '8.8.8.8', '100.128.0.1', '172.32.0.1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('tells private IPv6 addresses from public ones', () => {
    for (const address of [
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '64:ff9b::7f00:1',
      '::7f00:1',
      '::ffff:0:7f00:1',
      '2002:7f00:1::',
      'fec0::1',
      '64:ff9b:1::1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['2001:4860:4860::8888', '2a00:1450:4001::200e'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address, dotted or in hex', () => {
    expect(isPrivateAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isPrivateAddress('::FFFF:10.0.0.1')).toBe(true);
    expect(isPrivateAddress('::ffff:7f00:1')).toBe(true);
    expect(isPrivateAddress('::ffff:142.250.4.1')).toBe(false);
  });

  it('counts anything that is not an IP address as private', () => {
    expect(isPrivateAddress('fcm.googleapis.com')).toBe(true);
    expect(isPrivateAddress('')).toBe(true);
  });
});

type Looked = { error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family: number | undefined };

/** Calls `lookup` as net.connect would, and gives back what it called back with. */
function lookUp(hostname: string, options: { all?: boolean }): Promise<Looked> {
  const lookup = guardedLookup();
  return new Promise((resolve) => {
    lookup(
      hostname,
      options as never,
      ((error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) =>
        resolve({ error, address, family })) as never,
    );
  });
}

describe('guardedLookup', () => {
  for (const all of [false, true]) {
    it(`refuses a host that resolves to a loopback address${all ? ', asked for every address' : ''}`, async () => {
      const { error } = await lookUp('localhost', { all });
      expect(error).toBeInstanceOf(Error);
      expect(error?.code).toBe('EPRIVATE');
      expect(error?.message).toBe('Địa chỉ của dịch vụ đẩy không hợp lệ: localhost');
    });
  }
});
