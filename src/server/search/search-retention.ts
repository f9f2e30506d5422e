import type { RetentionSweep } from '../jobs/job.ts';
import { pruneSearchCounts } from './search-log.ts';

/** The editors' search counts of months no longer kept (search-log.ts). */
export const searchRetention: RetentionSweep = { name: 'search_counts', sweep: pruneSearchCounts };
