import { describe, expect, it } from 'vitest';
import { parseContentConfig } from './content-config.ts';

describe('parseContentConfig', () => {
  it('polls every 3 s and listens unless told otherwise', () => {
    expect(parseContentConfig({})).toEqual({ pollSeconds: 3, listen: true });
    expect(parseContentConfig({ CONTENT_POLL_SECONDS: '10', CONTENT_LISTEN: 'OFF' })).toEqual({
      pollSeconds: 10,
      listen: false,
    });
  });

  it.each(['0', '61', '2.5', 'ba', '-1'])('stops start-up naming CONTENT_POLL_SECONDS for %j', (value) => {
    expect(() => parseContentConfig({ CONTENT_POLL_SECONDS: value })).toThrow(
      /CONTENT_POLL_SECONDS must be a whole number of seconds from 1 to 60/,
    );
  });

  it('stops start-up naming CONTENT_LISTEN for anything but on or off', () => {
    expect(() => parseContentConfig({ CONTENT_LISTEN: 'yes' })).toThrow(/CONTENT_LISTEN must be on or off/);
  });
});
