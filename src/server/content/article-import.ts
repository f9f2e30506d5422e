import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ArticleFields } from '../../lib/content/article-fields.ts';
import { slugFromTitle } from '../../lib/content/slug.ts';
import type { Database } from '../db/database.ts';
import { storeShippedImage } from '../media/index.ts';
import { articleRules } from './article-rules.ts';
import { importedItem, importKind, once, type ImportedItem, type KindImport } from './kind-import.ts';
import { markdownEntries, splitFrontMatter } from './markdown-import.ts';
import { insertAuthor, insertCategory, listAuthors, listCategories } from './taxonomy.repository.ts';

// The first articles (src/content/articles/), with their authors (src/content/authors.json) and
// categories, copied into the database on first start (markdown-import.ts says how and when).

/** The categories the first articles use, in the news page's order. */
const firstCategories = ['Công nghệ', 'Xu hướng', 'Kinh doanh', 'Hướng dẫn', 'Bảo mật'];

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

/** A date of the files ('2025-06-16') as an ISO instant. */
function fileDate(value: unknown): string {
  // Midnight UTC, as the site published these dates before the editor: the dates search engines
  // already hold (structured data, sitemap) stay the same.
  const day = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  return new Date(`${day}T00:00:00Z`).toISOString();
}

async function readArticle(
  db: Kysely<Database>,
  file: string,
  categoryIds: Map<string, string>,
  now: Date,
): Promise<ImportedItem> {
  const { data, body } = splitFrontMatter(await readFile(file, 'utf8'));
  const { image: cover } = await storeShippedImage(db, path.resolve(path.dirname(file), String(data.image)));
  const fields: ArticleFields = {
    title: String(data.title),
    slug: path.basename(file, '.md'),
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
  return importedItem(articleRules, fields, { publishedAt: fileDate(data.date), now, views: Number(data.views ?? 0) });
}

/** The first import of the Markdown articles of `contentDir` (src/content), with their authors and categories. */
export function articleImport(
  db: Kysely<Database>,
  contentDir = path.resolve('src/content'),
  now = new Date(),
): KindImport {
  return {
    rules: articleRules,
    entries: async () => {
      const categoryIds = await importTaxonomy(db, contentDir);
      return markdownEntries(path.join(contentDir, 'articles'), (file) => readArticle(db, file, categoryIds, now));
    },
  };
}

/** Copies the Markdown articles of `contentDir` (src/content) that the database lacks; how many were added. */
export function importArticles(db: Kysely<Database>, contentDir = path.resolve('src/content'), now = new Date()) {
  return importKind(db, articleImport(db, contentDir, now), now);
}
