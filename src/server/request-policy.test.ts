import { describe, expect, it } from 'vitest';
import { parseRequestPolicy } from './request-policy';

describe('parseRequestPolicy', () => {
  it('limits the assistant per address and for everyone by default', () => {
    const policy = parseRequestPolicy({});
    expect(policy.assistantRateLimit).toEqual({ perMinute: 10, perHour: 60 });
    expect(policy.assistantGlobalLimit).toEqual({ perMinute: 120, perHour: 2000 });
  });

  it('reads the assistant’s limits, 0 lifting one', () => {
    const policy = parseRequestPolicy({
      ASSISTANT_RATE_LIMIT_PER_MINUTE: '3',
      ASSISTANT_RATE_LIMIT_PER_HOUR: '0',
      ASSISTANT_GLOBAL_LIMIT_PER_MINUTE: '50',
      ASSISTANT_GLOBAL_LIMIT_PER_HOUR: '900',
    });
    expect([policy.assistantRateLimit, policy.assistantGlobalLimit]).toEqual([
      { perMinute: 3, perHour: 0 },
      { perMinute: 50, perHour: 900 },
    ]);
  });

  it('refuses an unusable limit in one line naming it', () => {
    expect(() => parseRequestPolicy({ ASSISTANT_GLOBAL_LIMIT_PER_MINUTE: 'nhiều' })).toThrow(
      'Invalid configuration: ASSISTANT_GLOBAL_LIMIT_PER_MINUTE must be a whole number ≥ 0 (got "nhiều")',
    );
  });
});
