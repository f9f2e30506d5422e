import { askAssistant } from '@/lib/assistant/ask-assistant';
import type { ConversationTurn } from '@/lib/assistant/conversation';
import { assistantSlots, handoverOpenerAttribute } from '@/lib/assistant/panel-slots';
import { notSureText, replyAsText } from '@/lib/assistant/reply-text';
import { wireHandover } from './assistant/handover';
import { part } from './assistant/panel-parts';
import { turnView } from './assistant/turn-view';

// The assistant's panel, run once its markup is in the page (src/scripts/site.ts fetched both on the
// visitor's first 'Hỏi trợ lý'). The page's script opens it with a 'panel-open' event carrying
// the link; this script answers 'panel-ready' when it listens. Questions stream into the
// conversation, each reply is announced once whole, the handover form sends the conversation along.

const panel = part<HTMLDialogElement>(document, 'panel');
const log = part(panel, 'log');
const turns = part(panel, 'turns');
const questionForm = part<HTMLFormElement>(panel, 'questionForm');
const input = questionForm.querySelector<HTMLInputElement>('input[name="q"]')!;
const ask = questionForm.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const announcer = part(panel, 'announce');
const conversation: ConversationTurn[] = [];
let opener: HTMLElement | undefined;

/** Says `text` to screen readers once (the live region), not each streamed piece. */
function announce(text: string) {
  announcer.textContent = '';
  // A new node after an empty one: read even when the same words come twice.
  requestAnimationFrame(() => (announcer.textContent = text));
}

const handover = wireHandover(panel, () => conversation);

async function answer(question: string) {
  // Suggested first questions: gone once one is asked.
  panel.querySelector(`[data-slot="${assistantSlots.suggestions}"]`)?.remove();
  const turn = turnView(panel, question);
  turns.append(turn.element);
  turn.element.scrollIntoView({ block: 'start' });
  ask.disabled = true;
  const result = await askAssistant(question, conversation, turn.write);
  ask.disabled = false;
  if (!result.ok) {
    turn.fail(result.message);
    return;
  }
  // A reply calls for a person; once the form is open or sent, it has one already.
  turn.settle(result.reply, result.handover && handover.offered());
  // The server's sealed turn, so the handover shows this answer as the assistant's (a reply without
  // one goes unsealed, and the salesperson reads it as the visitor's word).
  conversation.push(result.turn ?? { question, answer: replyAsText(result.reply) });
  announce(`Trợ lý trả lời: ${result.reply.kind === 'answer' ? result.reply.text : notSureText}`);
  if (log.scrollHeight > log.clientHeight) turn.element.scrollIntoView({ block: 'start' });
}

questionForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const question = input.value.trim();
  if (!question || ask.disabled) return input.focus();
  input.value = '';
  // The button is disabled until the answer comes: a focus left on it would fall out of the panel.
  if (document.activeElement === ask) input.focus();
  void answer(question);
});

panel.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const suggestion = target?.closest<HTMLAnchorElement>(`[data-slot="${assistantSlots.suggestions}"] a`);
  if (suggestion && !ask.disabled) {
    event.preventDefault();
    void answer(new URL(suggestion.href).searchParams.get('q') ?? suggestion.textContent ?? '');
    input.focus();
  } else if (target?.closest(`[${handoverOpenerAttribute}]`)) {
    event.preventDefault();
    handover.open();
  } else if (target?.closest('[data-slot="dialog-header"] button')) {
    panel.close();
  }
});

// Back where the visitor was: the link that opened the panel (Escape, 'Đóng' or a click outside).
panel.addEventListener('close', () => opener?.focus());

panel.addEventListener('panel-open', (event) => {
  const { link, keyboard } = (event as CustomEvent<{ link: HTMLElement; keyboard: boolean }>).detail;
  opener = link;
  if (!panel.open) panel.showModal();
  // Opened from the keyboard, straight to the question box; by touch, not: the phone's keyboard
  // would cover the notice before it is read.
  if (keyboard) input.focus();
});

panel.dispatchEvent(new Event('panel-ready'));
