import type { Kysely } from 'kysely';
import type { FieldDiff, RevisionEntry } from '../../lib/content/revision.ts';
import type { Database } from '../db/database.ts';
import type { ContentKindRules } from './content-kind.ts';
import { findRevision, listRevisions } from './content.repository.ts';
import { revisionDiff } from './revision-diff.ts';

/** An item's revisions, newest first. */
export async function revisionEntries(db: Kysely<Database>, itemId: string): Promise<RevisionEntry[]> {
  const rows = await listRevisions(db, itemId);
  return rows.map((row) => ({ number: row.number, note: row.note, at: row.created_at, by: row.created_by_name }));
}

/** What revision `number` of an item of `rules`' kind changed from the one before it (the first, from nothing). */
export async function revisionChanges<F extends { slug: string; body: string }>(
  db: Kysely<Database>,
  rules: ContentKindRules<F>,
  itemId: string,
  number: number,
): Promise<FieldDiff[] | undefined> {
  const revision = await findRevision(db, itemId, number);
  if (!revision) return undefined;
  const before = number > 1 ? await findRevision(db, itemId, number - 1) : undefined;
  const text = (data: string | undefined) => rules.comparedText(data ? (JSON.parse(data) as Partial<F>) : {});
  return revisionDiff(text(before?.data), text(revision.data), rules.comparedFields);
}
