import type { Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import { lockLastPick, ownerOfEarlierLead, salespeopleTakingLeads, setLastPick } from './assignment.repository.ts';

/** The salesperson after `last` in `order`, going round; the first when `last` is gone or none. */
export function nextInTurn(order: readonly string[], last: string): string | undefined {
  return order.find((id) => id > last) ?? order[0];
}

/**
 * Who works a new lead, chosen in the lead's own transaction: the owner of the same person's earlier
 * lead (a repeat customer keeps their salesperson, taking leads or not), else the next salesperson
 * taking leads, round-robin; none when nobody is. The round-robin's lock is held only from here to
 * the lead's commit, so instances take turns fairly and a visitor waits for one row at most.
 */
export async function chooseOwner(
  trx: Transaction<Database>,
  person: { phoneE164: string | null; emailKey: string },
): Promise<string | null> {
  const earlier = await ownerOfEarlierLead(trx, person);
  if (earlier) return earlier;
  const last = await lockLastPick(trx);
  const next = nextInTurn(await salespeopleTakingLeads(trx), last);
  if (!next) return null;
  await setLastPick(trx, next);
  return next;
}
