import { outageRetrySeconds } from '../db/database-unavailable.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { firstImportSettled } from './first-import.ts';

// Readers' pages read the database since articles and products live there. When it cannot be read
// (a data folder gone read-only, PostgreSQL restarting), the page answers 503 with a short
// Vietnamese message and the server goes on; the fault is logged with its detail. Pages already in
// the route cache are served from it meanwhile.

export { outageRetrySeconds };

/** What `read` returns, or undefined when it failed (logged as `content_unreadable` with `page`). */
export async function readOrOutage<T>(page: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    await firstImportSettled();
    return await read();
  } catch (error) {
    // An unusable data folder is reported once, at start-up (storage_unavailable): one line per reader would drown it.
    const problem = storageProblem(error);
    if (problem) log.warn('content_unreadable', { page, problem });
    else log.error('content_unreadable', { page, error });
    return undefined;
  }
}

/** A plain 503 for feeds and the sitemap. */
export function outageResponse(): Response {
  return new Response('Nội dung tạm thời chưa đọc được. Vui lòng thử lại sau ít phút.\n', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(outageRetrySeconds) },
  });
}
