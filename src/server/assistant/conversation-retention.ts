import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

// MERGE (issue 34): a stand-in. The conversations handed over to sales are stored with their lead in
// a table of part B (the panel and handover, another branch). When that lands, delete this file and
// import B's deleteConversationsOlderThan in assistant-retention.ts instead: that is the one call.

/** Deletes the conversations stored with leads before `cutoff`; how many. None exist on this branch. */
export async function deleteConversationsOlderThan(_db: Kysely<Database>, _cutoff: Date): Promise<number> {
  return 0;
}
