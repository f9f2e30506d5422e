import type { Job } from '../jobs/job.ts';
import { backupConfig } from './backup-config.ts';
import { backupCheckEveryMs, startDailyBackups } from './backup-schedule.ts';

/** SQLite backed up every day at BACKUP_HOUR (Vietnam time); PostgreSQL is the operator's to dump. */
export const backupJobs: Job[] = [
  {
    name: 'daily_backups',
    everyMs: backupCheckEveryMs,
    start: ({ dbConfig }) =>
      dbConfig.dialect === 'sqlite' ? startDailyBackups(dbConfig.file, backupConfig) : undefined,
  },
];
