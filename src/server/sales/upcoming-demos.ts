import type { Kysely } from 'kysely';
import { vietnamDateOf, vietnamDayStart } from '../../lib/vietnam-time.ts';
import type { Database } from '../db/database.ts';
import type { InboxFilter } from '../inbox/inbox-filter.ts';
import { demosOf, type DemoHosts } from './demo-agenda.repository.ts';

/** At most this many demos above the inbox: a few weeks of one salesperson's. */
const listed = 30;

/**
 * The demos for the inbox's owner filter, from today on and earlier ones not marked yet: a member's
 * own ('Của tôi'), the team's for 'Chưa giao' (where the owner role sees leads nobody has), everyone's.
 */
export function upcomingDemos(db: Kysely<Database>, owner: InboxFilter['owner'], now: Date) {
  const hosts: DemoHosts =
    owner === null ? 'everyone' : owner === 'none' ? { staffIds: [], team: true } : { staffIds: [owner], team: false };
  // A cancelled demo is no plan: 'Hôm nay' shows today's to say so, this list of what is coming does not.
  const from = vietnamDayStart(vietnamDateOf(now));
  return demosOf(db, hosts, { from, unmarkedBefore: true, leaveOutCancelled: true }, listed);
}
