import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { policyForPage } from '../../src/server/http/page-csp.ts';

interface RouteHeaders {
  pathname: string;
  headers: Array<{ key: string; value: string }>;
}

/** The prerendered file of `pathname` (build.format 'preserve': /a → a.html, /a/ index → a/index.html). */
async function pageHtml(clientDir: string, pathname: string): Promise<string | undefined> {
  const base = path.join(clientDir, pathname);
  for (const file of [`${base}.html`, path.join(base, 'index.html')]) {
    try {
      return await readFile(file, 'utf8');
    } catch {
      // Not this form of the path.
    }
  }
  return undefined;
}

/**
 * After the Node adapter has written the prerendered pages' headers (`_headers.json`, sent by the
 * server), cuts each page's Content-Security-Policy hashes to the inline scripts and styles that page
 * carries (page-csp.ts says why). Runs after the adapter: Astro puts the adapter first in the hooks.
 */
export function pageCsp(): AstroIntegration {
  let headersFile = '';
  return {
    name: 'page-csp',
    hooks: {
      'astro:config:done': ({ config }) => {
        // Where the adapter writes it (@astrojs/node: `new URL('_headers.json', config.outDir)`).
        headersFile = fileURLToPath(new URL('_headers.json', config.outDir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const routes = JSON.parse(await readFile(headersFile, 'utf8').catch(() => '[]')) as RouteHeaders[];
        let cut = 0;
        for (const route of routes) {
          const html = await pageHtml(clientDir, route.pathname);
          if (html === undefined) continue;
          for (const header of route.headers) {
            if (header.key.toLowerCase() !== 'content-security-policy') continue;
            header.value = policyForPage(header.value, html);
            cut++;
          }
        }
        // The adapter's static handler takes the first entry whose pathname *contains* the request's
        // (`/` would get `/cam-on`'s policy, `/khach-hang` a story's). Shortest first makes that first
        // entry the exact one: a shorter pathname cannot contain a longer one.
        routes.sort((a, b) => a.pathname.length - b.pathname.length);
        await writeFile(headersFile, JSON.stringify(routes, null, '\t'));
        logger.info(`${cut} page policies cut to the hashes each page uses`);
      },
    },
  };
}
