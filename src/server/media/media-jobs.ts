import type { Job } from '../jobs/job.ts';
import { defaultPollMs, startAvifWorker } from './avif-worker.ts';

/** The AVIF encodings of new images: uploads answer with WebP, the AVIF is made in the background. */
export const mediaJobs: Job[] = [
  {
    name: 'avif_encoding',
    everyMs: defaultPollMs,
    lease: 'each image claimed by one statement; a claim past its lease is taken over',
    // Uploads are taken while the server drains; the image in hand is finished, or given back.
    runsThroughDrain: true,
    start: ({ db }) => startAvifWorker(db).stop,
  },
];
