import type { Kysely } from 'kysely';
import { publicPath, type ContentKind, type ContentStatus } from '../../lib/content/content-kinds.ts';
import type { EditorListItem } from '../../lib/content/editor-list.ts';
import type { Database } from '../db/database.ts';
import { listItemsForEditors } from './content.repository.ts';
import { firstImportSettled } from './first-import.ts';

/** The editors' list of a kind, most recently changed first (after the first import, like readers' pages). */
export async function editorList(db: Kysely<Database>, kind: ContentKind): Promise<EditorListItem[]> {
  await firstImportSettled();
  const rows = await listItemsForEditors(db, kind);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status as ContentStatus,
    publicHref: row.status === 'published' ? publicPath(kind, row.slug) : null,
    updatedAt: row.updated_at,
    publishAt: row.publish_at,
  }));
}
