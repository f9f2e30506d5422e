import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: a lead's e-mail key becomes the inbox the address reaches, not just its lower case. The
// limits on one person (one demo ahead, the meeting e-mails a day) and the repeat-customer look-ups
// count by it, and 'victim+1@gmail.com', 'v.ictim@gmail.com' and 'victim@googlemail.com' are one
// mailbox. Leads stored before get the new key, so a demo booked yesterday counts against today's
// spelling. A lead without an address gets no key (it was '' for leads older than the keys).

/** The identity rule of 2026-12, copied here so this migration keeps meaning what it meant. */
function emailIdentity(email: string): string | null {
  const address = email.normalize('NFKC').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address || null;
  let name = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, '');
  if (!/^[a-z0-9.-]*$/.test(domain) && !/[/?#@:\\\s%[\]]/.test(domain)) {
    try {
      domain = new URL(`http://${domain}`).hostname;
    } catch {
      // Not a host name: kept as it is.
    }
  }
  const tag = name.indexOf('+');
  if (tag > 0) name = name.slice(0, tag);
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    domain = 'gmail.com';
    name = name.replaceAll('.', '') || name;
  }
  return `${name}@${domain}`;
}

export const emailIdentityKeys: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (let after = ''; ;) {
      const rows: Array<{ id: string; email: string; email_key: string | null }> = await db
        .selectFrom('contacts')
        .select(['id', 'email', 'email_key'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(500)
        .execute();
      for (const row of rows) {
        const key = emailIdentity(row.email);
        if (key !== row.email_key)
          await db.updateTable('contacts').set({ email_key: key }).where('id', '=', row.id).execute();
      }
      if (rows.length < 500) break;
      after = rows.at(-1)!.id;
    }
  },
};
