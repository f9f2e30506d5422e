import type { Kysely } from 'kysely';
import type { PersonKey, PersonRecord, RecordPlace } from '../../lib/personal-data/person-records.ts';
import { emailIdentity } from '../../lib/sales/email-identity.ts';
import type { Database } from '../db/database.ts';
import { requestsOf } from './person-request.repository.ts';

// Every record that names one person, across the tables that hold a visitor's data: their leads
// (found by the inbox's keys, email_key and phone_e164, both indexed), what hangs on a lead (notes and
// events, assistant conversation, demo meetings, notifications, submission keys, audit lines about
// it), and the newsletter list, which holds an address alone. What is not here holds no visitor's
// data: the assistant's unanswered questions and site searches are kept without phone numbers and
// e-mail addresses, and rate limits count by network address for minutes.

type Db = Kysely<Database>;

/** Columns that only repeat others for the database's use (search text, keys): not the person's data. */
const derivedColumns = new Set(['search_text', 'email_key', 'phone_e164', 'claim_token', 'claimed_until']);

/** A row's fields as text, empty ones and derived ones left out. */
function fieldsOf(row: Record<string, unknown>, skip: readonly string[] = []): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([name, value]) => value !== null && value !== '' && !derivedColumns.has(name) && !skip.includes(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

const recordOf = (place: RecordPlace, id: string, at: string, row: Record<string, unknown>, skip: string[] = []) =>
  ({ place, id, at, fields: fieldsOf(row, skip) }) satisfies PersonRecord;

/** The leads of the person `key` names, oldest first (every column). */
function personLeads(db: Db, key: PersonKey) {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(key.emailKey ? [eb('email_key', '=', key.emailKey)] : []),
        ...(key.phoneE164 ? [eb('phone_e164', '=', key.phoneE164)] : []),
      ]),
    )
    .orderBy('created_at')
    .execute();
}

/**
 * The ids of the person's leads, and their mailboxes: the one typed and those of their leads (found
 * by a phone, their e-mail is theirs too), which their newsletter rows are found by.
 */
export async function personLeadKeys(db: Db, key: PersonKey): Promise<{ ids: string[]; emailKeys: string[] }> {
  return keysOf(key, await personLeads(db, key));
}

function keysOf(key: PersonKey, leads: ReadonlyArray<{ id: string; email_key: string | null }>) {
  const emailKeys = [key.emailKey, ...leads.map((lead) => lead.email_key)].filter((value) => value !== null);
  return { ids: leads.map((lead) => lead.id), emailKeys: [...new Set(emailKeys)] };
}

/** The newsletter's rows for the mailboxes `emailKeys` reach, however each address was spelled. */
export async function personSubscriptions(db: Db, emailKeys: readonly string[]) {
  if (!emailKeys.length) return [];
  const domains = new Set(emailKeys.map((emailKey) => emailKey.slice(emailKey.lastIndexOf('@') + 1)));
  if (domains.has('gmail.com')) domains.add('googlemail.com');
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where((eb) => eb.or([...domains].map((name) => eb(eb.fn('lower', ['email']), 'like', `%@${name}`))))
    .execute();
  return rows.filter((row) => emailKeys.includes(emailIdentity(row.email) ?? ''));
}

/** Every record naming the person `key` names, place by place, oldest first within each. */
export async function findPersonRecords(db: Db, key: PersonKey): Promise<PersonRecord[]> {
  const leads = await personLeads(db, key);
  const { ids, emailKeys } = keysOf(key, leads);
  const [subscriptions, requests] = await Promise.all([personSubscriptions(db, emailKeys), requestsOf(db, emailKeys)]);
  const own = [
    ...subscriptions.map((row) => recordOf('newsletter', row.id, row.created_at, row, ['id'])),
    ...requests.map((row) =>
      recordOf('request', row.id, row.created_at, row, ['id', 'source', 'done_by', 'link_mails']),
    ),
  ];
  if (!ids.length) return own;
  const [events, turns, meetings, notifications, keys, audits] = await Promise.all([
    db.selectFrom('lead_events').selectAll().where('contact_id', 'in', ids).orderBy('created_at').execute(),
    db
      .selectFrom('lead_conversation_turns')
      .selectAll()
      .where('contact_id', 'in', ids)
      .orderBy('contact_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('demo_meetings').selectAll().where('contact_id', 'in', ids).orderBy('starts_at').execute(),
    db.selectFrom('notifications').selectAll().where('contact_id', 'in', ids).orderBy('created_at').execute(),
    db.selectFrom('idempotency_keys').selectAll().where('contact_id', 'in', ids).orderBy('created_at').execute(),
    db.selectFrom('audit_events').selectAll().where('subject', 'in', ids).orderBy('at').execute(),
  ]);
  // The team's own data stays out of the person's copy: who worked the lead, from which address,
  // what the mail server answered.
  return [
    ...leads.map((row) => recordOf('lead', row.id, row.created_at, row, ['id', 'owner_id', 'owner_response_by'])),
    ...events.map((row) => recordOf('lead_event', row.id, row.created_at, row, ['id', 'author_email'])),
    ...turns.map((row) => recordOf('conversation_turn', `${row.contact_id}#${row.position}`, row.created_at, row)),
    ...meetings.map((row) => recordOf('meeting', row.id, row.created_at, row, ['id', 'host_key', 'staff_id'])),
    ...notifications.map((row) =>
      recordOf('notification', row.id, row.created_at, row, ['id', 'recipient', 'last_error']),
    ),
    ...keys.map((row) => recordOf('submission_key', row.key, row.created_at, row, ['key'])),
    ...audits.map((row) =>
      recordOf('audit', row.id, row.at, row, ['id', 'seq', 'actor_id', 'actor_email', 'address', 'user_agent']),
    ),
    ...own,
  ];
}
