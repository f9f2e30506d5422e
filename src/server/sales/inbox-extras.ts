import type { Kysely } from 'kysely';
import { overdueResponseMinutes, waitingLabel } from '../../lib/sales/first-response.ts';
import { closedStatuses } from '../../lib/sales/sales-labels.ts';
import { leadsWithDemoAhead } from '../booking/meeting.repository.ts';
import type { ContactRow, Database } from '../db/database.ts';
import { earlierCounts } from './lead-work.repository.ts';
import { salesConfig } from './sales-config.ts';

/**
 * What the inbox marks on a page of leads: the person's earlier requests, a demo of theirs ahead
 * (booked on another lead: a second request while one is ahead holds no slot), a first contact
 * overdue in office hours, a next step past its time; and how each lead's owner is named.
 */
export async function inboxExtras(db: Kysely<Database>, leads: ContactRow[], now: Date) {
  const ownerIds = [...new Set(leads.flatMap((lead) => (lead.owner_id ? [lead.owner_id] : [])))];
  const [repeats, demosAhead, owners] = await Promise.all([
    earlierCounts(db, leads),
    leadsWithDemoAhead(db, leads, now.toISOString()),
    ownerIds.length
      ? db.selectFrom('staff_users').select(['id', 'name', 'email']).where('id', 'in', ownerIds).execute()
      : [],
  ]);
  const { officeHours, firstResponseMinutes } = salesConfig;
  const marks = Object.fromEntries(
    leads.map((lead) => {
      const waited = overdueResponseMinutes(lead, now, officeHours, firstResponseMinutes);
      const open = !closedStatuses.has(lead.status);
      return [
        lead.id,
        {
          repeat: repeats.get(lead.id),
          waitingLabel: waited === undefined ? undefined : waitingLabel(waited),
          stepOverdue: open && lead.next_step_at !== null && Date.parse(lead.next_step_at) < now.getTime(),
          demoAhead: demosAhead.has(lead.id),
        },
      ];
    }),
  );
  return { marks, owners: Object.fromEntries(owners.map((user) => [user.id, user.name || user.email])) };
}
