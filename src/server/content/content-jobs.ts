import type { Job } from '../jobs/job.ts';
import { contentConfig } from './content-config.ts';
import { scheduleTickMs, startContentScheduler } from './content-schedule.ts';
import { startContentSync } from './content-sync.ts';
import { importFirstContent } from './first-import.ts';

/**
 * Articles, products, the FAQ and stories: the Markdown files copied in on first start (readers'
 * pages wait for their items, not their share images); scheduled ones go live on time; this server's
 * page cache follows every publication, its own or another server's.
 */
export const contentJobs: Job[] = [
  { name: 'first_content_import', start: ({ db }) => importFirstContent(db) },
  {
    name: 'content_schedule',
    everyMs: scheduleTickMs,
    lease: "each item's optimistic lock (content.service.ts)",
    start: ({ db }) => startContentScheduler(db),
  },
  {
    name: 'content_sync',
    everyMs: contentConfig.pollSeconds * 1_000,
    // The pages served while the server drains follow publications to the end.
    runsThroughDrain: true,
    start: ({ db, dbConfig }) => startContentSync(db, dbConfig),
  },
];
