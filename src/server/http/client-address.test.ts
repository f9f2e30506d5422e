import { describe, expect, it } from 'vitest';
import { clientAddress, settledAddress } from './client-address';

describe('clientAddress', () => {
  it('uses the socket and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress('1.2.3.4', '10.0.0.5', 0)).toBe('10.0.0.5');
  });

  it('takes the address the trusted proxy saw, not what the client wrote', () => {
    // The client wrote 6.6.6.6 itself; the proxy appended the address it really saw.
    expect(clientAddress('6.6.6.6, 203.0.113.9', '10.0.0.5', 1)).toBe('203.0.113.9');
    expect(clientAddress('6.6.6.6, 203.0.113.9, 10.0.0.4', '10.0.0.5', 2)).toBe('203.0.113.9');
  });

  it('falls back to the socket when the header is missing or empty', () => {
    expect(clientAddress(undefined, '10.0.0.5', 1)).toBe('10.0.0.5');
    expect(clientAddress(' , ', '10.0.0.5', 1)).toBe('10.0.0.5');
  });

  it('stops at the leftmost entry when fewer proxies wrote than are trusted', () => {
    expect(clientAddress('203.0.113.9', '10.0.0.5', 3)).toBe('203.0.113.9');
  });
});

describe('settledAddress', () => {
  it('reads the one address the edge wrote, or the fallback where no edge ran', () => {
    expect(settledAddress(new Headers({ 'x-forwarded-for': '203.0.113.9' }), '10.0.0.5')).toBe('203.0.113.9');
    expect(settledAddress(new Headers(), '10.0.0.5')).toBe('10.0.0.5');
  });
});
