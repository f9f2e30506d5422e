import { describe, expect, it } from 'vitest';
import { backupFileName, backupTime } from './backup-files.ts';
import { backupDue } from './backup-schedule.ts';

// 03:00 in Vietnam is 20:00 UTC the day before.
const at = (iso: string) => new Date(iso);

describe('the daily backup', () => {
  it('is due once the hour has passed in Vietnam and no backup has been made since', () => {
    expect(backupDue(at('2026-11-24T19:59:00Z'), '03:00', at('2026-11-23T20:00:30Z'))).toBe(false);
    expect(backupDue(at('2026-11-24T20:00:00Z'), '03:00', at('2026-11-23T20:00:30Z'))).toBe(true);
    // None yet at all (a new installation): at once.
    expect(backupDue(at('2026-11-24T10:00:00Z'), '03:00', undefined)).toBe(true);
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

  it('makes up for a late hour missed while the server was down, once', () => {
    // 00:10 on 25 November in Vietnam; 23:30 there is 16:30 UTC. The server was down over the 24th's
    // 23:30, and the last backup is the 23rd's: the 24th's is still owed.
    const afterMidnight = at('2026-11-24T17:10:00Z');
    expect(backupDue(afterMidnight, '23:30', at('2026-11-23T16:30:00Z'))).toBe(true);
    expect(backupDue(afterMidnight, '23:30', at('2026-11-24T17:10:05Z'))).toBe(false);
    // Made on time on the 24th: nothing owed until the 25th's 23:30.
    expect(backupDue(afterMidnight, '23:30', at('2026-11-24T16:30:00Z'))).toBe(false);
  });

  it('names files by their UTC start, read back exactly, and ignores other files', () => {
    const start = at('2026-11-24T20:00:05Z');
    expect(backupFileName(start)).toBe('site-20261124T200005Z.db');
    expect(backupTime(backupFileName(start))).toEqual(start);
    for (const name of ['site-20261124T200005Z.db.partial', 'site-before-restore-20261124T200005Z.db', 'site.db'])
      expect(backupTime(name)).toBeUndefined();
  });
});
