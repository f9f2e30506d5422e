import type { APIRoute } from 'astro';
import { getDb } from '@/server/db/instance';
import { assistantMessages } from '@/lib/assistant/assistant-messages';
import { pageAnswer } from '@/server/assistant/page-answer';
import { log } from '@/server/log';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

const maxBodyBytes = 8 * 1024;
const refuse = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * POST /api/assistant, as issue 34's contract says, in its simplest form: the retrieval reply as
 * the one final ndjson line, no deltas. A stand-in until the streaming endpoint (model, limits)
 * replaces this file; the panel reads both alike.
 */
export const POST: APIRoute = async ({ request }) => {
  const body = await request.text();
  if (new TextEncoder().encode(body).length > maxBodyBytes) return refuse(413, 'Câu hỏi gửi lên quá dài.');
  let question: unknown;
  try {
    question = (JSON.parse(body) as { question?: unknown }).question;
  } catch {
    return refuse(400, 'Yêu cầu không hợp lệ.');
  }
  const asked = typeof question === 'string' ? question.trim() : '';
  if (!asked || asked.length > 500) return refuse(400, 'Vui lòng nhập câu hỏi, tối đa 500 ký tự.');
  try {
    const answer = await pageAnswer(getDb(), asked);
    return new Response(`${JSON.stringify({ type: 'reply', ...answer })}\n`, {
      headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' },
    });
  } catch (error) {
    log.error('assistant_answer_failed', { error });
    return refuse(503, assistantMessages.unavailable);
  }
};
