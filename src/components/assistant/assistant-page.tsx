import { requestToasts } from '@/lib/leads/lead-toasts';
import { SendFailure } from '@/components/forms/send-failure';
import type { ConversationTurn } from '@/lib/assistant/conversation';
import type { AssistantReply } from '@/lib/assistant/assistant-reply';
import type { ContactLinks } from '@/lib/leads/contact-links';
import { AssistantNotice } from './assistant-notice';
import { AssistantTurn } from './assistant-turn';
import { HandoverForm } from './handover-form';
import { HandoverThanks } from './handover-thanks';
import { QuestionForm } from './question-form';
import { SuggestedQuestions } from './suggested-questions';

const handoverId = 'gap-tu-van';

/**
 * /tro-ly: the assistant without JavaScript. The notice, the question box, the answer to `q` with its
 * sources (or the suggested questions before one is asked), and 'Gặp nhân viên tư vấn' with the
 * conversation so far; after a handover (posted to /gui-yeu-cau?form=assistant), the thank-you.
 */
export function AssistantPage({
  brand,
  retentionDays,
  questions,
  contactLinks,
  asked,
  problem,
  thanks,
}: {
  brand: string;
  retentionDays: number;
  questions: string[];
  contactLinks: ContactLinks;
  /** The question of this page and its answer, when there is one. */
  asked?: { question: string; reply: AssistantReply; handover: boolean; conversation: ConversationTurn[] } | undefined;
  /** Why the question of this page was not answered (the limits, an outage). */
  problem?: string | undefined;
  /** The thank-you after a handover. */
  thanks?: string | undefined;
}) {
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">Hỏi trợ lý</h1>
      <AssistantNotice brand={brand} retentionDays={retentionDays} />
      {thanks !== undefined && <HandoverThanks message={thanks} contactLinks={contactLinks} />}
      <QuestionForm id="tro-ly-question" question={asked?.question ?? ''} />
      {problem && <SendFailure title={requestToasts.failure.title} description={problem} contactLinks={contactLinks} />}
      {asked ? (
        <ol aria-label="Câu trả lời" className="grid gap-4">
          <AssistantTurn
            question={asked.question}
            reply={asked.reply}
            handover={asked.handover}
            handoverHref={`#${handoverId}`}
          />
        </ol>
      ) : (
        !problem && <SuggestedQuestions questions={questions} />
      )}
      {thanks === undefined && (
        <section
          id={handoverId}
          aria-labelledby={`${handoverId}-title`}
          className="grid scroll-mt-20 gap-3 rounded-xl border border-border p-4"
        >
          <h2 id={`${handoverId}-title`} className="text-xl font-bold">
            Gặp nhân viên tư vấn
          </h2>
          <HandoverForm
            idPrefix={handoverId}
            page="/tro-ly"
            conversation={asked?.conversation ?? []}
            contactLinks={contactLinks}
          />
        </section>
      )}
    </div>
  );
}
