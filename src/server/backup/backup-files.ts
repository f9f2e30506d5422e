import { closeSync, fchmodSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Backups are named by the UTC moment they began, so names sort by age and say when in any zone:
// site-20261124T200000Z.db. A copy being written carries '.partial' until it has been checked.

const backupName = /^site-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.db$/;

/** The folder backups of the database `file` go to: DATA_DIR/backups. */
export const backupFolder = (file: string) => path.join(path.dirname(file), 'backups');

/** `at` as a backup's name says it: 20261124T200000Z. */
export const backupStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The file name of a backup begun at `at`. */
export const backupFileName = (at: Date) => `site-${backupStamp(at)}.db`;

/** When the backup named `name` began, or undefined when the name is not a backup's. */
export function backupTime(name: string): Date | undefined {
  const match = backupName.exec(name);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** The finished backups in `folder`, newest first (none when the folder does not exist). */
export function listBackups(folder: string): Array<{ file: string; at: Date }> {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const at = backupTime(name);
      return at ? [{ file: path.join(folder, name), at }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/**
 * Creates `file` empty (or empties it), readable and writable by its owner only whatever the umask,
 * for SQLite to fill: a backup holds every password hash and lead, and SQLite would make it 0644.
 */
export function createPrivateFile(file: string): void {
  const handle = openSync(file, 'w', 0o600);
  try {
    // open() applies the umask, which could leave the owner unable to write; an existing file keeps its mode.
    fchmodSync(handle, 0o600);
  } finally {
    closeSync(handle);
  }
}
