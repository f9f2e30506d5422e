import { cp, readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { splitFrontMatter } from '../../src/server/content/markdown-import.ts';
import {
  encodeShippedImage,
  readShippedEncodings,
  readShippedImage,
  shippedImagesDir,
  writeShippedImage,
} from '../../src/server/media/shipped-images.ts';
import { buildCacheKey } from './build-cache-key.ts';

// The build encodes the images the site ships (src/server/media/shipped-images.ts says why), kept
// between builds in node_modules/.cache under a key of the encoder's code and sharp's version
// (build-cache-key.ts): a change to either encodes them again, an unchanged image is copied.

const root = process.cwd();
const contentFolders = ['src/content/articles', 'src/content/products'];
const encoderFiles = [
  'src/server/media/image-encode.ts',
  'src/server/media/shipped-images.ts',
  'src/lib/content/image-urls.ts',
];

/** Every image file the first import stores: the `image` of each article and product. */
async function shippedImageFiles(): Promise<string[]> {
  const files = new Set<string>();
  for (const folder of contentFolders.map((name) => path.join(root, name))) {
    for (const name of (await readdir(folder)).filter((entry) => entry.endsWith('.md'))) {
      const { data } = splitFrontMatter(await readFile(path.join(folder, name), 'utf8'));
      if (typeof data.image === 'string') files.add(path.resolve(folder, data.image));
    }
  }
  return [...files].sort();
}

export function shippedImages(): AstroIntegration {
  return {
    name: 'shipped-images',
    hooks: {
      'astro:build:done': async ({ logger }) => {
        const cache = path.join(root, 'node_modules/.cache/shipped-images', await buildCacheKey(root, encoderFiles));
        const pending = await shippedImageFiles();
        let encoded = 0;
        await rm(shippedImagesDir, { recursive: true, force: true });
        // sharp uses one thread per image (image-encode.ts): one image per core.
        const worker = async () => {
          for (let file = pending.shift(); file; file = pending.shift()) {
            const { id, bytes } = await readShippedImage(file);
            if (!(await readShippedEncodings(cache, id))) {
              await writeShippedImage(cache, id, await encodeShippedImage(bytes));
              encoded++;
            }
            await cp(path.join(cache, id), path.join(shippedImagesDir, id), { recursive: true });
          }
        };
        const total = pending.length;
        await Promise.all(Array.from({ length: availableParallelism() }, worker));
        logger.info(`${total} shipped images ready for the first import (${encoded} encoded, the rest cached)`);
      },
    },
  };
}
