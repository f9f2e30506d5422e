import { FieldError } from '@/components/forms/form-field';
import { requestToasts } from '@/lib/leads/lead-toasts';
import { SendFailure } from '@/components/forms/send-failure';
import { DialogHeader } from '@/components/ui/dialog-header';
import { buttonVariants } from '@/components/ui/button';
import { assistantSlots, handoverOpenerAttribute } from '@/lib/assistant/panel-slots';
import type { ContactLinks } from '@/lib/leads/contact-links';
import { AssistantNotice } from './assistant-notice';
import { AnswerBody, HandoverOffer, NotSureBody, TurnShell } from './assistant-turn';
import { HandoverForm } from './handover-form';
import { HandoverThanks } from './handover-thanks';
import { QuestionForm } from './question-form';
import { SuggestedQuestions } from './suggested-questions';

const id = 'assistant-panel';
const handoverId = `${id}-handover`;
const blankLink = { title: '', href: '' };
const noClose = () => undefined;

/**
 * The assistant's panel: a modal dialog, fetched as markup when the visitor first opens it (no page
 * carries it) and run by its own small script (src/scripts/assistant-panel.ts), which fills the
 * templates at its foot. Full screen on a phone, a tall sheet at the right from 768 px.
 */
export function AssistantPanel({
  brand,
  retentionDays,
  questions,
  contactLinks,
}: {
  brand: string;
  retentionDays: number;
  questions: string[];
  contactLinks: ContactLinks;
}) {
  return (
    <dialog
      id={id}
      data-slot={assistantSlots.panel}
      closedby="any"
      aria-labelledby={`${id}-title`}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-clip bg-background p-0 text-foreground backdrop:bg-foreground/70 md:top-4 md:right-4 md:left-auto md:h-[calc(100dvh-2rem)] md:w-[28rem] md:rounded-xl md:shadow-2xl"
    >
      {/* A fixed frame of the dialog's own height (dvh, never 100vh): title and 'Đóng' on top, the
          question box at the foot, only the conversation scrolls. The dialog clips rather than
          scrolls (a modal dialog scrolls by default), so nothing scrolled into view moves the frame;
          the conversation is positioned, so the hidden words of its turns ('Anh/chị hỏi:') are laid
          out inside it instead of below the dialog, which made it taller than the screen. */}
      <div className="flex h-full flex-col">
        <DialogHeader
          id={`${id}-title`}
          onClose={noClose}
          className="gap-4 border-b border-border px-4 py-2"
          titleClassName="text-lg leading-11 font-bold"
        >
          Hỏi trợ lý
        </DialogHeader>
        <div
          data-slot={assistantSlots.log}
          className="relative grid min-h-0 flex-1 content-start gap-4 overflow-y-auto overscroll-contain p-4"
        >
          <AssistantNotice brand={brand} retentionDays={retentionDays} />
          <SuggestedQuestions questions={questions} />
          <ol data-slot={assistantSlots.turns} aria-label="Cuộc trò chuyện" className="grid gap-4" />
          <section
            id={handoverId}
            data-slot={assistantSlots.handover}
            aria-labelledby={`${handoverId}-title`}
            hidden
            className="grid gap-3 rounded-lg border border-border p-4"
          >
            <h3 id={`${handoverId}-title`} className="font-bold">
              Gặp nhân viên tư vấn
            </h3>
            <HandoverForm idPrefix={handoverId} page="/" conversation={[]} contactLinks={contactLinks} />
          </section>
          <HandoverThanks message="" contactLinks={contactLinks} hidden />
        </div>
        {/* The question box last, on the frame's edge: the button above it goes once the form is open
            (src/lib/assistant/handover-stage.ts), and the box does not move when it does. */}
        <div className="grid gap-2 border-t border-border p-4">
          <button
            type="button"
            {...{ [handoverOpenerAttribute]: '' }}
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          >
            Gặp nhân viên tư vấn
          </button>
          <QuestionForm id={`${id}-question`} />
        </div>
        <p data-slot={assistantSlots.announce} aria-live="polite" className="sr-only" />
      </div>
      <template data-slot={assistantSlots.turnTemplate}>
        <TurnShell question="">
          <AnswerBody text="" sources={[blankLink]} />
          <NotSureBody related={[blankLink]} />
          <HandoverOffer href={`#${handoverId}`} />
        </TurnShell>
      </template>
      <template data-slot={assistantSlots.failureTemplate}>
        <SendFailure title={requestToasts.failure.title} description=" " contactLinks={contactLinks} />
      </template>
      <template data-slot={assistantSlots.fieldErrorTemplate}>
        <FieldError />
      </template>
    </dialog>
  );
}
