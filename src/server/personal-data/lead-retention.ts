import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { audit } from '../audit/index.ts';
import { claimRound } from '../operations/index.ts';
import { eraseLeadRows } from './erase-person.repository.ts';
import type { LeadGoingSoon } from '../../lib/personal-data/personal-data-page.ts';
import { quietLeadIds, quietLeads } from './lead-retention.repository.ts';
import { describeCounts } from '../../lib/personal-data/person-records.ts';

// Leads are kept LEAD_RETENTION_MONTHS (24, as the privacy page says) from their last activity, then
// erased by the hourly housekeeping (personal-data-jobs.ts) through the same deletion as a person's
// request, lead by lead: a person's newer lead stays, and no tombstone is left (a restored old lead
// is as old, and goes at the next sweep). A customer's lead the owner keeps under contract stays.
// One server per round (schedule_rounds), each batch one transaction: never twice, never half.

/** The whole numbers LEAD_RETENTION_MONTHS may be, and its default. */
const retentionMonths = z.string().regex(/^\d+$/u).transform(Number).pipe(z.number().int().min(1).max(120)).default(24);

/** The months a lead is kept after its last activity, from `env` (an error names the variable). */
export function parseLeadRetentionMonths(env: Record<string, string | undefined>): number {
  const parsed = retentionMonths.safeParse(env.LEAD_RETENTION_MONTHS || undefined);
  if (!parsed.success) throw new Error('LEAD_RETENTION_MONTHS must be a whole number of months from 1 to 120');
  return parsed.data;
}

export const leadRetentionMonths = parseLeadRetentionMonths(process.env);

/** `date` moved back `months` calendar months (the 31st going to the month's last day). */
export function monthsBefore(date: Date, months: number): Date {
  const moved = new Date(date.getTime());
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() - months);
  const last = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, last));
  return moved;
}

/** The leads erased in one transaction. */
const batchSize = 200;
/**
 * The most batches one round erases; the rest wait for the next round. A batch holds SQLite's one
 * writer ~0.1 s at 100,000 leads (bench): ten of them in a row leave room for the leads coming in.
 */
const batchesPerRound = 10;
/** A round at most this often across every server; the job wakes hourly, a little later than this. */
export const retentionRoundMs = 55 * 60_000;

/** Erases the leads quiet for `months` before `now`; how many. One server per round. */
export async function eraseExpiredLeads(
  db: Kysely<Database>,
  now: Date,
  months = leadRetentionMonths,
): Promise<number> {
  if (!(await claimRound(db, 'lead_retention', now, retentionRoundMs))) return 0;
  const cutoff = monthsBefore(now, months).toISOString();
  let erased = 0;
  for (let batch = 0; batch < batchesPerRound; batch += 1) {
    const counts = await db.transaction().execute(async (trx) => {
      const ids = await quietLeadIds(trx, cutoff, batchSize);
      return eraseLeadRows(trx, ids, 'retention', now.toISOString());
    });
    if (!counts.lead) break;
    erased += counts.lead;
    await audit(db, {
      action: 'personal_data_erased',
      detail: `Hết hạn lưu giữ ${months} tháng: ${describeCounts(counts)}`,
      at: now,
    });
  }
  if (erased) log.info('leads_retention_erased', { erased, months });
  return erased;
}

/** What goes within `days` days of `now` (and the kept customers who would), oldest first. */
export async function leadsGoingSoon(
  db: Kysely<Database>,
  now: Date,
  days = 30,
  months = leadRetentionMonths,
): Promise<LeadGoingSoon[]> {
  const until = new Date(now.getTime() + days * 86_400_000);
  const leads = await quietLeads(db, monthsBefore(until, months).toISOString(), 200);
  return leads.map((lead) => ({ ...lead, goesOn: addMonths(lead.lastActivity, months) }));
}

const addMonths = (iso: string, months: number) => monthsBefore(new Date(iso), -months).toISOString();
