import type { Kysely } from 'kysely';
import { widthsOf } from '../../lib/content/image-urls.ts';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { onAvifWork } from './avif-signal.ts';
import { encodeAvif, masterFormat } from './image-encode.ts';
import {
  avifState,
  deleteVariants,
  findAvifWork,
  findWidestVariant,
  insertVariants,
  moveAvifState,
  type NewMediaVariant,
} from './media.repository.ts';
import { imageGate } from './processing-gate.ts';
import { announceContentChange, bumpContentVersion, cacheTags } from '../content/index.ts';

// AVIF is a third smaller than WebP but takes seconds per image to encode, so uploads answer with
// WebP and this worker adds AVIF afterwards. Every instance runs one; an image is claimed by one
// statement (see moveAvifState), so with several instances on one PostgreSQL it is encoded once.

const minuteMs = 60_000;
/** A claim older than this is taken to belong to a worker that died (an image takes seconds). */
const defaultLeaseMinutes = 15;
export const defaultPollMs = 30_000;

class ClaimLost extends Error {}

/**
 * Claims the oldest image waiting for its AVIF encodings, encodes them and stores them; the id of
 * the image, or null when none waits (or the claim was given back because `stopping()` turned true).
 */
export async function encodeNextAvif(
  db: Kysely<Database>,
  now = new Date(),
  stopping: () => boolean = () => false,
  leaseMinutes = defaultLeaseMinutes,
): Promise<string | null> {
  const minute = Math.floor(now.getTime() / minuteMs);
  const claim = -minute;
  let image: Awaited<ReturnType<typeof findAvifWork>>[number] | undefined;
  for (const candidate of await findAvifWork(db, leaseMinutes - minute, 5)) {
    if (await moveAvifState(db, candidate.id, candidate.avif_done, claim)) {
      image = candidate;
      break;
    }
  }
  if (!image) return null;
  const { id } = image;
  const source = (await findWidestVariant(db, id, masterFormat)) ?? (await findWidestVariant(db, id, 'webp'));
  const encodings: NewMediaVariant[] = [];
  for (const width of widthsOf(image)) {
    if (stopping()) {
      await moveAvifState(db, id, claim, avifState.waiting);
      return null;
    }
    try {
      if (!source) throw new Error('the image has no encoding to start from');
      const avif = await imageGate().run(() => encodeAvif(source.bytes, image, width), true);
      encodings.push({ image_id: id, format: 'avif', width, ...avif });
    } catch (error) {
      // An image that cannot be encoded is given up (its WebP serves) rather than tried forever. A
      // database fault, below, leaves the claim to lapse instead, and the image is tried again then.
      log.error('avif_failed', { id, width, error });
      await moveAvifState(db, id, claim, avifState.none);
      return id;
    }
  }
  try {
    await db.transaction().execute(async (trx) => {
      await insertVariants(trx, encodings);
      await deleteVariants(trx, id, masterFormat);
      if (!(await moveAvifState(trx, id, claim, avifState.made))) throw new ClaimLost();
    });
  } catch (error) {
    if (!(error instanceof ClaimLost)) throw error;
    // Too slow: the claim lapsed and another worker took the image over; its encodings will stand.
    log.warn('avif_claim_lost', { id });
    return id;
  }
  log.info('avif_made', { id, widths: encodings.map((encoding) => encoding.width) });
  // Pages cached before the AVIF existed list WebP only: drop them so readers get the smaller files.
  await announceContentChange(db, await bumpContentVersion(db), [cacheTags.all]);
  return id;
}

/** The running worker: `stop` lets the image in hand finish (or gives it back), `nudge` looks for work now. */
export interface AvifWorker {
  stop: () => Promise<void>;
  nudge: () => void;
}

/**
 * Encodes the AVIF of every image waiting for it: at start, when this process stores an image, and
 * every `pollMs` (images other instances stored, claims that lapsed). Never throws: a fault is
 * logged and the next round tries again.
 */
export function startAvifWorker(
  db: Kysely<Database>,
  options: { pollMs?: number; leaseMinutes?: number } = {},
): AvifWorker {
  let stopped = false;
  let again = false;
  let running: Promise<void> | undefined;
  const drain = async () => {
    while (!stopped && (await encodeNextAvif(db, new Date(), () => stopped, options.leaseMinutes))) {
      // One image after another until none waits.
    }
  };
  const nudge = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        // A data folder that cannot be written is reported at start-up; the next round tries again.
        if (!storageProblem(error)) log.error('avif_worker_failed', { error });
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          nudge();
        }
      });
  };
  const timer = setInterval(nudge, options.pollMs ?? defaultPollMs).unref();
  const stopListening = onAvifWork(nudge);
  setImmediate(nudge);
  return {
    nudge,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      stopListening();
      await running;
    },
  };
}
