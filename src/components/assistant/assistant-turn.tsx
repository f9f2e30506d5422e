import type { ReactNode } from 'react';
import type { AssistantLink, AssistantReply } from '@/lib/assistant/assistant-reply';
import { assistantSlots, handoverOpenerAttribute } from '@/lib/assistant/panel-slots';
import { notSureText } from '@/lib/assistant/reply-text';

/** Pages as links under a caption ('Nguồn:', 'Có thể anh/chị quan tâm:'); the list's slot is where the panel puts its own. */
function LinkList({ caption, slot, links }: { caption: string; slot: string; links: AssistantLink[] }) {
  return (
    <div className="grid gap-1">
      <p className="text-sm font-bold">{caption}</p>
      <ul data-slot={slot} className="grid gap-1 text-sm">
        {links.map((link, index) => (
          <li key={index}>
            <a href={link.href} className="text-primary underline underline-offset-2">
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An answer: the site's words, then the pages they came from. */
export function AnswerBody({ text, sources }: { text: string; sources: AssistantLink[] }) {
  return (
    <div data-slot={assistantSlots.answer} className="grid gap-2">
      <p data-slot={assistantSlots.answerText} className="break-words whitespace-pre-line">
        {text}
      </p>
      {sources.length > 0 && <LinkList caption="Nguồn:" slot={assistantSlots.sources} links={sources} />}
    </div>
  );
}

/** No clear answer on the site: said plainly, with the pages that came closest. */
export function NotSureBody({ related, text }: { related: AssistantLink[]; text?: string | undefined }) {
  return (
    <div data-slot={assistantSlots.notSure} className="grid gap-2">
      {/* The model's own words when it wrote some (a polite decline), else ours. */}
      <p>{text ?? `${notSureText} Nhân viên tư vấn có thể trả lời anh/chị cụ thể.`}</p>
      {related.length > 0 && (
        <LinkList caption="Có thể anh/chị quan tâm:" slot={assistantSlots.related} links={related} />
      )}
    </div>
  );
}

/** The offer of a person, under a reply that calls for one; `href` is the handover form on the same page. */
export function HandoverOffer({ href }: { href: string }) {
  return (
    <p data-slot={assistantSlots.handoverOffer} className="text-sm">
      <a
        href={href}
        {...{ [handoverOpenerAttribute]: '' }}
        className="font-bold text-primary underline underline-offset-2"
      >
        Gặp nhân viên tư vấn
      </a>{' '}
      để được gọi lại.
    </p>
  );
}

/** One question and its reply, as a conversation shows them. */
export function TurnShell({ question, children }: { question: string; children: ReactNode }) {
  return (
    <li className="grid gap-2">
      <p className="max-w-[85%] justify-self-end rounded-2xl rounded-br-sm bg-primary px-3 py-2 break-words text-primary-foreground">
        <span className="sr-only">Anh/chị hỏi: </span>
        <span data-slot={assistantSlots.question}>{question}</span>
      </p>
      <div
        data-slot={assistantSlots.reply}
        className="grid max-w-[95%] gap-2 rounded-2xl rounded-bl-sm border border-border bg-background px-3 py-2"
      >
        <p className="sr-only">Trợ lý trả lời:</p>
        {children}
      </div>
    </li>
  );
}

/** A question and the assistant's reply to it. */
export function AssistantTurn({
  question,
  reply,
  handover,
  handoverHref,
}: {
  question: string;
  reply: AssistantReply;
  handover: boolean;
  handoverHref: string;
}) {
  return (
    <TurnShell question={question}>
      {reply.kind === 'answer' ? (
        <AnswerBody text={reply.text} sources={reply.sources} />
      ) : (
        <NotSureBody related={reply.related} text={reply.text} />
      )}
      {handover && <HandoverOffer href={handoverHref} />}
    </TurnShell>
  );
}
