import type { APIRoute } from 'astro';
import { handleNewFaqDraft } from '@/server/content/faq-draft-request';
import { getDb } from '@/server/db/instance';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** 'Thêm câu hỏi', with an optional `question` to start from: a new draft, opened in its editor. */
export const POST: APIRoute = ({ request, locals }) => handleNewFaqDraft(getDb(), request, locals.staff!);
