import type { ConversationTurn } from '@/lib/assistant/conversation';

/**
 * 'Cuộc trò chuyện với trợ lý': what the visitor asked the site's assistant and what it answered,
 * handed over with the lead, so the salesperson calls knowing the question. Only on assistant leads;
 * after the retention period the words are gone and the page says so.
 */
export function LeadConversation({ turns }: { turns: ConversationTurn[] }) {
  return (
    <section aria-labelledby="lead-conversation" className="grid gap-3">
      <h2 id="lead-conversation" className="text-lg font-bold">
        Cuộc trò chuyện với trợ lý
      </h2>
      {turns.length ? (
        <ol className="grid gap-3">
          {turns.map((turn, index) => (
            <li key={index} className="grid gap-2 rounded-xl border border-border p-3">
              <div>
                <p className="text-sm font-bold">Khách hỏi</p>
                <p className="break-words whitespace-pre-wrap">{turn.question}</p>
              </div>
              <div className="border-l-2 border-border pl-3">
                <p className="text-sm font-bold text-muted-foreground">Trợ lý trả lời</p>
                <p className="break-words whitespace-pre-wrap">{turn.answer}</p>
              </div>
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
