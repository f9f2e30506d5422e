import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { log } from '../log.ts';
import { backupFolder } from './backup-files.ts';
import { dailyBackupTick } from './backup-schedule.ts';

// The server's daily backup on a real SQLite file, its minute ticks run by hand with the clock set:
// one backup a day once the hour has passed, the oldest pruned past BACKUP_KEEP, a failure logged
// and tried again later rather than every minute.

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function liveDatabase(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hotelix-daily-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'site.db');
  const db = createDb({ dialect: 'sqlite', file });
  await migrateToLatest(db);
  await db.destroy();
  return file;
}

const backups = (file: string) => readdirSync(backupFolder(file)).filter((name) => name.endsWith('Z.db'));

describe('the server’s daily backup', () => {
  it('is made once a day after BACKUP_HOUR (Vietnam time), keeping BACKUP_KEEP files', async () => {
    const file = await liveDatabase();
    vi.spyOn(log, 'info').mockImplementation(() => {});
    let now = new Date('2026-11-24T19:58:00Z'); // 02:58 in Vietnam
    const tick = dailyBackupTick(file, { time: '03:00', keep: 2 }, () => now);

    // A new installation has no backup at all: the first is made at once.
    await tick();
    expect(backups(file)).toEqual(['site-20261124T195800Z.db']);
    now = new Date('2026-11-24T19:59:00Z');
    await tick();
    expect(backups(file)).toHaveLength(1);
    now = new Date('2026-11-24T20:00:30Z'); // 03:00:30: the day's own
    await tick();
    expect(backups(file)).toEqual(['site-20261124T195800Z.db', 'site-20261124T200030Z.db']);
    now = new Date('2026-11-24T20:05:00Z');
    await tick();
    expect(backups(file)).toHaveLength(2);

    now = new Date('2026-11-25T20:01:00Z');
    await tick();
    // Three backups, two kept: the oldest went.
    expect(backups(file)).toEqual(['site-20261124T200030Z.db', 'site-20261125T200100Z.db']);
  });

  it('logs a failure once and tries again 15 minutes later, not every minute', async () => {
    const file = await liveDatabase();
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    const written = vi.spyOn(log, 'info').mockImplementation(() => {});
    // A file where the backups folder should be: no folder can be made there, whoever runs the test.
    writeFileSync(backupFolder(file), 'not a folder');
    let now = new Date('2026-11-24T20:01:00Z');
    const tick = dailyBackupTick(file, { time: '03:00', keep: 14 }, () => now);
    await tick();
    now = new Date('2026-11-24T20:02:00Z');
    await tick();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe('backup_failed');

    rmSync(backupFolder(file));
    now = new Date('2026-11-24T20:16:00Z');
    await tick();
    expect(written).toHaveBeenCalledWith('backup_written', expect.objectContaining({ bytes: expect.any(Number) }));
    expect(backups(file)).toHaveLength(1);
  });
});
