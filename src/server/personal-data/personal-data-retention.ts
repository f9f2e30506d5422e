import type { RetentionSweep } from '../jobs/job.ts';
import { eraseExpiredLeads } from './lead-retention.ts';
import { applyTombstones } from './tombstone-apply.ts';
import { defaultTombstoneFile } from './tombstones.ts';

/**
 * What the retention sweep does for personal data, in this order: the tombstone file against the
 * database (a restore since the last sweep is undone for whoever was erased), then the leads past
 * LEAD_RETENTION_MONTHS.
 */
export const personalDataRetention: readonly RetentionSweep[] = [
  { name: 'personal_data_tombstones', sweep: (db, now) => applyTombstones(db, defaultTombstoneFile, now) },
  { name: 'lead_retention', sweep: (db, now) => eraseExpiredLeads(db, now) },
];
