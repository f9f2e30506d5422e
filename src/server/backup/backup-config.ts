// When and how many SQLite backups the server keeps, read and checked once at start-up
// (scripts/lib/preflight.ts).

/** The daily backup's settings: a Vietnam time of day 'HH:MM', and how many files to keep. */
export interface BackupConfig {
  time: string;
  keep: number;
}

/** Reads BACKUP_HOUR ('3', '03' or '03:30', Vietnam time; default 03:00) and BACKUP_KEEP (1–365, default 14). */
export function parseBackupConfig(env: Record<string, string | undefined>): BackupConfig {
  const hour = env.BACKUP_HOUR?.trim() || '03:00';
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(hour);
  if (!match || Number(match[1]) > 23 || Number(match[2] ?? 0) > 59)
    throw new Error(
      `Invalid configuration: BACKUP_HOUR must be a Vietnam time of day such as 3 or 03:30 (got ${JSON.stringify(env.BACKUP_HOUR)})`,
    );
  const keepText = env.BACKUP_KEEP?.trim() || '14';
  const keep = Number(keepText);
  if (!/^\d+$/.test(keepText) || keep < 1 || keep > 365)
    throw new Error(
      `Invalid configuration: BACKUP_KEEP must be a whole number of backups from 1 to 365 (got ${JSON.stringify(env.BACKUP_KEEP)})`,
    );
  return { time: `${match[1]!.padStart(2, '0')}:${match[2] ?? '00'}`, keep };
}

/** This process's backup settings. */
export const backupConfig = parseBackupConfig(process.env);
