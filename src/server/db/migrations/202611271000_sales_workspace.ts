import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: the sales workspace. Each lead gets an owner (a sales account, or none), its phone in
// E.164 and its e-mail in lower case (to find the same person's earlier leads), a next step (what and
// when) and the time of its first contact. Each account says whether it is taking new leads; the
// round-robin's last pick lives in team_settings, whose row doubles as the lock that keeps assignment
// fair across instances; each morning's digest is claimed once per member and day.

/** The normalisation of 2026-11, copied here so this migration keeps meaning what it meant. */
function phoneE164(input: string): string | null {
  const trimmed = input.normalize('NFKC').trim();
  if (!/^[+\d\s.\-()/]+$/.test(trimmed)) return null;
  const international = /^(\+|\(\+)/.test(trimmed);
  let digits = trimmed.replace(/\D/g, '');
  if (!international && digits.startsWith('00')) digits = digits.slice(2);
  else if (!international && digits.startsWith('0')) digits = `84${digits.slice(1)}`;
  else if (!international && !digits.startsWith('84')) return null;
  if (digits.startsWith('840')) digits = `84${digits.slice(3)}`;
  if (digits.startsWith('84')) return /^84[1-9]\d{8,9}$/.test(digits) ? `+${digits}` : null;
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

export const salesWorkspace: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const [column, type] of [
      ['owner_id', 'varchar(36)'],
      ['phone_e164', 'varchar(20)'],
      ['email_key', 'varchar(254)'],
      ['next_step_kind', 'varchar(16)'],
      ['next_step_note', 'varchar(200)'],
      ['next_step_at', 'varchar(32)'],
      ['first_response_at', 'varchar(32)'],
      // Office minutes from the lead to that contact, computed once then (the dashboard's percentiles).
      ['first_response_minutes', 'integer'],
    ] as const)
      await db.schema.alterTable('contacts').addColumn(column, type).execute();
    await db.schema.alterTable('lead_events').addColumn('outcome', 'varchar(16)').execute();
    await db.schema
      .alterTable('staff_users')
      .addColumn('taking_leads', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();

    // Earlier leads get their keys, so a repeat customer is recognised from the first day.
    for (let after = ''; ;) {
      const rows: Array<{ id: string; phone: string; email: string }> = await db
        .selectFrom('contacts')
        .select(['id', 'phone', 'email'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(500)
        .execute();
      for (const row of rows)
        await db
          .updateTable('contacts')
          .set({ phone_e164: phoneE164(row.phone), email_key: row.email.trim().toLowerCase() })
          .where('id', '=', row.id)
          .execute();
      if (rows.length < 500) break;
      after = rows.at(-1)!.id;
    }

    await db.schema.createIndex('contacts_owner_idx').on('contacts').columns(['owner_id', 'created_at']).execute();
    await db.schema
      .createIndex('contacts_owner_step_idx')
      .on('contacts')
      .columns(['owner_id', 'next_step_at'])
      .execute();
    await db.schema.createIndex('contacts_phone_e164_idx').on('contacts').column('phone_e164').execute();
    await db.schema.createIndex('contacts_email_key_idx').on('contacts').column('email_key').execute();

    await db.insertInto('team_settings').values({ key: 'assignment_last', value: '' }).execute();

    await db.schema
      .createTable('sales_digests')
      .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      .addColumn('claimed_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('sales_digests_pk', ['user_id', 'day'])
      .execute();
  },
};
