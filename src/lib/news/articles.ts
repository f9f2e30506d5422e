import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { formatDate } from '../format';
import { categorySlugs, type CategorySlug } from './news-query';
import { readingMinutes, readTimeLabel } from './read-time';

/** An article as cards and pages show it. */
export type Article = Omit<CollectionEntry<'articles'>['data'], 'author'> & {
  slug: string;
  href: string;
  categorySlug: CategorySlug;
  dateLabel: string;
  readTime: string;
  author: { name: string; role: string };
};

async function toArticle(entry: CollectionEntry<'articles'>): Promise<Article> {
  const author = await getEntry(entry.data.author);
  if (!author) throw new Error(`${entry.id}.md: author "${entry.data.author.id}" is not in src/content/authors.json`);
  return {
    ...entry.data,
    slug: entry.id,
    href: `/tin-tuc/${entry.id}`,
    categorySlug: categorySlugs[entry.data.category],
    dateLabel: formatDate(entry.data.date),
    readTime: readTimeLabel(readingMinutes(entry.body ?? '')),
    author: author.data,
  };
}

/** Every article with its entry (for rendering the body), newest first. */
export async function getArticles(): Promise<Array<{ entry: CollectionEntry<'articles'>; article: Article }>> {
  const entries = await getCollection('articles');
  const all = await Promise.all(entries.map(async (entry) => ({ entry, article: await toArticle(entry) })));
  return all.sort((a, b) => b.article.date.getTime() - a.article.date.getTime());
}

/** Up to three other articles of the same category, newest first. */
export function relatedArticles(all: Article[], current: Article): Article[] {
  return all.filter((article) => article.category === current.category && article.slug !== current.slug).slice(0, 3);
}
