import type { Kysely } from 'kysely';
import { editorPath, publicPath, type ContentKind, type ContentStatus } from '../../lib/content/content-kinds.ts';
import type { EditorStart } from '../../lib/content/editor-api.ts';
import type { ContentItemRow, Database } from '../db/database.ts';
import { findItem } from './content.repository.ts';

/** An item as its editor page opens it: the row, and what the editor island starts from. */
export interface ContentEditing<Fields> {
  item: ContentItemRow;
  start: EditorStart<Fields>;
}

/** Item `id` of `kind` with its draft read by `draftOf`, or undefined when there is no such item. */
export async function contentEditing<Fields>(
  db: Kysely<Database>,
  kind: ContentKind,
  id: string,
  draftOf: (item: ContentItemRow) => Fields,
): Promise<ContentEditing<Fields> | undefined> {
  const item = await findItem(db, id);
  if (!item || item.kind !== kind) return undefined;
  const base = editorPath(kind, item.id);
  return {
    item,
    start: {
      itemId: item.id,
      initial: draftOf(item),
      version: item.version,
      status: item.status as ContentStatus,
      publishAt: item.publish_at,
      publicHref: item.status === 'published' ? publicPath(kind, item.slug) : null,
      previewHref: `${base}/xem-truoc`,
      historyHref: `${base}/lich-su`,
      everPublished: item.published_at !== null,
    },
  };
}
