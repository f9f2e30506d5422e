import { vietnamDateOf, vietnamTime } from '../../lib/vietnam-time.ts';
import { log } from '../log.ts';
import { backupFolder, listBackups } from './backup-files.ts';
import type { BackupConfig } from './backup-config.ts';
import { backupInWorker } from './backup-thread.ts';
import { pruneBackups } from './sqlite-backup.ts';

// Checked every minute. The backups folder itself says whether today's backup exists, so a server
// restarted at 03:05, or started at 10:00, makes the day's backup once and only once.
export const backupCheckEveryMs = 60_000;
// A backup that failed (disk full, folder read-only) is tried again this much later, not every minute.
const retryAfterFailureMs = 15 * 60_000;

/**
 * Whether a backup is due at `now`: no backup has been made since the last time the clock passed
 * the daily time (Vietnam), today's or, before it comes, yesterday's. So a server that was down
 * over a late hour (23:30) makes up for it after midnight; a backup made by hand at 01:00 does not
 * stand for the 03:00 one, one made at 05:00 does.
 */
export function backupDue(now: Date, time: string, newest: Date | undefined): boolean {
  const today = vietnamTime(vietnamDateOf(now), time)!;
  const last = now >= today ? today : new Date(today.getTime() - 24 * 3_600_000);
  return !newest || newest < last;
}

/**
 * One look at the clock: backs up the SQLite database `file` when the day's backup is due, and prunes
 * to `config.keep`. Resolves once done (or skipped); never rejects.
 */
export function dailyBackupTick(file: string, config: BackupConfig, clock = () => new Date()): () => Promise<void> {
  let retryAt = 0;
  let running = false;
  return async () => {
    const now = clock();
    if (running || now.getTime() < retryAt) return;
    if (!backupDue(now, config.time, listBackups(backupFolder(file))[0]?.at)) return;
    running = true;
    try {
      const written = await backupInWorker(file, now);
      const pruned = pruneBackups(file, config.keep, now);
      log.info('backup_written', { ...written, pruned });
    } catch (error) {
      retryAt = now.getTime() + retryAfterFailureMs;
      log.error('backup_failed', { file, retry_at: new Date(retryAt).toISOString(), error });
    } finally {
      running = false;
    }
  };
}

/** Backs up the SQLite database `file` every day at the configured time; stops with the returned function. */
export function startDailyBackups(file: string, config: BackupConfig): () => void {
  const tick = dailyBackupTick(file, config);
  // Not at once: a server just started is still importing and migrating; a minute later it is settled.
  const timer = setInterval(() => void tick(), backupCheckEveryMs).unref();
  return () => clearInterval(timer);
}
