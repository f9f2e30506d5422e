import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('clientAddress', () => {
  it('uses the socket and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress(forwarded('1.2.3.4'), '10.0.0.5', 0)).toBe('10.0.0.5');
  });

  it('takes the address the trusted proxy saw, not what the client wrote', () => {
    // The client wrote 6.6.6.6 itself; the proxy appended the address it really saw.
    expect(clientAddress(forwarded('6.6.6.6, 203.0.113.9'), '10.0.0.5', 1)).toBe('203.0.113.9');
    expect(clientAddress(forwarded('6.6.6.6, 203.0.113.9, 10.0.0.4'), '10.0.0.5', 2)).toBe('203.0.113.9');
  });

  it('falls back to the socket when the header is missing', () => {
    expect(clientAddress(new Headers(), '10.0.0.5', 1)).toBe('10.0.0.5');
  });
});
