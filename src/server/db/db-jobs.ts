import type { Job } from '../jobs/job.ts';
import { spaceCheckEveryMs, watchStorageSpace } from './storage-space.ts';

/** On SQLite, the data folder's free space: a full disk shows in the log even when nobody asks /readyz. */
export const dbJobs: Job[] = [
  { name: 'storage_space', everyMs: spaceCheckEveryMs, start: ({ space }) => space && watchStorageSpace(space) },
];
