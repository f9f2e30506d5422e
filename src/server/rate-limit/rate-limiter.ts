import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import { hitBucket } from './rate-limit.repository.ts';

/** Allowed requests per window; 0 lifts that window's limit. */
export interface RateLimits {
  perMinute: number;
  perHour: number;
}

const windows = [
  { name: 'minute', ms: 60_000, limit: (limits: RateLimits) => limits.perMinute },
  { name: 'hour', ms: 3_600_000, limit: (limits: RateLimits) => limits.perHour },
] as const;

/**
 * Counts a request by `client` in fixed windows kept in the database (so every server instance
 * shares them) and says whether it is within the limits. Run it inside the transaction that stores
 * the request, so SQLite flushes to disk once per request, not three times.
 */
export async function allowRequest(
  db: Kysely<Database> | Transaction<Database>,
  scope: string,
  client: string,
  limits: RateLimits,
  now: Date,
): Promise<boolean> {
  let allowed = true;
  for (const window of windows) {
    const limit = window.limit(limits);
    if (limit === 0) continue;
    const start = Math.floor(now.getTime() / window.ms) * window.ms;
    const bucket = `${scope}:${window.name}:${client}:${start}`;
    const count = await hitBucket(db, bucket, new Date(start + window.ms).toISOString());
    if (count > limit) allowed = false;
  }
  return allowed;
}
