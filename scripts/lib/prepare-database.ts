import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/database.ts';
import type { DbConfig } from '../../src/server/db/db-config.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { storageProblem } from '../../src/server/db/storage-problem.ts';
import { probeWritable } from '../../src/server/db/write-probe.ts';
import { log } from '../../src/server/log.ts';

/** How often an unusable SQLite data folder is tried again. */
export const storageRetryMs = 2_000;

async function migrate(db: Kysely<Database>, config: DbConfig): Promise<void> {
  const applied = await migrateToLatest(db);
  if (applied.length) log.info('migrated', { applied });
  // With nothing pending the migrator writes nothing, so a read-only file would pass unnoticed.
  if (config.dialect === 'sqlite') await probeWritable(db);
}

const remedies: Record<string, string> = {
  'is full': 'it has free space',
  'is locked by another process': 'the lock is released',
};

/** The message of the error at the bottom of `error`'s causes: SQLite's or the system's own words. */
function rootReason(error: unknown): string {
  let current = error;
  for (let depth = 0; current instanceof Error && current.cause !== undefined && depth < 10; depth++) {
    current = current.cause;
  }
  return current instanceof Error ? current.message : String(current);
}

function retryInBackground(db: Kysely<Database>, config: DbConfig, dataDir: string): void {
  const attempt = async () => {
    try {
      await migrate(db, config);
      log.info('storage_available', { data_dir: dataDir });
    } catch (error) {
      if (storageProblem(error)) later();
      else log.error('migration_failed', { error });
    }
  };
  // Unref'd: a server stopping meanwhile need not wait for the next try.
  const later = () => setTimeout(() => void attempt(), storageRetryMs).unref();
  later();
}

/**
 * Brings the database up to date before the server listens. On SQLite, a data folder that is
 * missing, read-only or full is reported in one warning and retried in the background while pages
 * are served (leads get 503 until then); any other failure, such as a failing migration or an
 * unreachable PostgreSQL, is thrown to stop start-up.
 */
export async function prepareDatabase(db: Kysely<Database>, config: DbConfig): Promise<void> {
  try {
    await migrate(db, config);
  } catch (error) {
    if (config.dialect !== 'sqlite') throw error;
    const problem = storageProblem(error);
    if (!problem) throw error;
    const dataDir = path.dirname(config.file);
    const until = remedies[problem] ?? 'it is writable';
    log.warn('storage_unavailable', {
      message: `DATA_DIR ${dataDir} ${problem}: leads get 503 until ${until}; retrying`,
      reason: rootReason(error),
    });
    retryInBackground(db, config, dataDir);
  }
}
