import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { pruneAuditEvents } from './audit.repository.ts';

const dayMs = 86_400_000;
// Every few hours is enough for a log kept a year; each instance may run it, deleting twice is harmless.
export const auditPruneEveryMs = 6 * 60 * 60_000;

/** Deletes audit lines older than `keepDays` now, and again every six hours, until stopped. */
export function startAuditPruning(db: Kysely<Database>, keepDays: number, now = () => new Date()): () => void {
  const prune = async () => {
    const before = new Date(now().getTime() - keepDays * dayMs).toISOString();
    try {
      const count = await pruneAuditEvents(db, before);
      if (count) log.info('audit_pruned', { count, before });
    } catch (error) {
      // A data folder that cannot be written is reported once, at start-up; the next run tries again.
      if (!storageProblem(error)) log.error('audit_prune_failed', { error });
    }
  };
  void prune();
  const timer = setInterval(() => void prune(), auditPruneEveryMs).unref();
  return () => clearInterval(timer);
}
