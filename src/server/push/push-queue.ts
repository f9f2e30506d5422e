import type { Transaction, Kysely } from 'kysely';
import {
  nextOpening,
  officeMinutesBetween,
  parseOfficeHours,
  parseWeeklyHours,
  type WeeklyHours,
} from '../../lib/sales/office-hours.ts';
import { escalationMinutes, settingOfEvent, type PushEvent } from '../../lib/push/push-settings.ts';
import { siteConfig } from '../../lib/site-config.ts';
import type { Database } from '../db/database.ts';
import { enqueuePushes, leadForPush, recipientsOf, untouchedLeads, type PushRecipient } from './push.repository.ts';

// Who is told of what, and when: each device gets its own row in the outbox, queued in the
// transaction that made the event (a lead stored, a demo booked), so an event is never announced
// without having happened, nor the reverse. A member with quiet hours on is told outside their office
// hours at the start of the next one (their own week from 'Lịch nhận demo', or the office's).

type Db = Kysely<Database> | Transaction<Database>;

/** The office's week (SITE_OFFICE_HOURS, checked at start-up by the sales settings). */
const officeWeek: WeeklyHours = parseOfficeHours(siteConfig.officeHours) ?? [];

/** When a push to `recipient` may ring: now, or when their office hours next begin. */
export function dueFor(recipient: Pick<PushRecipient, 'quietHours' | 'weeklyHours'>, now: Date): string {
  if (!recipient.quietHours) return now.toISOString();
  const week = parseWeeklyHours(recipient.weeklyHours) ?? officeWeek;
  return (nextOpening(now, week) ?? now).toISOString();
}

/** Queues `event` about lead `contactId` to the devices of `userIds` (null: the owners). */
async function queue(
  db: Db,
  contactId: string,
  event: PushEvent,
  userIds: readonly string[] | null,
  now: Date,
): Promise<void> {
  const recipients = await recipientsOf(db, userIds, settingOfEvent[event]);
  const pushes = recipients.map((recipient) => ({
    subscriptionId: recipient.subscriptionId,
    due: dueFor(recipient, now),
  }));
  await enqueuePushes(db, contactId, event, pushes, now.toISOString());
}

/**
 * A new lead, in the transaction that stores it, once its salesperson is chosen: to them, or to the
 * owners when nobody took it. A demo's lead is announced by its booking (queueMeetingPushes).
 */
export async function queueNewLeadPushes(trx: Transaction<Database>, contactId: string, now: Date): Promise<void> {
  const lead = await leadForPush(trx, contactId);
  if (!lead || lead.starts_at) return;
  await queue(trx, contactId, 'new_lead', lead.owner_id ? [lead.owner_id] : null, now);
}

const meetingEvents = { invite: 'demo_booked', update: 'demo_moved', cancel: 'demo_cancelled' } as const;

/** A demo booked, moved or cancelled, in the transaction that does it: to the salesperson who holds it. */
export async function queueMeetingPushes(
  trx: Transaction<Database>,
  contactId: string,
  change: keyof typeof meetingEvents,
  now: Date,
): Promise<void> {
  const lead = await leadForPush(trx, contactId);
  if (!lead) return;
  await queue(trx, contactId, meetingEvents[change], lead.owner_id ? [lead.owner_id] : null, now);
}

/** How far back the escalation looks: a lead untouched for three days is the morning digest's. */
const escalationWindowMs = 3 * 86_400_000;
/** Leads weighed per round. */
const escalationBatch = 500;
/**
 * A threshold is acted on when it was crossed within this much time: rounds come every minute, so
 * this lets nine go missing (a restart, a busy database) without a lead escaping. A phone turned on
 * later is not rung for every lead of the last days at once.
 */
const crossingWindowMs = 10 * 60_000;

/**
 * Queues the escalations whose threshold was crossed in the last ten minutes: a lead untouched 15
 * office minutes after it came goes to its salesperson; at 30, to the owners. Every instance may run
 * it: a device's second row is dropped by the unique index. Returns how many leads crossed one.
 */
export async function queueEscalations(
  db: Kysely<Database>,
  now: Date,
  week: WeeklyHours = officeWeek,
): Promise<number> {
  const since = new Date(now.getTime() - escalationWindowMs).toISOString();
  const earlier = new Date(now.getTime() - crossingWindowMs);
  let crossed = 0;
  for (const lead of await untouchedLeads(db, since, escalationBatch)) {
    const came = new Date(lead.created_at);
    const [before, after] = [officeMinutesBetween(came, earlier, week), officeMinutesBetween(came, now, week)];
    const crossing = (threshold: number) => before < threshold && after >= threshold;
    const [late, later] = [crossing(escalationMinutes.untouched_15), crossing(escalationMinutes.untouched_30)];
    if (late || later) crossed += 1;
    if (late && lead.owner_id) await queue(db, lead.id, 'untouched_15', [lead.owner_id], now);
    if (later) await queue(db, lead.id, 'untouched_30', null, now);
  }
  return crossed;
}
