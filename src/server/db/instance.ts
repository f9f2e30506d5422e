import type { Kysely } from 'kysely';
import { createDb } from './client.ts';
import type { Database } from './database.ts';
import { readDbConfig } from './db-config.ts';

// Held on globalThis, not in a module variable: the built server bundle and scripts/serve.ts (which
// runs the notifier) each load their own copy of this module, and the process needs one database
// handle (one SQLite writer, one PostgreSQL pool).
const handle = Symbol.for('hotelix.db');
type WithHandle = typeof globalThis & { [handle]?: Kysely<Database> };

/** The process's database, opened on first use from DATABASE_URL / DATA_DIR. */
export function getDb(): Kysely<Database> {
  const holder = globalThis as WithHandle;
  holder[handle] ??= createDb(readDbConfig(process.env));
  return holder[handle];
}
