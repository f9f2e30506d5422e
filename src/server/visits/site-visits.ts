import { siteConfig } from '../../lib/site-config.ts';
import { createVisitCounter, type VisitCounter } from './visit-counter.ts';
import { visitConfig } from './visit-config.ts';

/**
 * This process's visit counter, shared by the request path (scripts/serve.ts watches every answer)
 * and the job that writes its batches (visits-jobs.ts); undefined with VISIT_COUNTING=off.
 */
export const siteVisits: VisitCounter | undefined = visitConfig.on
  ? createVisitCounter(siteConfig.siteUrl.hostname)
  : undefined;
