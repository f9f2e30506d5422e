import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: the inbox search reads a lead's message and the team's notes too, not only name, hotel,
// e-mail and phone. Every lead's `search_text` is rebuilt here from its fields, its typed and call
// notes (oldest first) and its next step's note; the application rebuilds it alike whenever a note
// is added or changed. In chunks by id, so a large inbox is never read into memory at once.
//
// The longer text made SQLite's LIKE scan of every lead too slow for a search that finds few (and
// slower with every word), so SQLite gets a trigram index of it, as PostgreSQL has
// (pg_trgm, 202611221100_inbox_indexes): an FTS5 `trigram` table (substrings of 3 characters or more;
// no content kept, the text is the lead's), keyed through lead_search_keys by an integer of its own,
// not by the contacts' implicit rowid, which VACUUM may renumber; the key's row holds the lead's
// created_at, so the candidates of a search are put in the inbox's order without reading the leads.
// Triggers keep both in step with every insert, change of `search_text` and deletion, in the
// writer's transaction.

/** 'Nguyễn Đức' → 'nguyen duc'; copied, not imported, so this migration keeps meaning what it meant. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

const chunk = 500;

interface LeadRow {
  id: string;
  name: string;
  company_name: string;
  email: string;
  phone: string;
  message: string;
  next_step_note: string | null;
}

function searchText(lead: LeadRow, notes: string[]): string {
  const parts = [lead.name, lead.company_name, lead.email, lead.phone, lead.phone.replace(/\D/g, ''), lead.message];
  parts.push(...notes, ...(lead.next_step_note ? [lead.next_step_note] : []));
  return fold(parts.join(' ')).replace(/\s+/g, ' ').trim();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildSearchText(db: Kysely<any>): Promise<void> {
  let after = '';
  for (;;) {
    const leads: LeadRow[] = await db
      .selectFrom('contacts')
      .select(['id', 'name', 'company_name', 'email', 'phone', 'message', 'next_step_note'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(chunk)
      .execute();
    if (!leads.length) return;
    const notes: Array<{ contact_id: string; note: string }> = await db
      .selectFrom('lead_events')
      .select(['contact_id', 'note'])
      .where(
        'contact_id',
        'in',
        leads.map((lead) => lead.id),
      )
      .where('kind', 'in', ['note', 'call'])
      .where('note', 'is not', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const notesOf = Map.groupBy(notes, (row) => row.contact_id);
    // One statement per chunk (VALUES' columns are column1, column2 on both databases).
    const texts = leads.map((lead) => {
      const text = searchText(
        lead,
        (notesOf.get(lead.id) ?? []).map((row) => row.note),
      );
      return sql`(${lead.id}, ${text})`;
    });
    await sql`
      UPDATE contacts SET search_text = chunk.column2
      FROM (VALUES ${sql.join(texts)}) AS chunk
      WHERE contacts.id = chunk.column1`.execute(db);
    after = leads.at(-1)!.id;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTrigramIndex(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE lead_search_keys (
      key INTEGER PRIMARY KEY,
      contact_id varchar(36) NOT NULL UNIQUE,
      created_at varchar(32) NOT NULL
    )`.execute(db);
  await sql`CREATE VIRTUAL TABLE lead_search USING fts5(search_text, tokenize = 'trigram case_sensitive 1', content = '', contentless_delete = 1)`.execute(
    db,
  );
  await sql`
    INSERT INTO lead_search_keys (contact_id, created_at) SELECT id, created_at FROM contacts ORDER BY created_at, id`.execute(
    db,
  );
  await sql`
    INSERT INTO lead_search (rowid, search_text)
    SELECT lead_search_keys.key, contacts.search_text
    FROM lead_search_keys JOIN contacts ON contacts.id = lead_search_keys.contact_id`.execute(db);
  await sql`
    CREATE TRIGGER contacts_search_insert AFTER INSERT ON contacts BEGIN
      INSERT INTO lead_search_keys (contact_id, created_at) VALUES (new.id, new.created_at);
      INSERT INTO lead_search (rowid, search_text) VALUES (last_insert_rowid(), new.search_text);
    END`.execute(db);
  await sql`
    CREATE TRIGGER contacts_search_update AFTER UPDATE OF search_text ON contacts BEGIN
      DELETE FROM lead_search WHERE rowid = (SELECT key FROM lead_search_keys WHERE contact_id = old.id);
      INSERT INTO lead_search (rowid, search_text)
        SELECT key, new.search_text FROM lead_search_keys WHERE contact_id = new.id;
    END`.execute(db);
  await sql`
    CREATE TRIGGER contacts_search_delete AFTER DELETE ON contacts BEGIN
      DELETE FROM lead_search WHERE rowid = (SELECT key FROM lead_search_keys WHERE contact_id = old.id);
      DELETE FROM lead_search_keys WHERE contact_id = old.id;
    END`.execute(db);
}

export const inboxSearchText: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await rebuildSearchText(db);
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) await sqliteTrigramIndex(db);
  },
};
