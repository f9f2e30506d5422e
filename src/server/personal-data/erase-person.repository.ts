import type { Kysely, Transaction } from 'kysely';
import type { PersonKey, PlaceCounts } from '../../lib/personal-data/person-records.ts';
import { emailIdentity } from '../../lib/sales/email-identity.ts';
import type { Database } from '../db/database.ts';
import { scrubRequestsOf } from './person-request.repository.ts';
import { personLeadKeys, personSubscriptions } from './person-records.repository.ts';

// Erasing a person everywhere in one transaction: their leads and all that hangs on them (notes and
// events, assistant conversation, demo meetings, pending and sent notifications, submission keys)
// deleted, the newsletter's row deleted, and the audit lines about their leads kept for who did what
// but without their free text (a handoff's note, a call's line may quote the person), their own
// requests about their data kept without the address or the text. Each lead's id is kept in
// lead_deletions with what the dashboard counts it by (when, which form, its status, how far it got),
// which is no personal data: the funnel and totals of its period stay. Either all of it happens or none.

type Db = Kysely<Database>;

/** How many rows of each place an erasure removed (audit lines: cleared). */
export type Erased = PlaceCounts;

const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0);

/**
 * What an erased lead leaves in the dashboard's counts, nothing about the person: when it came, from
 * which form, where it stood, and the furthest step its status changes had reached (1 contacted,
 * 2 demo), as `lostLeadsFurthestStep` reads it for a lead that ended.
 */
async function anonymousCounts(trx: Transaction<Database>, ids: string[]) {
  const [leads, steps] = await Promise.all([
    trx.selectFrom('contacts').select(['id', 'created_at', 'source', 'status']).where('id', 'in', ids).execute(),
    trx
      .selectFrom('lead_events')
      .select((eb) => [
        'contact_id',
        eb.fn.max(eb.case().when('status', '=', 'demo').then(2).else(1).end()).as('furthest'),
      ])
      .where('contact_id', 'in', ids)
      .where('kind', '=', 'status')
      .where('status', 'in', ['contacted', 'demo'])
      .groupBy('contact_id')
      .execute(),
  ]);
  const furthest = new Map(steps.map((step) => [step.contact_id, Number(step.furthest)]));
  return leads.map((lead) => ({
    contact_id: lead.id,
    created_at: lead.created_at,
    source: lead.source,
    status: lead.status,
    furthest: furthest.get(lead.id) ?? null,
  }));
}

/**
 * Deletes leads `ids` and all that hangs on them, keeps their ids in lead_deletions and their audit
 * lines without free text: the part of an erasure that a person's request and lead retention share.
 */
export async function eraseLeadRows(
  trx: Transaction<Database>,
  ids: readonly string[],
  by: string,
  now: string,
): Promise<Erased> {
  if (!ids.length) return {};
  const list = [...ids];
  // What the dashboard counts them by, read before their rows go (anonymousCounts).
  const counted = await anonymousCounts(trx, list);
  return {
    conversation_turn: count(
      await trx.deleteFrom('lead_conversation_turns').where('contact_id', 'in', list).executeTakeFirst(),
    ),
    notification: count(await trx.deleteFrom('notifications').where('contact_id', 'in', list).executeTakeFirst()),
    submission_key: count(await trx.deleteFrom('idempotency_keys').where('contact_id', 'in', list).executeTakeFirst()),
    lead_event: count(await trx.deleteFrom('lead_events').where('contact_id', 'in', list).executeTakeFirst()),
    meeting: count(await trx.deleteFrom('demo_meetings').where('contact_id', 'in', list).executeTakeFirst()),
    audit: count(
      await trx.updateTable('audit_events').set({ detail: null }).where('subject', 'in', list).executeTakeFirst(),
    ),
    lead: await (async () => {
      const deleted = count(await trx.deleteFrom('contacts').where('id', 'in', list).executeTakeFirst());
      await trx
        .insertInto('lead_deletions')
        .values(counted.map((lead) => ({ ...lead, deleted_by: by, deleted_at: now })))
        .onConflict((conflict) => conflict.column('contact_id').doNothing())
        .execute();
      return deleted;
    })(),
  };
}

/**
 * Erases the person `key` names, in one transaction with `afterwards`, which records the tombstones:
 * of the key typed (a restore erases again the leads it finds, as this erasure found them) and of
 * each mailbox whose newsletter row went (a restore deletes those rows again, and no lead).
 */
export async function erasePersonRows(
  db: Db,
  key: PersonKey,
  by: string,
  now: string,
  afterwards: (trx: Transaction<Database>, newsletterKeys: string[]) => Promise<void>,
): Promise<Erased> {
  return db.transaction().execute(async (trx) => {
    const { ids, emailKeys } = await personLeadKeys(trx, key);
    const subscriptions = await personSubscriptions(trx, emailKeys);
    const erased = await eraseLeadRows(trx, ids, by, now);
    if (subscriptions.length) {
      const deleted = await trx
        .deleteFrom('newsletter_subscribers')
        .where(
          'id',
          'in',
          subscriptions.map((row) => row.id),
        )
        .executeTakeFirst();
      erased.newsletter = count(deleted);
    }
    // Their requests stay on the owner's list, to be answered, without the address or the text.
    const requests = await scrubRequestsOf(trx, emailKeys);
    if (requests) erased.request = requests;
    await afterwards(trx, [
      ...new Set(subscriptions.map((row) => emailIdentity(row.email)).filter((value) => value !== null)),
    ]);
    return erased;
  });
}

/** Records tombstones (tombstone → when it was made), each once. */
export async function insertTombstones(db: Db, tombstones: Record<string, string>): Promise<void> {
  const rows = Object.entries(tombstones).map(([key_hash, erased_at]) => ({ key_hash, erased_at }));
  if (!rows.length) return;
  await db
    .insertInto('personal_data_tombstones')
    .values(rows)
    .onConflict((conflict) => conflict.column('key_hash').doNothing())
    .execute();
}

/** Every tombstone the database has applied: tombstone → when it was made. */
export async function listTombstones(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom('personal_data_tombstones').select(['key_hash', 'erased_at']).execute();
  return Object.fromEntries(rows.map((row) => [row.key_hash, row.erased_at]));
}
