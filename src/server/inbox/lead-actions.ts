import type { Kysely } from 'kysely';
import { leadStatuses, nextStatuses, type LeadStatusId } from '../../lib/leads/lead-labels.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { addNote, changeStatus, deleteLead, findLead } from './inbox.repository.ts';

const isStatus = (value: unknown): value is LeadStatusId =>
  typeof value === 'string' && Object.hasOwn(leadStatuses, value);

/**
 * Applies a staff action posted from a lead's page: a status change along the flow, a note, or a
 * confirmed deletion (logged). Anything else changes nothing.
 */
export async function handleLeadAction(
  db: Kysely<Database>,
  id: string,
  form: FormData,
  author: string,
  at = new Date(),
): Promise<'saved' | 'deleted' | 'unchanged'> {
  const now = at.toISOString();
  const lead = await findLead(db, id);
  if (!lead) return 'unchanged';
  switch (form.get('action')) {
    case 'status': {
      const from = form.get('from');
      const to = form.get('to');
      if (!isStatus(from) || !isStatus(to) || !nextStatuses(from).includes(to)) return 'unchanged';
      return (await changeStatus(db, id, from, to, author, now)) ? 'saved' : 'unchanged';
    }
    case 'note': {
      const note = String(form.get('note') ?? '')
        .normalize('NFC')
        .trim()
        .slice(0, 5000);
      if (!note) return 'unchanged';
      await addNote(db, id, note, author, now);
      return 'saved';
    }
    case 'delete': {
      if (form.get('confirm') !== 'yes' || !(await deleteLead(db, id, author, now))) return 'unchanged';
      log.info('lead_deleted', { lead: id, by: author });
      return 'deleted';
    }
    default:
      return 'unchanged';
  }
}
