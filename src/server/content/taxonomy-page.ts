import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { handleTaxonomyAction, taxonomyNotices, type TaxonomyNotice } from './taxonomy-actions.ts';
import { listAuthors, listCategories, usageCounts } from './taxonomy.repository.ts';

type Counted<T> = T & { articles: number };

/** 'Chuyên mục và tác giả' as it is shown: both lists with how many articles use each, and what the last post came to. */
export interface TaxonomyView extends PageAnswer {
  categories: Array<Counted<Awaited<ReturnType<typeof listCategories>>[number]>>;
  authors: Array<Counted<Awaited<ReturnType<typeof listAuthors>>[number]>>;
  problem?: string | undefined;
  notice?: string | undefined;
}

/**
 * /admin/chuyen-muc-tac-gia, editors and owners (admin-access.ts): the lists the article editor
 * chooses from. Actions post here and come back with a notice (post, redirect, get); a refusal is
 * shown in this answer.
 */
export async function taxonomyPage(db: Kysely<Database>, context: APIContext): Promise<Response | TaxonomyView> {
  let status = 200;
  let problem: string | undefined;
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    if (typeof form === 'string') return bodyProblemResponse(form);
    const outcome = await handleTaxonomyAction(db, form);
    if (outcome.ok) return context.redirect(`/admin/chuyen-muc-tac-gia?thong-bao=${outcome.notice}`, 303);
    problem = outcome.message;
    status = outcome.status;
  }
  const noticeKey = context.url.searchParams.get('thong-bao') ?? '';
  const [categories, authors, byCategory, byAuthor] = await Promise.all([
    listCategories(db),
    listAuthors(db),
    usageCounts(db, 'category_id'),
    usageCounts(db, 'author_id'),
  ]);
  return {
    status,
    categories: categories.map((category) => ({ ...category, articles: byCategory.get(category.id) ?? 0 })),
    authors: authors.map((author) => ({ ...author, articles: byAuthor.get(author.id) ?? 0 })),
    problem,
    notice: Object.hasOwn(taxonomyNotices, noticeKey) ? taxonomyNotices[noticeKey as TaxonomyNotice] : undefined,
  };
}
