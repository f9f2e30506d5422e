import type { Job } from '../jobs/job.ts';
import { auditKeepDays } from './audit-config.ts';
import { auditPruneEveryMs, startAuditPruning } from './audit-pruning.ts';

/** Audit lines older than AUDIT_KEEP_DAYS deleted, by every server (deleting twice is harmless). */
export const auditJobs: Job[] = [
  { name: 'audit_pruning', everyMs: auditPruneEveryMs, start: ({ db }) => startAuditPruning(db, auditKeepDays) },
];
