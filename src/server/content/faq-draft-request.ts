import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { editorPath } from '../../lib/content/content-kinds.ts';
import type { Database } from '../db/database.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { createFaqDraft } from './faq-drafts.ts';

const refusal = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * POST /admin/hoi-dap/moi ('Thêm câu hỏi', and 'Thêm vào câu hỏi thường gặp' beside an assistant's
 * unanswered question): a URL-encoded form whose optional `question` the new draft starts from; 303
 * to its editor. A body in another character set, or one that does not decode, is refused and
 * nothing is stored.
 */
export async function handleNewFaqDraft(
  db: Kysely<Database>,
  request: Request,
  staff: SignedInStaff,
): Promise<Response> {
  const charset = /charset=([^;]+)/i
    .exec(request.headers.get('content-type') ?? '')?.[1]
    ?.trim()
    .toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8')
    return refusal(415, 'Câu hỏi cần được gửi theo bảng mã UTF-8.');
  const form = await readForm(request);
  if (typeof form === 'string') return bodyProblemResponse(form);
  const question = form.get('question') ?? '';
  // A byte that is not UTF-8 decodes to U+FFFD: the question would be stored garbled.
  if (question.includes('\uFFFD')) return refusal(400, 'Câu hỏi gửi lên không đọc được. Hãy gõ lại câu hỏi.');
  const id = await createFaqDraft(db, staff, question);
  return new Response(null, { status: 303, headers: { location: editorPath('faq', id) } });
}
