import { describe, expect, it } from 'vitest';
import { leadsPerDay } from './daily-leads.ts';

describe('leadsPerDay', () => {
  it('puts 16:xx UTC on the same Vietnam day and 17:xx UTC on the next one', () => {
    const days = leadsPerDay(
      [
        { hour: '2026-11-27T16', source: 'trial', count: 2 },
        { hour: '2026-11-27T17', source: 'trial', count: 3 },
        { hour: '2026-11-27T17', source: 'demo', count: 1 },
        { hour: '2026-11-26T17', source: 'quote', count: 4 },
      ],
      ['2026-11-27', '2026-11-28', '2026-11-29'],
    );
    expect(days).toEqual([
      { day: '2026-11-27', bySource: { trial: 2, quote: 4 }, total: 6 },
      { day: '2026-11-28', bySource: { trial: 3, demo: 1 }, total: 4 },
      { day: '2026-11-29', bySource: {}, total: 0 },
    ]);
  });

  it('leaves out hours that fall outside the days asked for', () => {
    expect(leadsPerDay([{ hour: '2026-11-26T16', source: 'trial', count: 9 }], ['2026-11-27'])).toEqual([
      { day: '2026-11-27', bySource: {}, total: 0 },
    ]);
  });
});
