import { sql, type Kysely } from 'kysely';
import type { LeadForm } from '../../lib/leads/lead-forms.ts';
import { closedStatusList } from '../../lib/sales/sales-labels.ts';
import { cleanUtm } from '../../lib/visits/visit-dimensions.ts';
import type { Database, LeadStatus } from '../db/database.ts';

type Db = Kysely<Database>;

/** A period as UTC instants: `start` included, `end` excluded. */
export interface Span {
  start: string;
  end: string;
}

// Counts come back as numbers from SQLite and as strings (bigint) from PostgreSQL.
const num = (value: string | number | bigint | null) => Number(value ?? 0);

/** Statuses that end a lead without winning it: the funnel counts them by the furthest step reached. */
const endedStatuses: LeadStatus[] = ['lost', 'unreachable', 'do_not_contact'];

/**
 * Leads of the span erased on a person's request or by retention: lead_deletions keeps what they are
 * counted by (no personal data), so the period's totals and funnel stay as they were.
 */
function erasedOfSpan(db: Db, span: Span) {
  return db
    .selectFrom('lead_deletions')
    .where('created_at', '>=', span.start)
    .where('created_at', '<', span.end)
    .where('status', 'is not', null);
}

/**
 * Leads of the span per UTC hour ('YYYY-MM-DDTHH', the first 13 characters of the ISO text) and form.
 * Vietnam is a whole 7 hours ahead, so hours gather into Vietnam days exactly; counting them here keeps
 * one query for both databases and sends at most 24 × days × forms rows rather than every lead.
 */
export async function leadsPerHour(db: Db, span: Span) {
  const hour = sql<string>`substr(created_at, 1, 13)`;
  const rows = await db
    .selectFrom('contacts')
    .select((eb) => [hour.as('hour'), 'source', eb.fn.countAll<string | number>().as('count')])
    .where('created_at', '>=', span.start)
    .where('created_at', '<', span.end)
    .groupBy([hour, 'source'])
    .execute();
  const erased = await erasedOfSpan(db, span)
    .select((eb) => [hour.as('hour'), 'source', eb.fn.countAll<string | number>().as('count')])
    .groupBy([hour, 'source'])
    .execute();
  return [...rows, ...erased].map((row) => ({ hour: row.hour, source: row.source as LeadForm, count: num(row.count) }));
}

/** Leads of the span and how many of them are won, per UTM source and campaign, most leads first. */
export async function leadsPerCampaign(db: Db, span: Span, limit = 100) {
  const rows = await db
    .selectFrom('contacts')
    .select((eb) => [
      'utm_source',
      'utm_campaign',
      eb.fn.countAll<string | number>().as('leads'),
      eb.fn.sum<string | number>(eb.case().when('status', '=', 'won').then(1).else(0).end()).as('won'),
    ])
    .where('created_at', '>=', span.start)
    .where('created_at', '<', span.end)
    .groupBy(['utm_source', 'utm_campaign'])
    .orderBy('leads', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    utmSource: row.utm_source,
    utmCampaign: row.utm_campaign,
    leads: num(row.leads),
    won: num(row.won),
  }));
}

/**
 * Leads of the span per page they were sent from, per UTM source and campaign (cleaned as visits
 * keep them) and per device class (leads stored before it was kept have none).
 */
export async function leadsPerAttribution(db: Db, span: Span) {
  const rows = await db
    .selectFrom('contacts')
    .select((eb) => ['page', 'utm_source', 'utm_campaign', 'device', eb.fn.countAll<string | number>().as('leads')])
    .where('created_at', '>=', span.start)
    .where('created_at', '<', span.end)
    .groupBy(['page', 'utm_source', 'utm_campaign', 'device'])
    .execute();
  const pages = new Map<string, number>();
  const sources = new Map<string, number>();
  const campaigns = new Map<string, number>();
  const devices = new Map<string, number>();
  const add = (into: Map<string, number>, key: string, count: number) => into.set(key, (into.get(key) ?? 0) + count);
  for (const row of rows) {
    const count = num(row.leads);
    add(pages, row.page, count);
    // Cleaned as the visits' values are, so 'Tết – 2027' is 'khác' on both sides.
    add(sources, cleanUtm(row.utm_source), count);
    add(campaigns, cleanUtm(row.utm_campaign), count);
    if (row.device) add(devices, row.device, count);
  }
  return { pages, sources, campaigns, devices };
}

/**
 * How many leads came in during the span and how many of them are won: the headline's previous
 * period, read from contacts_dashboard_idx (created_at, status) like the period's own figures.
 */
export async function leadsAndWon(db: Db, span: Span): Promise<{ leads: number; won: number }> {
  const row = await db
    .selectFrom('contacts')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('leads'),
      eb.fn.sum<string | number | null>(eb.case().when('status', '=', 'won').then(1).else(0).end()).as('won'),
    ])
    .where('created_at', '>=', span.start)
    .where('created_at', '<', span.end)
    .executeTakeFirstOrThrow();
  const erased = await erasedOfSpan(db, span)
    .select((eb) => [
      eb.fn.countAll<string | number>().as('leads'),
      eb.fn.sum<string | number | null>(eb.case().when('status', '=', 'won').then(1).else(0).end()).as('won'),
    ])
    .executeTakeFirstOrThrow();
  return { leads: num(row.leads) + num(erased.leads), won: num(row.won) + num(erased.won) };
}

/** Leads of the span per current status. */
export async function leadsPerStatus(db: Db, span: Span): Promise<Partial<Record<LeadStatus, number>>> {
  const rows = await db
    .selectFrom('contacts')
    .select((eb) => ['status', eb.fn.countAll<string | number>().as('count')])
    .where('created_at', '>=', span.start)
    .where('created_at', '<', span.end)
    .groupBy('status')
    .execute();
  const erased = await erasedOfSpan(db, span)
    .select((eb) => ['status', eb.fn.countAll<string | number>().as('count')])
    .groupBy('status')
    .execute();
  const counts: Partial<Record<LeadStatus, number>> = {};
  for (const row of [...rows, ...erased]) counts[row.status!] = (counts[row.status!] ?? 0) + num(row.count);
  return counts;
}

/**
 * Lost leads of the span by the furthest step their status changes reached before they were lost
 * (contacted or demo; a lead that never moved is in neither).
 */
export async function lostLeadsFurthestStep(db: Db, span: Span): Promise<{ contacted: number; demo: number }> {
  const perLead = db
    .selectFrom('lead_events')
    .innerJoin('contacts', 'contacts.id', 'lead_events.contact_id')
    .select((eb) => [
      'lead_events.contact_id',
      eb.fn.max(eb.case().when('lead_events.status', '=', 'demo').then(2).else(1).end()).as('furthest'),
    ])
    .where('contacts.status', 'in', endedStatuses)
    .where('contacts.created_at', '>=', span.start)
    .where('contacts.created_at', '<', span.end)
    .where('lead_events.kind', '=', 'status')
    .where('lead_events.status', 'in', ['contacted', 'demo'])
    .groupBy('lead_events.contact_id');
  const rows = await db
    .selectFrom(perLead.as('lost'))
    .select((eb) => ['lost.furthest', eb.fn.countAll<string | number>().as('count')])
    .groupBy('lost.furthest')
    .execute();
  const erased = await erasedOfSpan(db, span)
    .select((eb) => ['furthest', eb.fn.countAll<string | number>().as('count')])
    .where('status', 'in', endedStatuses)
    .where('furthest', 'is not', null)
    .groupBy('furthest')
    .execute();
  const count = (furthest: number) =>
    [...rows, ...erased].filter((row) => num(row.furthest) === furthest).reduce((sum, row) => sum + num(row.count), 0);
  return { contacted: count(1), demo: count(2) };
}

/**
 * Each salesperson's own first contact with the leads of the span that were theirs, in office minutes
 * (a colleague's call covering for them is not theirs; leads not yet contacted by their owner are left
 * out). Read from a partial index of those leads alone.
 */
export async function firstResponses(db: Db, span: Span) {
  const rows = await db
    .selectFrom('contacts')
    .select(['owner_response_by', 'owner_response_minutes'])
    .where('created_at', '>=', span.start)
    .where('created_at', '<', span.end)
    .where('owner_response_by', 'is not', null)
    .execute();
  return rows.map((row) => ({ ownerId: row.owner_response_by!, minutes: row.owner_response_minutes! }));
}

/**
 * Leads of the span nobody has contacted yet, per owner (null: nobody's lead). It tests
 * first_response_minutes, stamped together with first_response_at, because that one is in
 * contacts_dashboard_idx with created_at and owner_id: the index answers alone.
 */
export async function notContactedPerOwner(db: Db, span: Span) {
  const rows = await db
    .selectFrom('contacts')
    .select((eb) => ['owner_id', eb.fn.countAll<string | number>().as('count')])
    .where('created_at', '>=', span.start)
    .where('created_at', '<', span.end)
    .where('first_response_minutes', 'is', null)
    .groupBy('owner_id')
    .execute();
  return rows.map((row) => ({ ownerId: row.owner_id, notContacted: num(row.count) }));
}

/** Open leads whose next step was due before `now`, per owner. */
export async function overdueStepsPerOwner(db: Db, now: string) {
  const rows = await db
    .selectFrom('contacts')
    .select((eb) => ['owner_id', eb.fn.countAll<string | number>().as('count')])
    .where('owner_id', 'is not', null)
    .where('next_step_at', '<', now)
    .where('status', 'not in', closedStatusList)
    .groupBy('owner_id')
    .execute();
  return rows.map((row) => ({ ownerId: row.owner_id!, overdue: num(row.count) }));
}

/** A salesperson's leads of the span, and how many of them they first answered within `minutes` office minutes. */
export async function answeredWithin(db: Db, ownerId: string, span: Span, minutes: number) {
  const row = await db
    .selectFrom('contacts')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('leads'),
      eb.fn
        .sum<string | number | null>(
          eb
            .case()
            .when(eb.and([eb('owner_response_by', '=', ownerId), eb('owner_response_minutes', '<=', minutes)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('fast'),
    ])
    .where('owner_id', '=', ownerId)
    .where('created_at', '>=', span.start)
    .where('created_at', '<', span.end)
    .executeTakeFirstOrThrow();
  return { leads: num(row.leads), fast: num(row.fast) };
}

/** Every account that may own leads or has owned some: id, how it is shown, and whether it sells now. */
export async function salesTeam(db: Db) {
  const rows = await db.selectFrom('staff_users').select(['id', 'name', 'email', 'role', 'deactivated_at']).execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.name || row.email,
    selling: row.role === 'sales' && row.deactivated_at === null,
  }));
}

/**
 * Demos booked in the span per salesperson (null: the team's), UTM source of their lead and status:
 * few rows (people × sources × four statuses), gathered into the dashboard's two demo tables.
 */
export async function demosPerHostAndSource(db: Db, span: Span) {
  const rows = await db
    .selectFrom('demo_meetings')
    .innerJoin('contacts', 'contacts.id', 'demo_meetings.contact_id')
    .select((eb) => [
      'demo_meetings.staff_id',
      'contacts.utm_source',
      'demo_meetings.status',
      eb.fn.countAll<string | number>().as('count'),
    ])
    // Booked in the period, whenever they are held: two demos booked this morning for next week are
    // this period's work, not 'Chưa có số liệu' until their day.
    .where('demo_meetings.created_at', '>=', span.start)
    .where('demo_meetings.created_at', '<', span.end)
    .groupBy(['demo_meetings.staff_id', 'contacts.utm_source', 'demo_meetings.status'])
    .execute();
  return rows.map((row) => ({
    staffId: row.staff_id,
    utmSource: row.utm_source,
    status: row.status,
    count: num(row.count),
  }));
}
