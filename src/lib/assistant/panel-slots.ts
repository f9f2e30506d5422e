// The parts of the assistant's markup that its script finds and fills: the components write these
// names (data-slot), the panel's script looks them up; one list, so neither can drift from the other.

/** `data-slot` values of the assistant's markup. */
export const assistantSlots = {
  panel: 'assistant-panel',
  close: 'assistant-close',
  log: 'assistant-log',
  notice: 'assistant-notice',
  suggestions: 'assistant-suggestions',
  turns: 'assistant-turns',
  turnTemplate: 'assistant-turn-template',
  question: 'assistant-question',
  reply: 'assistant-reply',
  answer: 'assistant-answer',
  answerText: 'assistant-answer-text',
  sources: 'assistant-sources',
  notSure: 'assistant-not-sure',
  related: 'assistant-related',
  handoverOffer: 'assistant-handover-offer',
  questionForm: 'assistant-question-form',
  handover: 'assistant-handover',
  failureTemplate: 'assistant-failure-template',
  fieldErrorTemplate: 'assistant-field-error-template',
  thanks: 'assistant-thanks',
  thanksMessage: 'assistant-thanks-message',
  announce: 'assistant-announce',
} as const;

/** The attribute of every control that opens the handover form ('Gặp nhân viên tư vấn'). */
export const handoverOpenerAttribute = 'data-handover-open';

/** The attribute of the links that open the panel; its value is the address of the panel's markup. */
export const panelOpenerAttribute = 'data-panel';
