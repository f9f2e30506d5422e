import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { stampFor } from './build-stamp.ts';

/** Records, after every build, the configuration it was built with (read by `npm start`). */
export function buildStamp(): AstroIntegration {
  let outDir: URL;
  return {
    name: 'build-stamp',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = new URL('../', config.build.client);
      },
      'astro:build:done': () => {
        writeFileSync(fileURLToPath(new URL('build-stamp.json', outDir)), `${JSON.stringify(stampFor(process.env))}\n`);
      },
    },
  };
}
