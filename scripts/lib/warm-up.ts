import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

// The first request for each kind of page loads its code and runs it cold, many times slower than
// once warm (bench/results/first-start-*.md has the figures). The server renders them once before
// its port opens, so no reader is the one who waits.

/** The kind of page a path is: itself at the top level ('/tin-tuc'), its section below ('/tin-tuc/*'). */
const kindOf = (path: string) => {
  const [, section, rest] = path.split('/');
  return rest === undefined ? path : `/${section}/*`;
};

/** From a sitemap, one page of each kind, in its order: the top-level pages and the first item of each section. */
export function pagesToWarm(sitemap: string): string[] {
  const kinds = new Map<string, string>();
  for (const [, location] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(location!).pathname;
    if (!kinds.has(kindOf(path))) kinds.set(kindOf(path), path);
  }
  return [...kinds.values()];
}

/**
 * Renders the sitemap and one page of each kind it lists through `serve`, on a loopback port of its
 * own, one at a time, for at most `budgetMs`; never throws (what is left is warmed by readers).
 * How many pages answered.
 */
export async function warmUp(serve: RequestListener, budgetMs: number): Promise<number> {
  const server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signal = AbortSignal.timeout(budgetMs);
  let answered = 0;
  try {
    const sitemap = await fetch(`${base}/sitemap.xml`, { signal });
    const pages = sitemap.ok ? pagesToWarm(await sitemap.text()) : ['/'];
    for (const path of pages) {
      await (await fetch(`${base}${path}`, { signal })).arrayBuffer();
      answered++;
    }
  } catch {
    // Out of time, or the content unreadable: readers will find out what the pages say.
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return answered;
}
