import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { parse as parseYaml } from 'yaml';
import type { ContentKind } from '../../lib/content/content-kinds.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { indexContentItem } from '../search/content-documents.ts';
import type { ContentKindRules } from './content-kind.ts';
import { importFinished, insertItem, insertRevision, markImportFinished, slugEverUsed } from './content.repository.ts';

// The site's first articles and products were Markdown files. On first start they are copied into
// the database, published, each with one revision; from then on the database is the source and
// editors change them in /admin: once a kind's import has finished it never runs again. Until then
// each file is added only if its address was never used, so two instances starting together, or a
// start interrupted half way, never duplicate an item.

/** The whole of one Markdown file: its front matter and its body. */
export function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error('no front matter');
  return { data: parseYaml(match[1]!) as Record<string, unknown>, body: match[2]!.trim() };
}

/** Runs `insert`, treating "already there" (a unique key another instance just wrote) as done. */
export async function once(insert: () => Promise<void>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (!/unique|duplicate/i.test(error instanceof Error ? error.message : String(error))) throw error;
  }
}

/** Stores `fields` read from a file as a published item of `rules`' kind with its first revision, once. */
export async function publishImported<F extends { slug: string; body: string }>(
  db: Kysely<Database>,
  rules: ContentKindRules<F>,
  fields: F,
  { publishedAt, now, views = 0 }: { publishedAt: string; now: Date; views?: number },
): Promise<void> {
  const id = randomUUID();
  const at = now.toISOString();
  const { body, ...rest } = fields;
  await once(() =>
    db.transaction().execute(async (trx) => {
      await insertItem(trx, {
        id,
        kind: rules.kind,
        slug: fields.slug,
        status: 'published',
        version: 1,
        title: rules.title(fields),
        draft: JSON.stringify(fields),
        published: JSON.stringify({ ...rest, ...rules.summary(fields) }),
        published_body: body,
        published_at: publishedAt,
        sort_key: rules.sortKey(fields, publishedAt),
        ...rules.columns(fields),
        views,
        created_at: at,
        updated_at: at,
      });
      await insertRevision(trx, {
        id: randomUUID(),
        item_id: id,
        number: 1,
        data: JSON.stringify(fields),
        note: 'Nhập từ tệp Markdown',
        created_at: at,
      });
      await indexContentItem(
        trx,
        rules,
        { id, kind: rules.kind, slug: fields.slug, published_at: publishedAt },
        fields,
      );
    }),
  );
  await rules.afterPublish(db, id, fields);
}

/**
 * Unless an import of `kind` has finished: runs `start` (what every file needs first), then imports
 * each Markdown file of `dir` whose address was never used with the function it returns. The import
 * is finished once no file failed (a failed one is tried again at the next start). How many were added.
 */
export async function importMarkdownFiles(
  db: Kysely<Database>,
  kind: ContentKind,
  dir: string,
  now: Date,
  start: () => Promise<(file: string) => Promise<void>>,
): Promise<number> {
  if (await importFinished(db, kind)) return 0;
  const importFile = await start();
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  let added = 0;
  let failed = 0;
  for (const name of files) {
    try {
      if (await slugEverUsed(db, kind, path.basename(name, '.md'))) continue;
      await importFile(path.join(dir, name));
      added++;
    } catch (error) {
      failed++;
      log.error('content_import_failed', { file: name, error });
    }
  }
  if (!failed) await markImportFinished(db, kind, now.toISOString());
  if (added) log.info('content_imported', { kind, added });
  return added;
}
