import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { importArticles } from './article-import.ts';
import { announceContentChange } from './content-sync.ts';
import { bumpContentVersion } from './content-version.repository.ts';
import { cacheTags } from './page-cache.ts';
import { importFaq } from './faq-import.ts';
import { importProducts } from './product-import.ts';
import { importStories } from './story-import.ts';
import { refreshSearchIndex } from '../search/index-upkeep.ts';

/** How long to wait before trying the first import again when the database could not take it. */
export const importRetryMs = 5_000;

/** Imports the first articles, products, FAQ and stories; true once all ran (each skips what is there). */
async function importOnce(db: Kysely<Database>): Promise<boolean> {
  try {
    // The stories last: they name products.
    const added =
      (await importArticles(db)) + (await importProducts(db)) + (await importFaq(db)) + (await importStories(db));
    await refreshSearchIndex(db);
    // Pages cached while the store was empty (a data folder that came back) are dropped.
    if (added) await announceContentChange(db, await bumpContentVersion(db), [cacheTags.all]);
    return true;
  } catch (error) {
    // An unusable data folder is reported once, by the start-up check (storage_unavailable).
    if (!storageProblem(error)) log.error('content_import_failed', { error });
    return false;
  }
}

// On globalThis: scripts/serve.ts starts the import, the server bundle's pages wait for it.
const readyKey = Symbol.for('hotelix.firstContentImport');
type WithReady = typeof globalThis & { [readyKey]?: Promise<unknown> };

/** Resolves once the first import attempt of this process has ended (at once when none was started). */
export function firstImportSettled(): Promise<unknown> {
  return (globalThis as WithReady)[readyKey] ?? Promise.resolve();
}

/**
 * Copies the first articles, products, FAQ and stories into the database, in the background so the
 * server listens at once (leads and the staff area do not wait); readers' pages wait for the first attempt
 * (firstImportSettled), so the first reader sees them. A database that cannot take them yet (a
 * read-only data folder, PostgreSQL still starting) is tried again every few seconds until it can.
 * Returns a stopper.
 */
export function importFirstContent(db: Kysely<Database>): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const retry = () => {
    timer = setTimeout(async () => {
      if (!stopped && !(await importOnce(db))) retry();
    }, importRetryMs);
    timer.unref();
  };
  const first = importOnce(db).then((done) => {
    if (!done && !stopped) retry();
  });
  (globalThis as WithReady)[readyKey] = first;
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
