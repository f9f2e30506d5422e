import type { Kysely, Transaction } from 'kysely';
import type { PersonRequestKind } from '../../lib/personal-data/person-requests.ts';
import type { Database } from '../db/database.ts';

// The person's own requests about their data (personal_data_requests): one open row per mailbox and
// kind, a repeat merged into it; the 72-hour clock runs from confirmed_at. A done request, and any
// request of an erased person, keeps its kind and times only.

type Db = Kysely<Database> | Transaction<Database>;

const scrubbed = { email: '', email_key: null, detail: null } as const;

/** The open (not done) request of the mailbox `emailKey` for `kind`, if any. */
export function findOpenRequest(db: Db, emailKey: string, kind: PersonRequestKind) {
  return db
    .selectFrom('personal_data_requests')
    .selectAll()
    .where('email_key', '=', emailKey)
    .where('kind', '=', kind)
    .where('done_at', 'is', null)
    .executeTakeFirst();
}

export function findRequest(db: Db, id: string) {
  return db.selectFrom('personal_data_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stores a new request; false when the mailbox already has an open one of that kind (stored meanwhile). */
export async function insertRequest(
  db: Db,
  row: {
    id: string;
    kind: PersonRequestKind;
    email: string;
    email_key: string;
    detail: string | null;
    source: 'form' | 'owner';
    at: string;
    confirmed: boolean;
  },
): Promise<boolean> {
  const { at, confirmed, ...values } = row;
  const result = await db
    .insertInto('personal_data_requests')
    .values({ ...values, created_at: at, requested_at: at, confirmed_at: confirmed ? at : null })
    .onConflict((conflict) => conflict.columns(['email_key', 'kind']).where('done_at', 'is', null).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A repeat of an unconfirmed request: the address as typed this time, the new text, the new time. */
export async function renewRequest(
  db: Db,
  id: string,
  change: { email: string; detail: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('personal_data_requests')
    .set({ email: change.email, detail: change.detail, requested_at: change.at })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .execute();
}

/**
 * Starts the clock of request `id` (only at link `version`, when given); false when it was confirmed
 * or answered already, or its link was replaced since.
 */
export async function markConfirmed(db: Db, id: string, at: string, version?: number): Promise<boolean> {
  const result = await db
    .updateTable('personal_data_requests')
    .set({ confirmed_at: at })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .where('done_at', 'is', null)
    .$if(version !== undefined, (query) => query.where('link_mails', '=', version!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Confirmed requests waiting for the owner's answer, the oldest clock first. */
export function openConfirmedRequests(db: Db) {
  return db
    .selectFrom('personal_data_requests')
    .select(['id', 'kind', 'email', 'detail', 'source', 'confirmed_at'])
    .where('done_at', 'is', null)
    .where('confirmed_at', 'is not', null)
    .orderBy('confirmed_at')
    .orderBy('id')
    .execute();
}

/** Marks request `id` answered, keeping its kind and times only; false when it was not open and confirmed. */
export async function markDone(db: Db, id: string, by: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('personal_data_requests')
    .set({ ...scrubbed, done_at: at, done_by: by })
    .where('id', '=', id)
    .where('done_at', 'is', null)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The requests from the mailboxes `emailKeys`, for the person's records. */
export function requestsOf(db: Db, emailKeys: readonly string[]) {
  if (!emailKeys.length) return Promise.resolve([]);
  return db
    .selectFrom('personal_data_requests')
    .selectAll()
    .where('email_key', 'in', [...emailKeys])
    .orderBy('created_at')
    .execute();
}

/** An erasure (or a restore's): the requests from `emailKeys` lose the address and the text (the owner still sees one is open). */
export async function scrubRequestsOf(db: Db, emailKeys: readonly string[]): Promise<number> {
  if (!emailKeys.length) return 0;
  const result = await db
    .updateTable('personal_data_requests')
    .set(scrubbed)
    .where('email_key', 'in', [...emailKeys])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The mailboxes whose requests still hold an address: what a restore checks against the tombstones. */
export async function mailboxesWithRequests(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('personal_data_requests')
    .select('email_key')
    .distinct()
    .where('email_key', 'is not', null)
    .execute();
  return rows.map((row) => row.email_key!);
}

/** Unconfirmed requests made before `before`: their link has expired and the address was never proven. */
export async function deleteUnconfirmedBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('personal_data_requests')
    .where('confirmed_at', 'is', null)
    .where('requested_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One more link e-mailed for request `id`: its number, the version the new link confirms. */
export async function countLinkMail(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('personal_data_requests')
    .set((eb) => ({ link_mails: eb('link_mails', '+', 1) }))
    .where('id', '=', id)
    .returning('link_mails')
    .executeTakeFirstOrThrow();
  return row.link_mails;
}
