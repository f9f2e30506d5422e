import type { Migration } from 'kysely/migration';

/**
 * Every migration, keyed by a timestamped name (`YYYYMMDDHHmm_what`), applied in key order.
 * Migrations are frozen: they never import application code, so old ones keep meaning what they meant.
 */
export const migrations: Record<string, Migration> = {};
