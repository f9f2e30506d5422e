import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { widthsOf } from '../../lib/content/image-urls.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { checkSource, encodeAvif, encodeImage, masterFormat, type EncodedImage } from './image-encode.ts';
import { sniffImageType } from './image-sniff.ts';
import { imageIdOf, storeImage, type StoreImageResult } from './media.service.ts';

// The images the site ships (article covers and product drawings in src/content) are encoded once,
// by the build (scripts/lib/shipped-images-integration.ts), WebP and AVIF at every width, into
// dist/shipped-images; the first import copies those encodings into the store. Encoded at first
// start instead, they cost many seconds of a core (most of it AVIF) on every fresh data folder: a new
// install's first minute, and every server the tests start. An image the build did not encode (the
// file changed since) is encoded at import as any other.

/** Where the build leaves the encodings, relative to the server's working directory (the project). */
export const shippedImagesDir = path.resolve('dist/shipped-images');

const manifestSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  encodings: z.array(
    z.object({
      format: z.enum(['webp', 'avif']),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      file: z.string().regex(/^[a-z]+-\d+\.[a-z]+$/),
    }),
  ),
});

/** The store's id of the file's bytes, and the bytes. */
export async function readShippedImage(file: string): Promise<{ id: string; bytes: Buffer }> {
  const bytes = await readFile(file);
  return { id: imageIdOf(createHash('sha256').update(bytes).digest('hex')), bytes };
}

/** Encodes a shipped image as the store and its AVIF worker would, every encoding a reader gets. */
export async function encodeShippedImage(bytes: Uint8Array): Promise<EncodedImage> {
  const type = sniffImageType(bytes, { allowSvg: true });
  if (!type) throw new Error('not an image the store takes');
  const { width, height, encodings } = await encodeImage(await checkSource(bytes, type));
  const master = encodings.find((encoding) => encoding.format === masterFormat)!;
  const served = encodings.filter((encoding) => encoding !== master);
  for (const target of widthsOf({ width })) {
    const avif = await encodeAvif(master.bytes, { width, height }, target);
    served.push({ format: 'avif', width: target, ...avif });
  }
  return { width, height, encodings: served };
}

/** Writes `encoded` into `dir`/`id`: one file per encoding and a manifest that lists them. */
export async function writeShippedImage(dir: string, id: string, encoded: EncodedImage): Promise<void> {
  const folder = path.join(dir, id);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const encodings: z.infer<typeof manifestSchema>['encodings'] = [];
  for (const { format, width, height, bytes } of encoded.encodings) {
    // What the build made holds no master: the AVIFs are made from it.
    if (format === masterFormat) continue;
    const file = `${format}-${width}.${format}`;
    await writeFile(path.join(folder, file), bytes);
    encodings.push({ format, width, height, file });
  }
  const manifest: z.infer<typeof manifestSchema> = { width: encoded.width, height: encoded.height, encodings };
  // Written last: a folder without its manifest (a build stopped half way) is not used.
  await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
}

/** The encodings the build left in `dir` for image `id`, or null when there are none (or they are damaged). */
export async function readShippedEncodings(dir: string, id: string): Promise<EncodedImage | null> {
  const folder = path.join(dir, id);
  let text: string;
  try {
    text = await readFile(path.join(folder, 'manifest.json'), 'utf8');
  } catch {
    return null;
  }
  try {
    const manifest = manifestSchema.parse(JSON.parse(text));
    const encodings = await Promise.all(
      manifest.encodings.map(async ({ file, ...size }) => ({
        ...size,
        bytes: await readFile(path.join(folder, file)),
      })),
    );
    return { width: manifest.width, height: manifest.height, encodings };
  } catch (error) {
    log.warn('shipped_image_unreadable', { id, error });
    return null;
  }
}

/** Stores a shipped image file, from the build's encodings when they are there. */
export function storeShippedImage(
  db: Kysely<Database>,
  file: string,
  dir: string = shippedImagesDir,
): Promise<StoreImageResult> {
  return storeImage(
    db,
    { path: file },
    { allowSvg: true, createdBy: null, madeAhead: (id) => readShippedEncodings(dir, id) },
  );
}
