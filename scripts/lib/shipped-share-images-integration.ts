import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { renderOgImage } from '../../src/lib/seo/og-image.ts';
import { siteConfig } from '../../src/lib/site-config.ts';
import {
  shareCardFile,
  shippedShareCards,
  shippedShareImagesDir,
} from '../../src/server/content/shipped-share-images.ts';
import { buildCacheKey } from './build-cache-key.ts';

// The build draws the share images of the content the site ships (src/server/content/shipped-share-images.ts
// says why), kept between builds in node_modules/.cache under a key of the drawing's code and the
// versions of what draws it: a change to either draws them again, an unchanged card is copied.

const root = process.cwd();
// The drawing's code, and the versions of satori and of the font it draws with.
const drawingFiles = [
  'src/lib/seo/og-image.ts',
  'src/lib/brand-colors.ts',
  'node_modules/satori/package.json',
  'node_modules/@fontsource/be-vietnam-pro/package.json',
];

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

export function shippedShareImages(): AstroIntegration {
  return {
    name: 'shipped-share-images',
    hooks: {
      'astro:build:done': async ({ logger }) => {
        const cache = path.join(
          root,
          'node_modules/.cache/shipped-share-images',
          await buildCacheKey(root, drawingFiles),
        );
        await mkdir(cache, { recursive: true });
        await rm(shippedShareImagesDir, { recursive: true, force: true });
        await mkdir(shippedShareImagesDir, { recursive: true });
        const cards = await shippedShareCards(path.join(root, 'src/content'));
        let drawn = 0;
        for (const card of cards) {
          const shown = { ...card, brand: siteConfig.brand, host: siteConfig.siteUrl.host };
          const cached = path.join(cache, shareCardFile(shown));
          if (!(await exists(cached))) {
            // Renamed into place: a build stopped half way leaves no cut-off image in the cache.
            await writeFile(`${cached}.part`, await renderOgImage(shown));
            await rename(`${cached}.part`, cached);
            drawn++;
          }
          await copyFile(cached, path.join(shippedShareImagesDir, shareCardFile(shown)));
        }
        logger.info(`${cards.length} share images ready for the first import (${drawn} drawn, the rest cached)`);
      },
    },
  };
}
