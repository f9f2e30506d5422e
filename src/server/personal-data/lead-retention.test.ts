import { describe, expect, it } from 'vitest';
import { monthsBefore, parseLeadRetentionMonths } from './lead-retention.ts';

describe('lead retention settings', () => {
  it('keeps leads 24 months unless LEAD_RETENTION_MONTHS says otherwise, and refuses what is no number of months', () => {
    expect(parseLeadRetentionMonths({})).toBe(24);
    expect(parseLeadRetentionMonths({ LEAD_RETENTION_MONTHS: '' })).toBe(24);
    expect(parseLeadRetentionMonths({ LEAD_RETENTION_MONTHS: '36' })).toBe(36);
    for (const wrong of ['0', '121', '2.5', '-1', 'hai năm'])
      expect(() => parseLeadRetentionMonths({ LEAD_RETENTION_MONTHS: wrong })).toThrow(
        'LEAD_RETENTION_MONTHS must be a whole number of months from 1 to 120',
      );
  });

  it('counts calendar months, a month-end landing on the shorter month’s last day', () => {
    expect(monthsBefore(new Date('2026-12-04T03:00:00Z'), 24).toISOString()).toBe('2024-12-04T03:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2024-02-29T00:00:00Z'), -12).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
});
