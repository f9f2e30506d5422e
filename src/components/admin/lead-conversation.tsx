import type { HandedOverTurn } from '@/lib/assistant/conversation';
import { formatDateTime } from '@/lib/format';

/** What an answer the server could not prove its assistant's is labelled: the visitor's word alone. */
export const unverifiedAnswerLabel = 'Khách ghi là lời trợ lý (chưa xác minh)';

/**
 * 'Cuộc trò chuyện với trợ lý': what the visitor asked the site's assistant and what it answered,
 * handed over with the lead, so the salesperson calls knowing the question. Only on assistant leads;
 * after the retention period the words are gone and the page says so. An answer without the server's
 * seal (or with one over a day old) came from the visitor's browser alone (forged, or handed over
 * before seals carried their time): it is shown apart, never as the assistant's, so nobody honours a
 * discount the assistant never gave. A verified answer says when it was given: prices change.
 */
export function LeadConversation({ turns }: { turns: HandedOverTurn[] }) {
  const unverified = turns.some((turn) => !turn.answerVerified);
  return (
    <section aria-labelledby="lead-conversation" className="grid gap-3">
      <h2 id="lead-conversation" className="text-lg font-bold">
        Cuộc trò chuyện với trợ lý
      </h2>
      {unverified && (
        <p className="rounded-lg bg-accent p-3 text-sm text-accent-foreground">
          Phần ghi “{unverifiedAnswerLabel}” do trình duyệt của khách gửi lên, hệ thống không xác nhận được trợ lý đã
          trả lời như vậy. Đừng hứa giá, ưu đãi hay cam kết nào chỉ dựa vào phần này.
        </p>
      )}
      {turns.length ? (
        <ol className="grid gap-3">
          {turns.map((turn, index) => (
            <li key={index} className="grid gap-2 rounded-xl border border-border p-3">
              <div>
                <p className="text-sm font-bold">Khách hỏi</p>
                <p className="break-words whitespace-pre-wrap">{turn.question}</p>
              </div>
              {turn.answerVerified ? (
                <div className="border-l-2 border-border pl-3">
                  <p className="text-sm font-bold text-muted-foreground">Trợ lý trả lời</p>
                  <p className="break-words whitespace-pre-wrap">{turn.answer}</p>
                  {turn.answeredAt && (
                    <p className="text-sm text-muted-foreground">
                      Trả lời lúc <time dateTime={turn.answeredAt}>{formatDateTime(turn.answeredAt)}</time>
                    </p>
                  )}
                </div>
              ) : (
                <div className="border-l-2 border-dashed border-accent-foreground pl-3">
                  <p className="text-sm font-bold text-accent-foreground">{unverifiedAnswerLabel}</p>
                  <p className="break-words whitespace-pre-wrap">{turn.answer}</p>
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted-foreground">
          Không có cuộc trò chuyện nào được lưu: khách chưa hỏi gì, hoặc đã quá thời hạn lưu giữ.
        </p>
      )}
    </section>
  );
}

/**
 * The last question an assistant lead asked before asking for a person, one line above the work form
 * with a link to the whole conversation: a six-turn conversation there pushed the form screens down.
 */
export function LastQuestion({ turns }: { turns: HandedOverTurn[] }) {
  const last = turns.at(-1);
  if (!last) return null;
  return (
    <p className="rounded-lg bg-secondary p-3 break-words">
      <span className="font-bold">Khách hỏi trợ lý:</span> {last.question}{' '}
      <a href="#lead-conversation" className="inline-flex min-h-11 items-center font-bold text-primary underline">
        Xem cả cuộc trò chuyện ({turns.length} lượt)
      </a>
    </p>
  );
}
