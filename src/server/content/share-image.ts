import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { renderOgImage } from '../../lib/seo/og-image.ts';
import type { ShareCard } from '../../lib/seo/share-card.ts';
import { siteConfig } from '../../lib/site-config.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { findImage, shareImageUrl, storePng } from '../media/index.ts';
import { readShippedShareImage } from './shipped-share-images.ts';

// Share images (what a link shows on Zalo or Facebook) are drawn when an item is published and stored
// with the images, so every instance serves them and no reader waits for one to be drawn. The id
// hashes what the image shows: a new title is a new address, and each address is cached for a year.

const ogWidth = 1200;
const ogHeight = 630;

/** The id of the share image of `itemId` showing `card`. */
export function shareImageId(itemId: string, card: ShareCard): string {
  const hash = createHash('sha256').update(`${itemId}\n${card.eyebrow}\n${card.title}`).digest('hex').slice(0, 24);
  return `og-${hash}`;
}

/** Where the share image of `itemId` showing `card` is served. */
export function shareImagePath(itemId: string, card: ShareCard): string {
  return shareImageUrl(shareImageId(itemId, card), ogWidth);
}

/**
 * Draws and stores the share image unless it is there already (the build's drawing of a shipped
 * card, when there is one); a failure is logged, the page keeps its other images.
 */
export async function drawShareImage(db: Kysely<Database>, itemId: string, card: ShareCard): Promise<void> {
  const id = shareImageId(itemId, card);
  try {
    if (await findImage(db, id)) return;
    const shown = { ...card, brand: siteConfig.brand, host: siteConfig.siteUrl.host };
    const png = (await readShippedShareImage(shown)) ?? (await renderOgImage(shown));
    await storePng(db, id, ogWidth, ogHeight, new Uint8Array(png));
  } catch (error) {
    log.error('share_image_failed', { itemId, error });
  }
}
