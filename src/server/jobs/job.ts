import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DbConfig } from '../db/db-config.ts';
import type { StorageSpace } from '../db/storage-space.ts';

// Ghost's services own their jobs: each feature declares its background work in its own folder
// (<feature>-jobs.ts) and its retention sweep (<feature>-retention.ts); registry.ts and
// retention-sweep.ts list them, one line per feature.

/** What every job is started with: the server's, made once by scripts/serve.ts. */
export interface JobContext {
  db: Kysely<Database>;
  /** Where the data lives: some jobs run on one dialect only (SQLite's backups, PostgreSQL's LISTEN). */
  dbConfig: DbConfig;
  /** The SQLite data folder's free space, also read by /readyz and /metrics; undefined on PostgreSQL. */
  space: StorageSpace | undefined;
  /** How long a job that is being stopped may take to finish its work before giving it back. */
  graceMs: number;
}

/** Stops a job; resolves once the work it had under way is done or given back. */
export type StopJob = () => void | Promise<void>;

/** A feature's background work: started with the server, stopped on SIGTERM before the database closes. */
export interface Job {
  /** What it is, in snake_case as the log's events are. */
  name: string;
  /** How often it wakes, from the feature's own module; absent when it runs once, or when told to. */
  everyMs?: number;
  /** What keeps servers sharing one database from doing the same work twice; absent when each does its own. */
  lease?: string;
  /**
   * Keeps running while the server drains, because the requests still answered then need it (an
   * upload's AVIF, a new lead's notices, other servers' publications): stopped with the connections.
   * Every other job stops as soon as the signal comes.
   */
  runsThroughDrain?: boolean;
  /** Starts it; what it returns stops it (nothing when there is nothing to stop). */
  start(context: JobContext): StopJob | undefined | Promise<StopJob | undefined>;
}

/** What a feature keeps only for a while, deleted by the retention sweep (retention-sweep.ts). */
export interface RetentionSweep {
  /** The records it deletes. */
  name: string;
  /** Deletes those expired at `now`. */
  sweep(db: Kysely<Database>, now: Date): Promise<unknown>;
}
