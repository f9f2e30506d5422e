import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

/** Queues a write; resolves once the transaction holding it committed. */
export type BatchedWrite = (write: (trx: Transaction<Database>) => Promise<void>) => Promise<void>;

/**
 * Runs writes that arrive while one transaction is committing together in the next one. Deliveries
 * finish in bursts, and on SQLite every commit is a disk flush (synchronous=FULL) taken on the same
 * connection the visitors' leads need; one flush for many outcomes leaves that connection free.
 */
export function batchWrites(db: Kysely<Database>): BatchedWrite {
  type Queued = { write: (trx: Transaction<Database>) => Promise<void>; done: PromiseWithResolvers<void> };
  let queue: Queued[] = [];
  let flushing = false;

  async function flush(): Promise<void> {
    flushing = true;
    while (queue.length) {
      const batch = queue;
      queue = [];
      try {
        await db.transaction().execute(async (trx) => {
          for (const item of batch) await item.write(trx);
        });
        for (const item of batch) item.done.resolve();
      } catch {
        // One bad write must not take the others down with it: each goes again on its own.
        for (const item of batch) {
          await db
            .transaction()
            .execute((trx) => item.write(trx))
            .then(item.done.resolve, item.done.reject);
        }
      }
    }
    flushing = false;
  }

  return (write) => {
    const done = Promise.withResolvers<void>();
    queue.push({ write, done });
    if (!flushing) void flush();
    return done.promise;
  };
}
