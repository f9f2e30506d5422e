import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { parse as parseYaml } from 'yaml';
import type { ArticleFields } from '../../lib/content/article-fields.ts';
import { slugFromTitle } from '../../lib/content/slug.ts';
import { readingMinutes } from '../../lib/news/read-time.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { storeImage } from '../media/media.service.ts';
import { drawShareImage } from './share-image.ts';
import { importFinished, insertItem, insertRevision, markImportFinished, slugEverUsed } from './content.repository.ts';
import { insertAuthor, insertCategory, listAuthors, listCategories } from './taxonomy.repository.ts';

// The site's first articles were Markdown files. On first start they are copied into the database,
// published, each with one revision; from then on the database is the source and editors change
// them in /admin: once an import has finished it never runs again. Until then each file is added
// only if its address was never used, so two instances starting together, or a start interrupted
// half way, never duplicate an article.

/** The categories the first articles use, in the news page's order. */
const firstCategories = ['Công nghệ', 'Xu hướng', 'Kinh doanh', 'Hướng dẫn', 'Bảo mật'];

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

async function importTaxonomy(db: Kysely<Database>, contentDir: string) {
  const authors = JSON.parse(await readFile(path.join(contentDir, 'authors.json'), 'utf8')) as Array<{
    id: string;
    name: string;
    role: string;
  }>;
  const knownAuthors = new Set((await listAuthors(db)).map((author) => author.id));
  for (const author of authors) if (!knownAuthors.has(author.id)) await once(() => insertAuthor(db, author));
  const knownCategories = new Set((await listCategories(db)).map((category) => category.name));
  for (const name of firstCategories)
    if (!knownCategories.has(name))
      await once(() => insertCategory(db, { id: randomUUID(), name, slug: slugFromTitle(name) }));
  return new Map((await listCategories(db)).map((category) => [category.name, category.id]));
}

/** A date of the files ('2025-06-16') as midnight in Vietnam, ISO UTC. */
function vietnamMidnight(value: unknown): string {
  const day = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  return new Date(`${day}T00:00:00+07:00`).toISOString();
}

async function importArticle(
  db: Kysely<Database>,
  file: string,
  categoryIds: Map<string, string>,
  now: Date,
): Promise<boolean> {
  const slug = path.basename(file, '.md');
  if (await slugEverUsed(db, 'article', slug)) return false;
  const { data, body } = splitFrontMatter(await readFile(file, 'utf8'));
  const { image: cover } = await storeImage(
    db,
    { path: path.resolve(path.dirname(file), String(data.image)) },
    { allowSvg: true, createdBy: null },
  );
  const fields: ArticleFields = {
    title: String(data.title),
    slug,
    excerpt: String(data.excerpt),
    categoryId: categoryIds.get(String(data.category)) ?? '',
    authorId: String(data.author),
    coverImageId: cover.id,
    coverAlt: String(data.imageAlt),
    body,
    featured: data.featured === true,
    seoTitle: '',
    seoDescription: '',
  };
  const id = randomUUID();
  const publishedAt = vietnamMidnight(data.date);
  const at = now.toISOString();
  const { body: _body, ...summary } = fields;
  await once(() =>
    db.transaction().execute(async (trx) => {
      await insertItem(trx, {
        id,
        kind: 'article',
        slug,
        status: 'published',
        version: 1,
        title: fields.title,
        draft: JSON.stringify(fields),
        published: JSON.stringify({ ...summary, readMinutes: readingMinutes(body) }),
        published_body: body,
        published_at: publishedAt,
        sort_key: publishedAt,
        category_id: fields.categoryId,
        author_id: fields.authorId,
        views: Number(data.views ?? 0),
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
    }),
  );
  await drawShareImage(db, id, { eyebrow: String(data.category), title: fields.title });
  return true;
}

/** Copies the Markdown articles of `contentDir` (src/content) that the database lacks; how many were added. */
export async function importArticles(
  db: Kysely<Database>,
  contentDir = path.resolve('src/content'),
  now = new Date(),
): Promise<number> {
  if (await importFinished(db, 'article')) return 0;
  const categoryIds = await importTaxonomy(db, contentDir);
  const dir = path.join(contentDir, 'articles');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  let added = 0;
  let failed = 0;
  for (const name of files) {
    try {
      if (await importArticle(db, path.join(dir, name), categoryIds, now)) added++;
    } catch (error) {
      failed++;
      log.error('content_import_failed', { file: name, error });
    }
  }
  // A file that failed is tried again at the next start.
  if (!failed) await markImportFinished(db, 'article', now.toISOString());
  if (added) log.info('content_imported', { kind: 'article', added });
  return added;
}
