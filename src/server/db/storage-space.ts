import { log } from '../log.ts';
import { freeBytes } from './free-space.ts';

// A full disk does not show in a write that is rolled back (write-probe.ts allocates nothing), and
// SQLite goes on storing leads for a while after the last block is taken: it rewrites its
// write-ahead log in place until a checkpoint has to grow the database file. The filesystem's own
// count of free blocks tells first, and costs one statfs call, so it is read at every poll.

/**
 * Below this much free space the data folder counts as full: SQLite's write-ahead log grows to about
 * 4 MiB (1,000 pages) before a checkpoint starts it over, and that checkpoint must grow the database
 * file, so with less than this the next writes may fail.
 */
export const fullBelowBytes = 4 * 1024 * 1024;

// Often enough that the log says so within seconds even when nobody polls /readyz or scrapes /metrics.
export const spaceCheckEveryMs = 10_000;

/** Free space in the data folder, and whether that is too little for SQLite to go on writing. */
export interface SpaceReading {
  freeBytes: number;
  full: boolean;
}

/** The free space of a SQLite data folder. */
export interface StorageSpace {
  /** Reads it now (calls meanwhile share one read); undefined when it cannot be read (a missing folder). */
  read: () => Promise<SpaceReading | undefined>;
}

const mebibytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The reason /readyz gives while the data folder is full; without its path, which is not for the public. */
export function fullReason(reading: SpaceReading): string {
  return `disk full: ${mebibytes(reading.freeBytes)} MiB free for the database, under ${mebibytes(fullBelowBytes)} MiB`;
}

/**
 * `dataDir`'s free space, read when asked (/readyz, /metrics, watchStorageSpace). Running out is
 * logged once as an error (`storage_full`), and getting space back once as info
 * (`storage_space_recovered`).
 */
export function dataFolderSpace(dataDir: string): StorageSpace {
  let wasFull = false;
  let reading: Promise<SpaceReading | undefined> | undefined;
  const measure = async (): Promise<SpaceReading | undefined> => {
    let free: number;
    try {
      free = await freeBytes(dataDir);
    } catch {
      // A folder missing or unreadable is the write probe's to report (storage_unavailable, /readyz).
      return undefined;
    }
    const full = free < fullBelowBytes;
    if (full && !wasFull)
      log.error('storage_full', {
        message: `DATA_DIR ${dataDir} has ${mebibytes(free)} MiB free, under ${mebibytes(fullBelowBytes)} MiB: SQLite may refuse leads (503), and /readyz says 503 until space is freed`,
        free_bytes: free,
      });
    if (!full && wasFull) log.info('storage_space_recovered', { data_dir: dataDir, free_bytes: free });
    wasFull = full;
    return { freeBytes: free, full };
  };
  return { read: () => (reading ??= measure().finally(() => (reading = undefined))) };
}

/** Reads `space` now and every few seconds, so running out is logged even when nobody asks; stops with the returned function. */
export function watchStorageSpace(space: StorageSpace): () => void {
  void space.read();
  const timer = setInterval(() => void space.read(), spaceCheckEveryMs).unref();
  return () => clearInterval(timer);
}
