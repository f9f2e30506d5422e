import { describe, expect, it } from 'vitest';
import { parseAuditKeepDays } from './audit-config.ts';

describe('parseAuditKeepDays', () => {
  it('keeps the log a year unless AUDIT_KEEP_DAYS says otherwise', () => {
    expect(parseAuditKeepDays({})).toBe(365);
    expect(parseAuditKeepDays({ AUDIT_KEEP_DAYS: ' ' })).toBe(365);
    expect(parseAuditKeepDays({ AUDIT_KEEP_DAYS: '730' })).toBe(730);
  });

  it('refuses a value that is not a whole number of days from 30 to 3650, naming the variable', () => {
    for (const value of ['7', '1e3', '365.5', '-365', 'mot-nam', '99999'])
      expect(() => parseAuditKeepDays({ AUDIT_KEEP_DAYS: value }), value).toThrow(
        /^Invalid configuration: AUDIT_KEEP_DAYS/,
      );
  });
});
