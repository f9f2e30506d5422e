import type { Kysely, Transaction } from 'kysely';

/**
 * Runs `work` in a transaction shared with the other work queued in the same turn of the event loop;
 * resolves with its result once that transaction committed. `work` must only touch the database:
 * if any work in the batch fails, the batch rolls back and each work runs again in one of its own.
 */
export type BatchedTransaction<DB> = <T>(work: (trx: Transaction<DB>) => Promise<T>) => Promise<T>;

/**
 * Gathers the writes that arrive in one turn of the event loop (and while a batch commits) into one
 * transaction. On SQLite every commit is a disk flush (synchronous=FULL) on the one connection that
 * serves every page and lead: a burst of writes (deliveries settling, a flood's rate-limit counts)
 * costs one flush instead of one each. The first write waits for the next turn, not for a timer.
 */
export function batchTransactions<DB>(db: Kysely<DB>): BatchedTransaction<DB> {
  type Queued = { work: (trx: Transaction<DB>) => Promise<unknown>; done: PromiseWithResolvers<unknown> };
  let queue: Queued[] = [];
  let flushing = false;

  async function flush(): Promise<void> {
    while (queue.length) {
      const batch = queue;
      queue = [];
      let results: unknown[];
      try {
        results = await db.transaction().execute(async (trx) => {
          const done: unknown[] = [];
          for (const item of batch) done.push(await item.work(trx));
          return done;
        });
      } catch {
        // One failing work must not take the others down with it: each goes again on its own.
        for (const item of batch) await db.transaction().execute(item.work).then(item.done.resolve, item.done.reject);
        continue;
      }
      batch.forEach((item, index) => item.done.resolve(results[index]));
    }
    flushing = false;
  }

  return <T>(work: (trx: Transaction<DB>) => Promise<T>) => {
    const done = Promise.withResolvers<unknown>();
    queue.push({ work, done });
    if (!flushing) {
      flushing = true;
      setImmediate(() => void flush());
    }
    return done.promise as Promise<T>;
  };
}
