import type { Kysely } from 'kysely';
import { describeCounts, type PlaceCounts } from '../../lib/personal-data/person-records.ts';
import { emailIdentity } from '../../lib/sales/email-identity.ts';
import { audit } from '../audit/index.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { storedSecret } from '../signing/signing-key.repository.ts';
import { eraseLeadRows, insertTombstones, listTombstones } from './erase-person.repository.ts';
import { mailboxesWithRequests, scrubRequestsOf } from './person-request.repository.ts';
import { readTombstoneFile, writeTombstoneFile } from './tombstone-file.ts';
import { storedSecretName, tombstoneKey, tombstoneOf } from './tombstones.ts';

// A restore never brings a person back. The tombstone file holds every erasure; the database, those
// it has applied. Tombstones the file has and the database lacks were made after the backup it was
// restored from: what they name is erased again as the erasure found it (the leads of the e-mail or
// phone typed, the newsletter rows of the mailboxes it deleted, their requests' addresses), and they are recorded. Tombstones the database has and the file lacks (made
// by another server, or a file written while the disk was full) are added to the file. Run by
// `npm run db:restore`, at every start and hourly after (personal-data-jobs.ts).

/** What applying the tombstone file did. */
export interface Applied {
  /** Tombstones the database lacked, now applied. */
  applied: number;
  erased: PlaceCounts;
}

/** Applies the tombstone `file` to `db` at `now` (see above). */
export async function applyTombstones(db: Kysely<Database>, file: string, now: Date): Promise<Applied> {
  const kept = readTombstoneFile(file);
  const known = await listTombstones(db);
  if (!kept) {
    // No file (a new server, or it was lost): the database's tombstones make it again.
    if (Object.keys(known).length) writeTombstoneFile(file, { key: await tombstoneKey(db, file), tombstones: known });
    return { applied: 0, erased: {} };
  }
  const key = await storedSecret(db, storedSecretName, kept.key);
  if (key !== kept.key) {
    throw new Error(`${file} was made with another key than this database's: it belongs to another site's data`);
  }
  const missing = Object.fromEntries(Object.entries(kept.tombstones).filter(([tombstone]) => !(tombstone in known)));
  let erased: PlaceCounts = {};
  if (Object.keys(missing).length) {
    // Only those made since the backup: a person erased before it who has written again since
    // (their new lead is in the backup) is not erased again.
    const since = new Set(Object.keys(missing));
    const named = (value: string | null, kind: 'email' | 'phone' | 'newsletter') =>
      value !== null && since.has(tombstoneOf(key, `${kind}:${value}`));
    erased = await db.transaction().execute(async (trx) => {
      const leads = await trx.selectFrom('contacts').select(['id', 'email_key', 'phone_e164']).execute();
      const ids = leads.filter((lead) => named(lead.email_key, 'email') || named(lead.phone_e164, 'phone'));
      const counts = await eraseLeadRows(
        trx,
        ids.map((lead) => lead.id),
        'restore',
        now.toISOString(),
      );
      const subscribers = await trx.selectFrom('newsletter_subscribers').select(['id', 'email']).execute();
      const gone = subscribers
        .filter((row) => {
          const mailbox = emailIdentity(row.email);
          return named(mailbox, 'email') || named(mailbox, 'newsletter');
        })
        .map((row) => row.id);
      if (gone.length) {
        await trx.deleteFrom('newsletter_subscribers').where('id', 'in', gone).execute();
        counts.newsletter = gone.length;
      }
      // Their requests about their data, restored with their address, lose it again.
      const leadMailboxes = new Set(ids.map((lead) => lead.email_key));
      const mailboxes = (await mailboxesWithRequests(trx)).filter(
        (mailbox) => leadMailboxes.has(mailbox) || named(mailbox, 'email') || named(mailbox, 'newsletter'),
      );
      const scrubbed = await scrubRequestsOf(trx, mailboxes);
      if (scrubbed) counts.request = scrubbed;
      await insertTombstones(trx, missing);
      return counts;
    });
    await audit(db, {
      action: 'personal_data_erased',
      detail: `Sau khi khôi phục, áp dụng lại ${Object.keys(missing).length} lần xóa: ${describeCounts(erased)}`,
      at: now,
    });
    log.warn('tombstones_applied', { applied: Object.keys(missing).length, erased });
  }
  const unfiled = Object.keys(known).filter((tombstone) => !(tombstone in kept.tombstones));
  if (unfiled.length) writeTombstoneFile(file, { key, tombstones: { ...kept.tombstones, ...known } });
  return { applied: Object.keys(missing).length, erased };
}
