import type { Job } from '../jobs/job.ts';
import { log } from '../log.ts';
import { applyTombstones } from './tombstone-apply.ts';
import { defaultTombstoneFile } from './tombstones.ts';

/**
 * At every start, the tombstone file against the database: after a restore (pg_restore above all,
 * which knows nothing of it), whoever was erased since the backup is erased again before anyone reads
 * the inbox for long. In the background; a failure is logged and tried again by the retention sweep.
 */
export const personalDataJobs: Job[] = [
  {
    name: 'personal_data_tombstones',
    lease: 'each server applies the same tombstones; the database records them once',
    start: ({ db }) => {
      applyTombstones(db, defaultTombstoneFile, new Date()).catch((error: unknown) =>
        log.error('tombstones_failed', { file: defaultTombstoneFile, error }),
      );
      return undefined;
    },
  },
];
