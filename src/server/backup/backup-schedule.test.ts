import { describe, expect, it } from 'vitest';
import { backupFileName, backupTime } from './backup-files.ts';
import { backupDue } from './backup-schedule.ts';

// 03:00 in Vietnam is 20:00 UTC the day before.
const at = (iso: string) => new Date(iso);

describe('the daily backup', () => {
  it('is due once the hour has passed in Vietnam and no backup has been made since', () => {
    expect(backupDue(at('2026-11-24T19:59:00Z'), '03:00', undefined)).toBe(false);
    expect(backupDue(at('2026-11-24T20:00:00Z'), '03:00', undefined)).toBe(true);
    expect(backupDue(at('2026-11-24T20:01:00Z'), '03:00', at('2026-11-24T20:00:30Z'))).toBe(false);
    // Yesterday's backup does not stand for today's.
    expect(backupDue(at('2026-11-24T20:01:00Z'), '03:00', at('2026-11-23T20:00:30Z'))).toBe(true);
  });

  it('is made by a server started late in the day, and a backup by hand before the hour does not replace it', () => {
    // 10:00 in Vietnam, the last backup yesterday at 03:00.
    expect(backupDue(at('2026-11-25T03:00:00Z'), '03:00', at('2026-11-23T20:00:00Z'))).toBe(true);
    // By hand at 01:00 that night: the 03:00 one is still made.
    expect(backupDue(at('2026-11-24T20:00:00Z'), '03:00', at('2026-11-24T18:00:00Z'))).toBe(true);
    // By hand at 05:00: it is the day's backup.
    expect(backupDue(at('2026-11-24T23:00:00Z'), '03:00', at('2026-11-24T22:00:00Z'))).toBe(false);
  });

  it('names files by their UTC start, read back exactly, and ignores other files', () => {
    const start = at('2026-11-24T20:00:05Z');
    expect(backupFileName(start)).toBe('site-20261124T200005Z.db');
    expect(backupTime(backupFileName(start))).toEqual(start);
    for (const name of ['site-20261124T200005Z.db.partial', 'site-before-restore-20261124T200005Z.db', 'site.db'])
      expect(backupTime(name)).toBeUndefined();
  });
});
