import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { precompressedSuffix, precompressibleTypes } from './precompressed-files.ts';

const brotli = promisify(zlib.brotliCompress);

// Below this, the bytes saved do not pay for a second file.
const minimumBytes = 1024;

/**
 * Writes, after every build, a brotli copy at the highest quality beside each text file of the client
 * build (prerendered pages, stylesheets, scripts). Quality 11 slows the build a little but makes the
 * landing page smaller than the quality the server can afford per request (6): that is what
 * keeps its first response inside one round trip (design.md: 14 KB). `scripts/serve.ts` sends them.
 */
export function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = await textFiles(root);
        const written = await Promise.all(files.map(writeBrotliCopy));
        logger.info(`${written.filter(Boolean).length} files compressed ahead (brotli 11)`);
      },
    },
  };
}

async function textFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && path.extname(entry.name) in precompressibleTypes)
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** True when the copy was written (a file too small, or one brotli cannot shrink, keeps none). */
async function writeBrotliCopy(file: string): Promise<boolean> {
  const source = await readFile(file);
  if (source.length < minimumBytes) return false;
  const compressed = await brotli(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  if (compressed.length >= source.length) return false;
  await writeFile(file + precompressedSuffix, compressed);
  return true;
}
