import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { outageRetrySeconds } from '../http/database-outage.ts';
import { log } from '../log.ts';
import { firstImportSettled } from './first-import.ts';

// Readers' pages read the database since articles and products live there. While it is away (a data
// folder gone read-only, PostgreSQL restarting), the page answers 503 with a short Vietnamese message
// in its own frame and the server goes on; pages already in the route cache are served from it
// meanwhile. Any other failure is a bug, not an outage: it goes on to the 500 page and its error line.

export { outageRetrySeconds };

/**
 * What `read` returns, or undefined while the database is away (logged as `content_unreadable` with
 * `page`); any other error is thrown on as it came.
 */
export async function readOrOutage<T>(page: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    await firstImportSettled();
    return await read();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // An unusable data folder is reported once, at start-up (storage_unavailable): one line per reader would drown it.
    const problem = storageProblem(error);
    log.warn('content_unreadable', problem ? { page, problem } : { page, error });
    return undefined;
  }
}
