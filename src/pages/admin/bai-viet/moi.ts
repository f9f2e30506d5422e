import type { APIRoute } from 'astro';
import { editorPath } from '@/lib/content/content-kinds';
import { articleRules } from '@/server/content/article-rules';
import { createDraft } from '@/server/content/content.service';
import { getDb } from '@/server/db/instance';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** 'Viết bài mới': starts an empty draft and opens it in the editor. */
export const POST: APIRoute = async ({ locals, redirect }) => {
  const id = await createDraft(getDb(), articleRules, locals.staff!);
  return redirect(editorPath('article', id), 303);
};
