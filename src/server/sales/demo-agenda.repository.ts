import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ContactRow, Database, DemoMeetingRow } from '../db/database.ts';

type Db = Kysely<Database>;

/**
 * Whose demos: a member's own (`staffIds`), and the team's (nobody holds them) when `team`; or
 * everyone's.
 */
export type DemoHosts = { staffIds: string[]; team: boolean } | 'everyone';

const hostedBy = (hosts: Exclude<DemoHosts, 'everyone'>) => (eb: ExpressionBuilder<Database, 'demo_meetings'>) =>
  eb.or([
    ...(hosts.staffIds.length ? [eb('staff_id', 'in', hosts.staffIds)] : []),
    ...(hosts.team ? [eb('staff_id', 'is', null)] : []),
  ]);

const nobody = (hosts: DemoHosts) => hosts !== 'everyone' && !hosts.staffIds.length && !hosts.team;

/** How many demos of `hosts` starting in [`from`, `to`) are still booked (the count beside 'Hôm nay'). */
export async function countBookedDemos(db: Db, hosts: DemoHosts, span: { from: string; to: string }) {
  if (nobody(hosts)) return 0;
  const row = await db
    .selectFrom('demo_meetings')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .$if(hosts !== 'everyone', (query) => query.where(hostedBy(hosts as Exclude<DemoHosts, 'everyone'>)))
    .where('starts_at', '>=', span.from)
    .where('starts_at', '<', span.to)
    .where('status', '=', 'booked')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A demo with its lead, as the lists of work show it. */
export interface DemoWithLead {
  meeting: DemoMeetingRow;
  lead: ContactRow;
}

/**
 * Demos of `hosts` starting in [`from`, `to`) (ISO UTC), cancelled ones too (shown as such) unless
 * `leaveOutCancelled`, in time order; with `unmarkedBefore`, also booked demos before `from` nobody has
 * marked held or no-show.
 */
export async function demosOf(
  db: Db,
  hosts: DemoHosts,
  span: { from: string; to?: string; unmarkedBefore?: boolean; leaveOutCancelled?: boolean },
  limit = 100,
): Promise<DemoWithLead[]> {
  if (nobody(hosts)) return [];
  const meetings = await db
    .selectFrom('demo_meetings')
    .selectAll()
    .$if(hosts !== 'everyone', (query) => query.where(hostedBy(hosts as Exclude<DemoHosts, 'everyone'>)))
    .$if(span.leaveOutCancelled === true, (query) => query.where('status', '!=', 'cancelled'))
    .where((eb) => {
      const inSpan = eb.and([eb('starts_at', '>=', span.from), ...(span.to ? [eb('starts_at', '<', span.to)] : [])]);
      return span.unmarkedBefore
        ? eb.or([inSpan, eb.and([eb('starts_at', '<', span.from), eb('status', '=', 'booked')])])
        : inSpan;
    })
    .orderBy('starts_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  if (!meetings.length) return [];
  const leads = await db
    .selectFrom('contacts')
    .selectAll()
    .where(
      'id',
      'in',
      meetings.map((meeting) => meeting.contact_id),
    )
    .execute();
  const byId = new Map(leads.map((lead) => [lead.id, lead]));
  return meetings.flatMap((meeting) => {
    const lead = byId.get(meeting.contact_id);
    return lead ? [{ meeting, lead }] : [];
  });
}
