// The backup feature's entry point: routes, scripts and other features import it, never its inner modules.
export { backupSqlite, pruneBackups } from './sqlite-backup.ts';
export { RestoreRefused, restoreSqlite } from './sqlite-restore.ts';
export { flushToDisk } from './sqlite-backup.ts';
