import { mkdirSync } from 'node:fs';
import { holdServerLock, RestoreInProgress, type DataDirLock } from '../../src/server/db/data-dir-lock.ts';
import { log } from '../../src/server/log.ts';

/** How often a data folder that cannot take the lock file (missing, read-only) is tried again. */
const retryMs = 2_000;

/**
 * Holds the data folder's server lock for the life of the process, so `npm run db:restore` refuses
 * to replace the database under it. A folder that cannot take the lock file yet (the server serves
 * pages meanwhile, as with its database) is tried again in the background; a restore under way
 * stops the start (thrown). Returns the function that lets go.
 */
export function keepServerLock(dataDir: string): () => void {
  let lock: DataDirLock | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const attempt = (first: boolean) => {
    try {
      mkdirSync(dataDir, { recursive: true });
      lock = holdServerLock(dataDir);
      if (!first) log.info('server_lock_taken', { data_dir: dataDir });
    } catch (error) {
      if (first && error instanceof RestoreInProgress) throw error;
      if (first) log.warn('server_lock_unavailable', { data_dir: dataDir, error });
      if (!stopped) timer = setTimeout(() => attempt(false), retryMs).unref();
    }
  };
  attempt(true);
  return () => {
    stopped = true;
    clearTimeout(timer);
    lock?.release();
  };
}
