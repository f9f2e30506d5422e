import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { emailIdentity } from '../../src/lib/sales/email-identity.ts';
import { sampleLeadBeforeRetention as sampleLead } from '../fixtures/sample-lead.ts';
import { useDatabaseBefore } from './database-before.ts';
import { testDialects } from './test-databases.ts';

// Leads stored before the e-mail key meant the inbox an address reaches get the new key on upgrade:
// a demo booked yesterday as 'Victim@Gmail.com' counts against today's 'v.ictim+1@gmail.com'. The
// address itself stays as typed.

describe.each(testDialects)('the e-mail identity migration on %s', (dialect) => {
  const upgrade = useDatabaseBefore(dialect, '202612071000');

  it('gives every earlier lead the key of its inbox, keeps the address as typed, and no key to a lead without one', async () => {
    const { db, old } = upgrade;
    const typed = ['Victim@Gmail.com', 'v.ictim+1@googlemail.com', 'Lan.Anh+demo@KhachSan.vn', 'an@hoasen.vn', ''];
    await old
      .insertInto('contacts')
      .values(
        typed.map((email, n) => ({
          ...sampleLead,
          id: `${n}f0c2a52-6f7e-4f47-9d0e-1f4a7c3b9e10`,
          email,
          // As the keys were before: the address in lower case ('' for a lead older than the keys).
          email_key: email.trim().toLowerCase(),
        })),
      )
      .execute();

    expect(await migrateToLatest(old)).toContain('202612071100_email_identity');

    const rows = await db.selectFrom('contacts').select(['email', 'email_key']).orderBy('id').execute();
    expect(rows).toEqual([
      { email: 'Victim@Gmail.com', email_key: 'victim@gmail.com' },
      { email: 'v.ictim+1@googlemail.com', email_key: 'victim@gmail.com' },
      { email: 'Lan.Anh+demo@KhachSan.vn', email_key: 'lan.anh@khachsan.vn' },
      { email: 'an@hoasen.vn', email_key: 'an@hoasen.vn' },
      { email: '', email_key: null },
    ]);
    // The frozen copy agrees with the rule new leads are stored by.
    expect(rows.map((row) => row.email_key)).toEqual(typed.map(emailIdentity));
  });
});
