import { closeSync, fchmodSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { flushToDisk } from '../backup/index.ts';

// Where erasures outlive a restore: a small JSON file beside the data (DATA_DIR, or
// PERSONAL_DATA_TOMBSTONES_FILE), which neither `npm run db:restore` nor pg_restore replaces. It
// holds the tombstones' key and each tombstone (a keyed hash, never an address or a phone) with when
// it was made. Written whole to a temporary file, flushed, then renamed over the old one: a crash
// leaves the old file or the new, never half of one.

/** The file's content. */
export interface TombstoneFile {
  /** The HMAC key (base64url) the tombstones were made with. */
  key: string;
  /** Tombstone → when it was made (ISO-8601 UTC). */
  tombstones: Record<string, string>;
}

const fileSchema = z.object({
  key: z.string().regex(/^[\w-]{43}$/u),
  tombstones: z.record(z.string().regex(/^[0-9a-f]{64}$/u), z.string().max(30)),
});

/** Where the tombstones are kept for this environment. */
export function tombstoneFilePath(env: Record<string, string | undefined>): string {
  const named = env.PERSONAL_DATA_TOMBSTONES_FILE?.trim();
  if (named) return path.resolve(named);
  return path.join(path.resolve(env.DATA_DIR?.trim() || 'data'), 'personal-data-tombstones.json');
}

/** The file's content; undefined when there is none yet. A file that is not one of ours is an error, never ignored. */
export function readTombstoneFile(file: string): TombstoneFile | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = fileSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(
      `${file} is not a tombstone file of this site: restore it from a backup of the folder, or move it away`,
    );
  return parsed.data;
}

/** Replaces the file with `content`, readable by the server's user alone. */
export function writeTombstoneFile(file: string, content: TombstoneFile): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const staged = `${file}.writing`;
  const handle = openSync(staged, 'w', 0o600);
  try {
    fchmodSync(handle, 0o600);
    writeSync(handle, `${JSON.stringify(content)}\n`);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  renameSync(staged, file);
  // The rename is in the folder's entry: on disk once the folder is flushed too.
  flushToDisk(path.dirname(file));
}
