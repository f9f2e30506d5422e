import type { Kysely } from 'kysely';
import { publicPath, type ContentKind, type ContentStatus } from '../../lib/content/content-kinds.ts';
import type { EditorListItem } from '../../lib/content/editor-list.ts';
import type { Database } from '../db/database.ts';
import { listItemsForEditors } from './content.repository.ts';
import { firstImportSettled } from './first-import.ts';
import { positionOf } from './position-key.ts';

/**
 * The editors' list of a kind (after the first import, like readers' pages): most recently changed
 * first, or, for the kinds readers see in an editor's order, in that order with each one's position.
 */
export async function editorList(
  db: Kysely<Database>,
  kind: ContentKind,
  order: 'changed' | 'position' = 'changed',
): Promise<EditorListItem[]> {
  await firstImportSettled();
  const rows = await listItemsForEditors(db, kind, order);
  return rows.map((row) => ({
    position: order === 'position' ? positionOf(row.sort_key) : null,
    id: row.id,
    title: row.title,
    status: row.status as ContentStatus,
    publicHref: row.status === 'published' ? publicPath(kind, row.slug) : null,
    updatedAt: row.updated_at,
    publishAt: row.publish_at,
  }));
}
