import { describe, expect, it } from 'vitest';
import { isOwnOrigin, sessionToken } from './upload-access.ts';

describe('isOwnOrigin', () => {
  const site = 'https://hotelix.vn';

  it('takes the site’s origin and the host the request was sent to', () => {
    expect(isOwnOrigin(site, 'internal:3000', site)).toBe(true);
    expect(isOwnOrigin('http://127.0.0.1:4321', '127.0.0.1:4321', site)).toBe(true);
  });

  it('refuses another site, a missing or opaque origin, and look-alikes', () => {
    expect(isOwnOrigin('https://evil.example', 'hotelix.vn', site)).toBe(false);
    expect(isOwnOrigin(undefined, 'hotelix.vn', site)).toBe(false);
    expect(isOwnOrigin('null', 'hotelix.vn', site)).toBe(false);
    expect(isOwnOrigin('https://hotelix.vn.evil.example', 'hotelix.vn', site)).toBe(false);
    expect(isOwnOrigin('https://hotelix.vn/path', 'hotelix.vn', site)).toBe(false);
  });
});

describe('sessionToken', () => {
  it('reads the session cookie among others', () => {
    expect(sessionToken('a=1; __Host-session=abc_-DEF; b=2')).toBe('abc_-DEF');
    expect(sessionToken('session=abc')).toBeUndefined();
    expect(sessionToken(undefined)).toBeUndefined();
    expect(sessionToken('__Host-session=%E0%A4%A')).toBeUndefined();
  });
});
