import { handoverThanks } from '../../../lib/assistant/handover-thanks.ts';
import type { ConversationTurn, HandedOverTurn } from '../../../lib/assistant/conversation.ts';
import type { LeadFields } from '../../../lib/leads/lead-form-shape.ts';
import { verifiedTurns } from '../../assistant/index.ts';
import { salesConfig } from '../../sales/index.ts';
import { insertConversation } from '../conversation.repository.ts';
import { insertContact } from '../lead.repository.ts';
import type { LeadFormRule } from '../lead-form-rule.ts';

/** The conversation the handover carries (checked by its schema; absent when nothing was asked). */
const turnsOf = (data: LeadFields): ConversationTurn[] =>
  Array.isArray(data.conversation) ? (data.conversation as ConversationTurn[]) : [];

/** The assistant's handover: a call back, with the conversation so far stored beside the lead. */
export const assistantRules: LeadFormRule<undefined, HandedOverTurn[]> = {
  columns: (data) => {
    // The last question is what the visitor wanted a person for; the whole conversation is on the lead's page.
    const last = turnsOf(data).at(-1)?.question;
    return { message: last ? `Gặp nhân viên tư vấn sau khi hỏi trợ lý: ${last}` : 'Gặp nhân viên tư vấn từ trợ lý' };
  },
  // Only a turn the server sealed within a day is stored as the assistant's: the browser can post anything.
  keep: (db, data, now) => verifiedTurns(db, turnsOf(data), now),
  async insert(trx, lead, { kept }) {
    await insertContact(trx, lead);
    await insertConversation(trx, lead.id, kept, lead.created_at);
    return 'in_turn';
  },
  // A call is asked for: outside office hours the visitor is told when it can come.
  thanks: (now) => handoverThanks(now, salesConfig.officeHours),
  // The conversation is kept through a refused post.
  carried: async (_db, from) => {
    const posted = (from instanceof URLSearchParams ? undefined : from.conversation) ?? [];
    return { hiddenFields: { conversation: typeof posted === 'string' ? posted : JSON.stringify(posted) } };
  },
};
