import type { APIRoute } from 'astro';
import { editorPath } from '@/lib/content/content-kinds';
import { createDraft } from '@/server/content/content.service';
import { storyRules } from '@/server/content/story-rules';
import { getDb } from '@/server/db/instance';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** 'Thêm câu chuyện': starts an empty draft and opens it in the editor. */
export const POST: APIRoute = async ({ locals, redirect }) => {
  const id = await createDraft(getDb(), storyRules, locals.staff!);
  return redirect(editorPath('story', id), 303);
};
