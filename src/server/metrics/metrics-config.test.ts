import { describe, expect, it } from 'vitest';
import { parseMetricsToken } from './metrics-config.ts';

describe('METRICS_TOKEN', () => {
  it('leaves metrics off when unset or blank', () => {
    expect(parseMetricsToken({})).toBeUndefined();
    expect(parseMetricsToken({ METRICS_TOKEN: '  ' })).toBeUndefined();
  });

  it('is the scrape token when long enough, and refused when guessable or unsendable', () => {
    expect(parseMetricsToken({ METRICS_TOKEN: ' 0123456789abcdef01234567 ' })).toBe('0123456789abcdef01234567');
    for (const METRICS_TOKEN of ['ngan-qua', 'có dấu và khoảng trắng 0123456789', 'a'.repeat(257)])
      expect(() => parseMetricsToken({ METRICS_TOKEN })).toThrow(/^Invalid configuration: METRICS_TOKEN/);
  });
});
