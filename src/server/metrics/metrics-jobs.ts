import type { Job } from '../jobs/job.ts';
import { watchDatabase } from './database-gauges.ts';
import { watchStorageSpaceMetrics } from './storage-gauges.ts';

/**
 * The gauges read at each scrape: the database's (notification backlog, reachability) and, on
 * SQLite, the data folder's free space. Registered once; nothing runs between scrapes.
 */
export const metricsJobs: Job[] = [
  {
    name: 'scrape_gauges',
    start: ({ db, space }) => {
      watchDatabase(db);
      if (space) watchStorageSpaceMetrics(space);
      return undefined;
    },
  },
];
