import type { Kysely } from 'kysely';
import type { ContactRow, Database } from '../db/database.ts';
import { audit } from '../audit/index.ts';
import { findUserById } from '../auth/index.ts';
import type { LeadWorker } from '../../lib/sales/lead-worker.ts';
import { insertLeadEvent, setLeadOwner } from './lead-work.repository.ts';

/**
 * Gives a lead to another salesperson ('' for nobody). The owner role may move any lead; a
 * salesperson may hand on a lead that is theirs, or take one nobody has, but not take a colleague's
 * (their manager decides that). The change is on the lead's timeline and in the audit log.
 */
export async function reassignLead(
  db: Kysely<Database>,
  lead: ContactRow,
  ownerId: string,
  by: LeadWorker,
  at: Date,
): Promise<'saved' | 'unchanged' | 'not_allowed'> {
  const to = ownerId || null;
  if (to === lead.owner_id) return 'unchanged';
  const mayMove = by.role === 'owner' || lead.owner_id === by.id || (lead.owner_id === null && to === by.id);
  if (!mayMove) return 'not_allowed';
  const [before, after] = await Promise.all([
    lead.owner_id ? findUserById(db, lead.owner_id) : undefined,
    to ? findUserById(db, to) : undefined,
  ]);
  if (to && (!after || after.role !== 'sales' || after.deactivated_at)) return 'unchanged';
  const nameOf = (user: typeof before) => (user ? user.name || user.email : 'Chưa giao');
  const note = `Giao khách hàng: ${nameOf(before)} → ${nameOf(after)}`;
  const moved = await db.transaction().execute(async (trx) => {
    if (!(await setLeadOwner(trx, lead.id, lead.owner_id, to))) return false;
    const event = { contact_id: lead.id, kind: 'owner' as const, status: null, note, author_email: by.email };
    await insertLeadEvent(trx, { ...event, created_at: at.toISOString() });
    return true;
  });
  if (!moved) return 'unchanged';
  await audit(db, { action: 'lead_owner_changed', actor: by, subject: lead.id, detail: note, at });
  return 'saved';
}
