import type { AssistantReply } from './assistant-reply.ts';

/** What a not-sure reply says, in the panel and on /tro-ly alike. */
export const notSureText = 'Trợ lý chưa tìm được câu trả lời chắc chắn cho câu hỏi này.';

/**
 * A reply as one text, as the salesperson reads it in the handed-over conversation: the answer and
 * its sources' titles, or that the assistant was not sure and what it suggested.
 */
export function replyAsText(reply: AssistantReply): string {
  const titles = (reply.kind === 'answer' ? reply.sources : reply.related).map((link) => link.title);
  if (reply.kind === 'answer') return titles.length ? `${reply.text}\nNguồn: ${titles.join('; ')}` : reply.text;
  return titles.length ? `${notSureText}\nGợi ý: ${titles.join('; ')}` : notSureText;
}
