import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { leadSearchText } from '../../lib/search/lead-search-text.ts';
import { isPostgres } from '../db/client.ts';
import type { ContactRow, Database, LeadEventTable } from '../db/database.ts';
import type { ListCursor } from '../http/list-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

// The team's own words on the timeline: a note, a call's note. Status, owner and step lines are the
// application's (every lead has them), and the step's own note is read from the lead.
const notedKinds: ReadonlyArray<LeadEventTable['kind']> = ['note', 'call'];

/** Whether a timeline line of `kind` is part of the lead's search text. */
export const isSearchedNote = (kind: LeadEventTable['kind']) => notedKinds.includes(kind);

/**
 * Rebuilds lead `id`'s search text from its fields, notes and next step, in the caller's transaction
 * (the note and the text it makes searchable are stored together or not at all).
 */
export async function refreshLeadSearchText(trx: Db, id: string): Promise<void> {
  // Locked before its notes are read (PostgreSQL): a note added at the same moment either committed
  // before that read or waits for this transaction and then rebuilds the text itself. NO KEY: a new
  // note holds KEY SHARE on its lead (the foreign key), which FOR UPDATE would wait on: two notes
  // added at once would deadlock.
  const lead = await trx
    .selectFrom('contacts')
    .select(['name', 'company_name', 'email', 'phone', 'message', 'next_step_note'])
    .where('id', '=', id)
    .$if(isPostgres(trx), (query) => query.forNoKeyUpdate())
    .executeTakeFirst();
  if (!lead) return;
  const events = await trx
    .selectFrom('lead_events')
    .select('note')
    .where('contact_id', '=', id)
    .where('kind', 'in', notedKinds)
    .where('note', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const notes = [...events.map((event) => event.note ?? ''), ...(lead.next_step_note ? [lead.next_step_note] : [])];
  await trx
    .updateTable('contacts')
    .set({ search_text: leadSearchText({ ...lead, notes, places: await demoPlaces(trx, id) }) })
    .where('id', '=', id)
    .execute();
}

/** Where lead `id`'s demo at the hotel is, if it has one (a lead holds one demo; a cancelled one is still the hotel). */
export async function demoPlaces(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('demo_meetings')
    .select('address')
    .where('contact_id', '=', id)
    .where('address', 'is not', null)
    .execute();
  return rows.map((row) => row.address!);
}

// LIKE's wildcards typed in a search are searched for as themselves ('50%' is not '50' and more).
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** What a search asks: folded words a lead must all hold, or a phone number (E.164). */
export interface LeadSearch {
  words: readonly string[];
  phone: string | null;
}

/**
 * Leads whose search text holds every word (any order), or whose phone is `phone`: a phone typed any
 * way ('0912.345.678', '+84 912…') finds the lead however the visitor typed it.
 */
export function matchesSearch(
  eb: ExpressionBuilder<Database, 'contacts'>,
  { words, phone }: LeadSearch,
): Expression<SqlBool> {
  // The escape character named: PostgreSQL's default is the backslash, SQLite has none.
  const everyWord = eb.and(
    words.map((word) => sql<SqlBool>`${eb.ref('search_text')} like ${likePattern(word)} escape '\\'`),
  );
  return phone ? eb.or([everyWord, eb('phone_e164', '=', phone)]) : everyWord;
}

/** The leads a page may be read from: the filter's, after the cursor, without the search (yet). */
export type LeadQuery = () => SelectQueryBuilder<Database, 'contacts', object>;

type Narrowing = (eb: ExpressionBuilder<Database, 'contacts'>) => Expression<SqlBool>;

// SQLite first reads the newest leads of the filter in date order (their text in the index
// contacts_created_search_idx): a word most leads hold fills the page there. Fewer than a page there,
// and the trigram index names the candidates, however old, put in date order by their keys' rows; the
// leads are then read in that order, a slice at a time, until the page is full. One or the other
// alone is slow for half the searches: a scan in date order for a word few leads hold reads every
// lead; the candidates of a word most leads hold are tens of thousands.
const recentLeads = 2000;

// A trigram index finds substrings of 3 characters or more; each word is a quoted FTS5 phrase, so
// nothing in it is query syntax.
const trigramQuery = (words: readonly string[]) =>
  words
    .filter((word) => [...word].length >= 3)
    .map((word) => `"${word.replaceAll('"', '""')}"`)
    .join(' ');

/** The leads the trigram index (or the phone) names for a search, after `cursor`, newest first. */
async function candidates(
  db: Kysely<Database>,
  trigrams: string,
  phone: string | null,
  cursor: ListCursor | null,
): Promise<string[]> {
  const after = (table: 'lead_search_keys' | 'contacts', id: 'contact_id' | 'id') =>
    cursor
      ? sql`and (${sql.ref(`${table}.created_at`)} < ${cursor.createdAt}
          or (${sql.ref(`${table}.created_at`)} = ${cursor.createdAt} and ${sql.ref(`${table}.${id}`)} < ${cursor.id}))`
      : sql``;
  const byPhone = phone
    ? sql`union select id, created_at from contacts where phone_e164 = ${phone} ${after('contacts', 'id')}`
    : sql``;
  const { rows } = await sql<{ id: string }>`
    select lead_search_keys.contact_id as id, lead_search_keys.created_at from lead_search
    join lead_search_keys on lead_search_keys.key = lead_search.rowid
    where lead_search match ${trigrams} ${after('lead_search_keys', 'contact_id')}
    ${byPhone}
    order by 2 desc, 1 desc`.execute(db);
  return rows.map((row) => row.id);
}

// The slice's leads by rowid, looked up in the slice's order (CROSS JOIN keeps it outer): with a
// filter, SQLite's planner, which cannot size the slice, reads the filter's index and tests each
// entry's rowid against the slice without reading its lead. Compared by id, it read every lead of
// the filter (for one salesperson in a full inbox, many times the slice's cost).
const inSlice =
  (slice: string): Narrowing =>
  () =>
    sql<SqlBool>`${sql.ref('contacts.rowid')} in (
      select candidate.rowid from json_each(${slice}) as slice
      cross join contacts as candidate where candidate.id = slice.value)`;

/**
 * One page of `leads` (the filter's, after `cursor`) matching `search`, newest first. PostgreSQL's
 * planner chooses between its trigram index and the date order by itself; SQLite is led (see above).
 */
export async function searchPage(
  db: Kysely<Database>,
  leads: LeadQuery,
  search: LeadSearch,
  cursor: ListCursor | null,
  limit: number,
): Promise<ContactRow[]> {
  const page = (narrow: Narrowing | null, rows = limit) =>
    leads()
      .selectAll()
      .$if(search.words.length > 0, (query) => query.where((eb) => matchesSearch(eb, search)))
      .$if(narrow !== null, (query) => query.where(narrow!))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(rows)
      .execute();
  const trigrams = trigramQuery(search.words);
  if (isPostgres(db) || !trigrams) return page(null);
  const edge = await leads()
    .select('created_at')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(recentLeads)
    .limit(1)
    .executeTakeFirst();
  // The filter holds no more than the recent leads: one read of them is the whole answer.
  if (!edge) return page(null);
  const recent = await page((eb) => eb('created_at', '>=', edge.created_at));
  if (recent.length >= limit) return recent;
  // In date order, so the pages of successive slices follow one another; each slice larger, so a
  // filter that keeps few of the candidates costs a few reads, not one per page.
  const ids = await candidates(db, trigrams, search.phone, cursor);
  const found: ContactRow[] = [];
  for (let start = 0, size = limit * 2; start < ids.length && found.length < limit; start += size, size *= 4) {
    found.push(...(await page(inSlice(JSON.stringify(ids.slice(start, start + size))), limit - found.length)));
  }
  return found;
}
