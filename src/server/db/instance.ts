import type { Kysely } from 'kysely';
import { createDb } from './client.ts';
import type { Database } from './database.ts';
import { readDbConfig } from './db-config.ts';

let instance: Kysely<Database> | undefined;

/** The process's database, opened on first use from DATABASE_URL / DATA_DIR. */
export function getDb(): Kysely<Database> {
  instance ??= createDb(readDbConfig(process.env));
  return instance;
}
