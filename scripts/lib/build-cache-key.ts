import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The name of a build cache's folder: a hash of the files whose code makes what is cached (under
 * `root`) and of sharp's and libvips' versions, so a change to either makes it again.
 */
export async function buildCacheKey(root: string, files: readonly string[]): Promise<string> {
  const hash = createHash('sha256')
    .update(sharp.versions.sharp ?? '')
    .update(sharp.versions.vips);
  for (const file of files) hash.update(await readFile(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}
