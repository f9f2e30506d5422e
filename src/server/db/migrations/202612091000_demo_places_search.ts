import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: the inbox search finds a lead by where its demo at the hotel is ('tran phu' finds the demo
// at 25 Trần Phú). The application puts a lead's demo address last in its search text (a lead holds
// one demo); here it is appended to the text of every lead whose demo has one, as the application
// would rebuild it. The SQLite trigram index follows by its trigger on `search_text`.

/** 'Trần Phú' → 'tran phu'; copied, not imported, so this migration keeps meaning what it meant. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

export const demoPlacesSearch: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    // Demos at a hotel are few beside the leads: read at once, one update each.
    const places: Array<{ contact_id: string; address: string }> = await db
      .selectFrom('demo_meetings')
      .select(['contact_id', 'address'])
      .where('address', 'is not', null)
      .execute();
    for (const { contact_id: id, address } of places) {
      const lead: { search_text: string } | undefined = await db
        .selectFrom('contacts')
        .select('search_text')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!lead) continue;
      const text = fold(`${lead.search_text} ${address}`).replace(/\s+/g, ' ').trim();
      await sql`UPDATE contacts SET search_text = ${text} WHERE id = ${id}`.execute(db);
    }
  },
};
