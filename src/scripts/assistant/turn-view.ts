import type { AssistantReply } from '@/lib/assistant/assistant-reply';
import { copyOf, failureNotice, fillLinks, part } from './panel-parts';

/** A question's turn in the panel's conversation, filled as its answer arrives. */
export interface TurnView {
  element: HTMLElement;
  /** The text written so far (streamed), in place of the answer. */
  write: (text: string) => void;
  /** The final reply, replacing whatever was written. */
  settle: (reply: AssistantReply, handover: boolean) => void;
  /** Why there is no reply, with the hotline and Zalo. */
  fail: (message: string) => void;
}

/** A new turn for `question`, from the panel's template: waiting for its answer. */
export function turnView(panel: HTMLElement, question: string): TurnView {
  const element = copyOf(panel, 'turnTemplate');
  part(element, 'question').textContent = question;
  const reply = part(element, 'reply');
  const answer = part(element, 'answer');
  const notSure = part(element, 'notSure');
  const offer = part(element, 'handoverOffer');
  const sources = part(element, 'sources').parentElement!;
  const text = part(element, 'answerText');
  notSure.remove();
  offer.remove();
  sources.hidden = true;
  text.textContent = 'Đang tìm câu trả lời…';
  reply.setAttribute('aria-busy', 'true');

  return {
    element,
    write: (written) => {
      text.textContent = written;
    },
    settle: (final, handover) => {
      reply.removeAttribute('aria-busy');
      if (final.kind === 'answer') {
        text.textContent = final.text;
        sources.hidden = false;
        fillLinks(answer, 'sources', final.sources);
      } else {
        answer.replaceWith(notSure);
        // The model's polite words, when it wrote some, in place of the generic line.
        if (final.text) notSure.querySelector('p')!.textContent = final.text;
        fillLinks(notSure, 'related', final.related);
      }
      if (handover) reply.append(offer);
    },
    fail: (message) => {
      reply.removeAttribute('aria-busy');
      answer.replaceWith(failureNotice(panel, message));
    },
  };
}
