import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { dueItems } from './content.repository.ts';
import { publishDue } from './content.service.ts';
import { rulesFor } from './content-rules.ts';

/** How often each instance looks for scheduled items whose time has come. */
export const scheduleTickMs = 5_000;

/** Publishes what is due at `now`; every instance may run it at once (content.service's lock decides). */
export async function publishScheduled(db: Kysely<Database>, now = new Date()): Promise<number> {
  const due = await dueItems(db, now.toISOString());
  let published = 0;
  for (const kind of new Set(due.map((item) => item.kind))) {
    const rules = rulesFor(kind);
    if (rules)
      published += await publishDue(
        db,
        rules,
        due.filter((item) => item.kind === kind),
        now,
      );
  }
  return published;
}

/** Runs publishScheduled every few seconds; a failing tick is logged and the next one tries again. */
export function startContentScheduler(db: Kysely<Database>): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await publishScheduled(db);
    } catch (error) {
      if (!storageProblem(error)) log.warn('content_schedule_failed', { error });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, scheduleTickMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
