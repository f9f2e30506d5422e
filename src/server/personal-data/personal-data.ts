import { sql, type Kysely } from 'kysely';
import type { AuditActor } from '../../lib/audit/audit-actor.ts';
import type { PersonCorrection } from '../../lib/personal-data/person-correction.ts';
import { describeCounts, type PersonKey, type PersonRecord } from '../../lib/personal-data/person-records.ts';
import { audit } from '../audit/index.ts';
import { isPostgres } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { refreshLeadSearchText } from '../inbox/index.ts';
import { correctPersonRows } from './correct-person.repository.ts';
import { erasePersonRows, insertTombstones, type Erased } from './erase-person.repository.ts';
import { setKeptUnderContract } from './lead-retention.repository.ts';
import { findPersonRecords, personLeadKeys } from './person-records.repository.ts';
import { demosToWithdraw, withdrawErasedDemos } from '../booking/index.ts';
import { defaultTombstoneFile, keepInFile, tombstoneKey, tombstoneOf, tombstoneValues } from './tombstones.ts';
import { log } from '../log.ts';

// A person's data on request (Law 91/2025/QH15): found, copied, corrected and erased, each written to
// the audit log without the person's e-mail, phone or name (the log outlives an erasure).

/** The records naming the person, the look-up written to the audit log (how many, not whom). */
export async function lookUpPerson(db: Kysely<Database>, key: PersonKey, by: AuditActor): Promise<PersonRecord[]> {
  const records = await findPersonRecords(db, key);
  await audit(db, { action: 'personal_data_looked_up', actor: by, detail: `${records.length} bản ghi` });
  return records;
}

/**
 * Erases the person `key` names everywhere, in one transaction, leaving their tombstones in the
 * database and in the tombstone `file`; by an owner. Their demos ahead are then withdrawn from their
 * hosts' calendars (booking's erased-demos.ts).
 */
export async function erasePerson(
  db: Kysely<Database>,
  key: PersonKey,
  by: AuditActor,
  now: Date,
  file = defaultTombstoneFile,
): Promise<Erased> {
  const secret = await tombstoneKey(db, file);
  const at = now.toISOString();
  // Read before they go: their hosts' calendars still hold them.
  const demos = await demosToWithdraw(db, (await personLeadKeys(db, key)).ids, now);
  let tombstones: Record<string, string> = {};
  const erased = await erasePersonRows(db, key, by.email, at, (trx, newsletterKeys) => {
    const values = [...tombstoneValues(key), ...newsletterKeys.map((emailKey) => `newsletter:${emailKey}`)];
    tombstones = Object.fromEntries(values.map((value) => [tombstoneOf(secret, value), at]));
    return insertTombstones(trx, tombstones);
  });
  await audit(db, { action: 'personal_data_erased', actor: by, detail: describeCounts(erased), at: now });
  // SQLite: the pages the erasure overwrote are also in the write-ahead log until a checkpoint writes
  // them back and empties it; done now rather than whenever SQLite would. Best effort: a reader
  // holding old pages makes it stop short, and the next erasure's or SQLite's own goes on.
  if (!isPostgres(db)) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  try {
    keepInFile(file, secret, tombstones);
  } catch (error) {
    // Erased all the same; the database's tombstones reach the file at the next sweep (tombstone-apply.ts).
    log.error('tombstone_file_failed', { file, error });
  }
  await withdrawErasedDemos(db, demos, now);
  return erased;
}

/** Writes `change` wherever the person's details were copied; returns how many leads and newsletter rows changed. */
export async function correctPerson(
  db: Kysely<Database>,
  key: PersonKey,
  change: PersonCorrection,
  by: AuditActor,
): Promise<{ leads: number; subscriptions: number }> {
  const changed = await db.transaction().execute(async (trx) => {
    const rows = await correctPersonRows(trx, key, change);
    for (const id of rows.leadIds) await refreshLeadSearchText(trx, id);
    return rows;
  });
  const fields = [change.name && 'họ tên', change.email && 'e-mail', change.phone && 'số điện thoại'].filter(Boolean);
  await audit(db, {
    action: 'personal_data_corrected',
    actor: by,
    detail: `Sửa ${fields.join(', ')} ở ${changed.leadIds.length} yêu cầu và ${changed.subscriptions} đăng ký bản tin`,
  });
  return { leads: changed.leadIds.length, subscriptions: changed.subscriptions };
}

/** Keeps a customer's lead under contract (or stops), audited with the lead's id; false when nothing changed. */
export async function keepUnderContract(
  db: Kysely<Database>,
  id: string,
  kept: boolean,
  by: AuditActor,
): Promise<boolean> {
  const changed = await setKeptUnderContract(db, id, kept);
  if (changed) {
    await audit(db, {
      action: 'lead_kept_under_contract',
      actor: by,
      subject: id,
      detail: kept ? 'Giữ theo hợp đồng' : 'Thôi giữ theo hợp đồng',
    });
  }
  return changed;
}
