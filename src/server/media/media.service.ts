import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Kysely } from 'kysely';
import type { StoredImage } from '../../lib/content/image-urls.ts';
import type { Database } from '../db/database.ts';
import { announceAvifWork } from './avif-signal.ts';
import { checkSource, encodeImage, type EncodedImage } from './image-encode.ts';
import { sniffImageType, type SourceType } from './image-sniff.ts';
import { MediaProblem, maxUploadBytes } from './media-rules.ts';
import {
  avifState,
  findImageRows,
  insertImage,
  insertVariants,
  replaceVariants,
  upsertImage,
  type MediaImageRow,
} from './media.repository.ts';
import { imageGate } from './processing-gate.ts';

type Db = Kysely<Database>;

/** How an image comes to the store. */
export interface StoreImageOptions {
  /** The member who uploaded it; null or absent for imports. */
  createdBy?: string | null;
  /** The type the caller expects; the bytes must show the same (415 otherwise). */
  sourceType?: SourceType;
  /** Rasterises an SVG: only for the illustrations the site ships (trusted), never for an upload. */
  allowSvg?: boolean;
  /**
   * Encodings made ahead for the image of this id (the build's, for the images the site ships), or
   * null: then it is encoded here. Made ahead, they include the AVIF, so the worker has nothing to do.
   */
  madeAhead?: (id: string) => Promise<EncodedImage | null>;
}

/** A stored image, and whether this call stored it (false: the same file was there already). */
export interface StoreImageResult {
  image: StoredImage;
  created: boolean;
}

const toStoredImage = (row: Pick<MediaImageRow, 'id' | 'width' | 'height' | 'avif_done'>): StoredImage => ({
  id: row.id,
  width: row.width,
  height: row.height,
  avif: row.avif_done === avifState.made,
});

/** The store's id of an image: the start of its bytes' SHA-256 (hex). */
export const imageIdOf = (sha256Hex: string): string => sha256Hex.slice(0, 32);

/** The bytes' SHA-256 (hex), their first bytes for sniffing, and their length; a file is read as a stream. */
async function inspect(source: Uint8Array | { path: string }) {
  const hash = createHash('sha256');
  if (source instanceof Uint8Array) {
    return { digest: hash.update(source).digest('hex'), head: source.subarray(0, 4096), size: source.byteLength };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of createReadStream(source.path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    if (size < 4096) chunks.push(chunk);
    size += chunk.length;
  }
  return { digest: hash.digest('hex'), head: Buffer.concat(chunks).subarray(0, 4096), size };
}

/**
 * Stores an image (bytes, or a file the caller removes afterwards): checks its type from its bytes,
 * encodes WebP at every width it has at once, and leaves the AVIF encodings to the worker. Its id is
 * the start of the bytes' SHA-256, so the same file stored twice is one image, encoded once. Throws a
 * MediaProblem for what the person can act on (type, size, a broken file, a busy server).
 */
export async function storeImage(
  db: Db,
  source: Uint8Array | { path: string },
  options: StoreImageOptions = {},
): Promise<StoreImageResult> {
  const { digest, head, size } = await inspect(source);
  if (size === 0) throw new MediaProblem('empty');
  if (size > maxUploadBytes) throw new MediaProblem('too_large');
  const type = sniffImageType(head, { allowSvg: options.allowSvg ?? false });
  if (!type || (options.sourceType && options.sourceType !== type)) throw new MediaProblem('unsupported_type');
  const id = imageIdOf(digest);
  const [existing] = await findImageRows(db, [id]);
  if (existing) return { image: toStoredImage(existing), created: false };

  const madeAhead = (await options.madeAhead?.(id)) ?? null;
  const encoded = madeAhead ?? (await encode(source, type));
  const row = {
    id,
    width: encoded.width,
    height: encoded.height,
    source_type: type,
    source_bytes: size,
    avif_done: madeAhead ? avifState.made : avifState.waiting,
    created_at: new Date().toISOString(),
    created_by: options.createdBy ?? null,
  };
  const created = await db.transaction().execute(async (trx) => {
    // Another request stored the same file meanwhile: theirs stands.
    if (!(await insertImage(trx, row))) return false;
    await insertVariants(
      trx,
      encoded.encodings.map((encoding) => ({ image_id: id, ...encoding })),
    );
    return true;
  });
  if (!created) {
    const [stored] = await findImageRows(db, [id]);
    if (stored) return { image: toStoredImage(stored), created: false };
  }
  if (!madeAhead) announceAvifWork();
  return { image: toStoredImage(row), created: true };
}

/** Checks a source's header, then encodes its WebP and master in the image queue. */
async function encode(source: Uint8Array | { path: string }, type: SourceType): Promise<EncodedImage> {
  const checked = await checkSource(source instanceof Uint8Array ? source : source.path, type);
  return imageGate().run(() => encodeImage(checked));
}

/** The stored images among `ids`, by id (unknown ids are left out). */
export async function findImages(db: Db, ids: Iterable<string>): Promise<Map<string, StoredImage>> {
  const rows = await findImageRows(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toStoredImage(row)]));
}

/** One stored image, or null. */
export async function findImage(db: Db, id: string): Promise<StoredImage | null> {
  return (await findImages(db, [id])).get(id) ?? null;
}

/** Ids the caller may choose for share images: lowercase letters, digits and hyphens. */
const shareIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** The address of a share image stored with `storePng`. */
export function shareImageUrl(id: string, width: number): string {
  return `/anh/${id}-${width}.png`;
}

/**
 * Stores a PNG made by the site (a share image) under an id the caller chooses, replacing what that
 * id held; served at `shareImageUrl(id, width)`. Addresses are cached for a year, so an id should
 * change with what the image shows (e.g. end with a hash of its title).
 */
export async function storePng(db: Db, id: string, width: number, height: number, bytes: Uint8Array): Promise<string> {
  if (!shareIdPattern.test(id))
    throw new Error(`A share image id must be lowercase letters, digits and hyphens: ${id}`);
  if (sniffImageType(bytes) !== 'image/png') throw new Error(`The share image ${id} is not a PNG`);
  await db.transaction().execute(async (trx) => {
    await upsertImage(trx, {
      id,
      width,
      height,
      source_type: 'image/png',
      source_bytes: bytes.byteLength,
      avif_done: avifState.none,
      created_at: new Date().toISOString(),
      created_by: null,
    });
    await replaceVariants(trx, id, 'png', [{ image_id: id, format: 'png', width, height, bytes }]);
  });
  return shareImageUrl(id, width);
}
