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

// The site's first articles, products, FAQ and customer stories were files. On first start they are
// copied into the database, published, each with one revision; from then on the database is the
// source and editors change them in /admin: once a kind's import has finished it never runs again.
// Until then each item is added only if its address was never used, so two instances starting
// together, or a start interrupted half way, never duplicate an item.

/** A front-matter value read as an object (a missing or scalar one as an empty object). */
export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The whole of one Markdown file: its front matter and its body. */
export function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error('no front matter');
  return { data: parseYaml(match[1]!) as Record<string, unknown>, body: match[2]!.trim() };
}

/** Whether `error` is a unique key refusing a row another writer just stored (both databases' wording). */
export function isUniqueViolation(error: unknown): boolean {
  return /unique|duplicate/i.test(error instanceof Error ? error.message : String(error));
}

/** Runs `insert`, treating "already there" (a unique key another instance just wrote) as done. */
export async function once(insert: () => Promise<void>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Stores `fields` read from a file as a published item of `rules`' kind with its first revision, once. */
export async function publishImported<F extends { slug: string; body: string }>(
  db: Kysely<Database>,
  rules: ContentKindRules<F>,
  fields: F,
  {
    publishedAt,
    now,
    views = 0,
    note = 'Nhập từ tệp Markdown',
  }: { publishedAt: string; now: Date; views?: number; note?: string },
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
        note,
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

/** One item the first import of a kind may add: the address it takes, and how to add it. */
export interface ImportEntry {
  slug: string;
  add: () => Promise<void>;
}

/**
 * Unless an import of `kind` has finished: reads its entries (`entries` does what every one needs
 * first), then adds each whose address was never used. The import is finished once no entry failed
 * (a failed one is tried again at the next start). How many were added.
 */
export async function importOnce(
  db: Kysely<Database>,
  kind: ContentKind,
  now: Date,
  entries: () => Promise<ImportEntry[]>,
): Promise<number> {
  if (await importFinished(db, kind)) return 0;
  let added = 0;
  let failed = 0;
  for (const { slug, add } of await entries()) {
    try {
      if (await slugEverUsed(db, kind, slug)) continue;
      await add();
      added++;
    } catch (error) {
      failed++;
      log.error('content_import_failed', { kind, slug, error });
    }
  }
  if (!failed) await markImportFinished(db, kind, now.toISOString());
  if (added) log.info('content_imported', { kind, added });
  return added;
}

/**
 * The first import of `kind` from the Markdown files of `dir`, each file's name its address: `start`
 * runs first (what every file needs) and returns how to import one file.
 */
export async function importMarkdownFiles(
  db: Kysely<Database>,
  kind: ContentKind,
  dir: string,
  now: Date,
  start: () => Promise<(file: string) => Promise<void>>,
): Promise<number> {
  return importOnce(db, kind, now, async () => {
    const importFile = await start();
    const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
    return files.map((name) => ({ slug: path.basename(name, '.md'), add: () => importFile(path.join(dir, name)) }));
  });
}
