import { boundedConversation, type ConversationTurn } from '@/lib/assistant/conversation';
import { assistantMessages } from '@/lib/assistant/assistant-messages';
import { handoverOffered, handoverOpened, type HandoverStage } from '@/lib/assistant/handover-stage';
import { assistantSlots, handoverOpenerAttribute } from '@/lib/assistant/panel-slots';
import { readAttribution } from '@/lib/leads/attribution';
import { honeypotField } from '@/lib/leads/lead-forms';
import { sendLead, type LeadAnswer } from '@/lib/leads/send-lead';
import { copyOf, failureNotice, part } from './panel-parts';

const sending = 'Đang gửi...';

/**
 * 'Gặp nhân viên tư vấn' inside the panel: the form sent as JSON to /api/leads/assistant with the
 * conversation so far and an idempotency key kept across retries (sendLead), the server's messages
 * shown beside the fields, a failure below the form with the hotline and Zalo, and the thank-you
 * (the server's words: when the call will come) in place of the form. 'Gặp nhân viên tư vấn' is
 * offered only until the form opens (handover-stage.ts); `offered` tells the panel whether a new
 * reply may offer it.
 */
export function wireHandover(panel: HTMLElement, conversation: () => ConversationTurn[]) {
  const section = part(panel, 'handover');
  const form = section.querySelector('form')!;
  const thanks = part(panel, 'thanks');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const label = button.textContent;
  let key = crypto.randomUUID();
  let stage: HandoverStage = 'offered';

  /** Moves to `next`, showing the ways into the form (the foot's button, replies' links) only while it offers them. */
  function moveTo(next: HandoverStage) {
    stage = next;
    for (const opener of panel.querySelectorAll<HTMLElement>(`[${handoverOpenerAttribute}]`))
      // A reply's link goes with its sentence ('… để được gọi lại.').
      (opener.closest<HTMLElement>(`[data-slot="${assistantSlots.handoverOffer}"]`) ?? opener).hidden =
        !handoverOffered(stage);
  }

  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;

  function clearMessages() {
    form.querySelectorAll('[data-slot="send-failure"]').forEach((notice) => notice.remove());
    for (const input of form.querySelectorAll('input[aria-invalid]')) {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      document.getElementById(`${input.id}-error`)?.remove();
    }
  }

  function showFailure(message: string) {
    button.after(failureNotice(panel, message));
  }

  function showErrors(errors: Record<string, string | undefined>, message: string) {
    const invalid = Object.entries(errors).flatMap(([name, error]) => {
      const input = field(name);
      if (!input || input.type === 'hidden' || !error) return [];
      const note = copyOf(panel, 'fieldErrorTemplate');
      note.id = `${input.id}-error`;
      note.textContent = error;
      input.after(note);
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', note.id);
      return [input];
    });
    // Only what the visitor cannot see here was refused (the conversation): said in words.
    if (invalid.length) invalid[0]!.focus();
    else showFailure(Object.values(errors).find(Boolean) ?? message);
  }

  function showThanks(message: string) {
    form.reset();
    section.hidden = true;
    moveTo('sent');
    part(thanks, 'thanksMessage').textContent = message;
    thanks.hidden = false;
    // Read out where the focus lands: no live announcement besides, which would say it twice.
    thanks.focus();
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearMessages();
    const fields = Object.fromEntries(
      ['name', 'phone', 'company_name', honeypotField].map((name) => [name, field(name)?.value ?? '']),
    );
    const payload = {
      ...fields,
      ...readAttribution(),
      page: location.pathname,
      conversation: boundedConversation(conversation()),
    };
    button.disabled = true;
    button.textContent = sending;
    let answer: LeadAnswer;
    try {
      answer = await sendLead('assistant', payload, key);
    } catch {
      showFailure(assistantMessages.offline);
      return;
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
    if (answer.ok) showThanks(answer.message);
    else if (answer.errors) showErrors(answer.errors, answer.message);
    else {
      // 422: this key went with another body; the next try is a new submission.
      if (answer.status === 422) key = crypto.randomUUID();
      showFailure(answer.message);
    }
  });

  return {
    /** Shows the form and puts the visitor in its first field; after the thanks, nothing. */
    open() {
      moveTo(handoverOpened(stage));
      if (stage !== 'open') return;
      section.hidden = false;
      section.scrollIntoView({ block: 'start' });
      form.querySelector<HTMLInputElement>('input:not([type="hidden"]):not([tabindex="-1"])')?.focus();
    },
    /** Whether a reply may offer 'Gặp nhân viên tư vấn' now. */
    offered: () => handoverOffered(stage),
  };
}
