import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';

describe('device label', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome trên Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari trên iOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox trên Windows'],
    [null, 'Thiết bị không rõ'],
    ['curl/8.5.0', 'Trình duyệt không rõ'],
  ])('names %j', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});
