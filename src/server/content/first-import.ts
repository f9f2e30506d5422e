import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { articleImport } from './article-import.ts';
import { announceContentChange } from './content-sync.ts';
import { bumpContentVersion } from './content-version.repository.ts';
import { cacheTags } from './page-cache.ts';
import { faqImport } from './faq-import.ts';
import { finishImport, importItems, type ItemsImported } from './kind-import.ts';
import { productImport } from './product-import.ts';
import { storyImport } from './story-import.ts';
import { refreshSearchIndex } from '../search/index-upkeep.ts';

/** How long to wait before trying the first import again when the database could not take it. */
export const importRetryMs = 5_000;

/**
 * One attempt at the first import of articles, products, FAQ and stories (each kind skips what is
 * there): their items, then (`itemsDone` called between, readers waiting no longer) their share
 * images. True once all ran.
 */
async function importOnce(db: Kysely<Database>, itemsDone: () => void): Promise<boolean> {
  try {
    const now = new Date();
    // The stories last: they name products.
    const plans = [
      articleImport(db, undefined, now),
      productImport(db, undefined, now),
      faqImport(now),
      storyImport(db, undefined, now),
    ];
    const imported: Array<ItemsImported | undefined> = [];
    for (const plan of plans) imported.push(await importItems(db, plan));
    await refreshSearchIndex(db);
    // Pages cached while the store was empty (a data folder that came back) are dropped.
    if (imported.some((kind) => kind?.added))
      await announceContentChange(db, await bumpContentVersion(db), [cacheTags.all]);
    itemsDone();
    for (const [index, plan] of plans.entries()) if (imported[index]?.complete) await finishImport(db, plan.rules, now);
    return true;
  } catch (error) {
    // An unusable data folder is reported once, by the start-up check (storage_unavailable).
    if (!storageProblem(error)) log.error('content_import_failed', { error });
    return false;
  } finally {
    // A failed attempt lets readers' pages go on too: they show what the database holds.
    itemsDone();
  }
}

// On globalThis: scripts/serve.ts starts the import, the server bundle's pages wait for it.
const readyKey = Symbol.for('hotelix.firstContentImport');
type WithReady = typeof globalThis & { [readyKey]?: Promise<unknown> };

/** Resolves once the first import attempt of this process has written its items, or failed (at once when none was started). */
export function firstImportSettled(): Promise<unknown> {
  return (globalThis as WithReady)[readyKey] ?? Promise.resolve();
}

/**
 * Copies the first articles, products, FAQ and stories into the database, in the background. Readers'
 * pages wait for the items of the first attempt (firstImportSettled), so the first reader sees them;
 * not for the share images drawn after. A database that cannot take them yet (a read-only data
 * folder, PostgreSQL still starting) is tried again every few seconds until it can. Logs
 * `content_ready` when an attempt has done all, or `content_import_retrying` once when the first has
 * not. Returns a stopper.
 */
export function importFirstContent(db: Kysely<Database>): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const started = Date.now();
  const attempt = async (itemsDone: () => void = () => {}) => {
    const done = await importOnce(db, itemsDone);
    if (done) log.info('content_ready', { ms: Date.now() - started });
    return done;
  };
  const retry = () => {
    timer = setTimeout(async () => {
      if (!stopped && !(await attempt())) retry();
    }, importRetryMs);
    timer.unref();
  };
  const { promise: itemsWritten, resolve } = Promise.withResolvers<void>();
  (globalThis as WithReady)[readyKey] = itemsWritten;
  void attempt(resolve).then((done) => {
    if (done || stopped) return;
    log.warn('content_import_retrying', { every_seconds: importRetryMs / 1000 });
    retry();
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
