import type { Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import { lockLastPick, ownerOfEarlierLead, salespeopleTakingLeads, setLastPick } from './assignment.repository.ts';
import { setLeadOwner } from './lead-work.repository.ts';

/** The salesperson after `last` in `order`, going round; the first when `last` is gone or none. */
export function nextInTurn(order: readonly string[], last: string): string | undefined {
  return order.find((id) => id > last) ?? order[0];
}

/**
 * Gives a new lead, already inserted in `trx` without an owner, to whoever works it: the owner of the
 * same person's earlier lead (a repeat customer keeps their salesperson, taking leads or not), else
 * the next salesperson taking leads, round-robin; nobody when nobody is. Call it last before the
 * commit: everything it reads before the round-robin's lock needs no lock, and the lock is held for
 * two short writes and the commit, so a burst of leads (or two instances) queues on one row for as
 * little as it can.
 */
export async function assignOwner(
  trx: Transaction<Database>,
  leadId: string,
  person: { phoneE164: string | null; emailKey: string },
): Promise<void> {
  let owner = await ownerOfEarlierLead(trx, person);
  if (!owner) {
    const order = await salespeopleTakingLeads(trx);
    if (!order.length) return;
    owner = nextInTurn(order, await lockLastPick(trx))!;
    await setLastPick(trx, owner);
  }
  await setLeadOwner(trx, leadId, null, owner);
}
