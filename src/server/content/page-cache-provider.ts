import memoryProvider from 'astro/cache/memory';
import type { CacheProvider } from 'astro';
import { withBestBrotli } from '../http/cached-page-brotli.ts';

// Astro's in-memory route cache, registered where the content sync can reach it: the provider is
// made inside the server bundle on its first request, while notifications from other instances
// arrive in scripts/serve.ts, a separate copy of the modules. globalThis is what both share.
const registry = Symbol.for('hotelix.pageCache');
type WithRegistry = typeof globalThis & { [registry]?: CacheProvider };

/** The cache provider Astro builds from astro.config's `cache.provider` (see page-cache.ts). */
export default function pageCacheProvider(config: Record<string, unknown> | undefined): CacheProvider {
  // Only the parameters a cached page reads make a new entry (the news list's filter, sort, page and
  // the newsletter's thank-you): `?x=<random>` on every request must not fill the cache. At most
  // 1,000 pages of about 40 KB: 40 MB, whatever the traffic.
  const memory = memoryProvider({
    max: 1_000,
    query: { include: ['danh-muc', 'sap-xep', 'trang', 'nhan-tin'] },
    ...config,
  });
  // Cached pages leave as their best brotli copy once it is made (cached-page-brotli.ts).
  const provider: CacheProvider = {
    ...memory,
    onRequest: async (context, next) =>
      withBestBrotli(context.request, await (memory.onRequest?.(context, next) ?? next())),
  };
  (globalThis as WithRegistry)[registry] = provider;
  return provider;
}

/** The process's route cache, once Astro has made it (undefined before the first request, in dev and in tests). */
export function registeredPageCache(): CacheProvider | undefined {
  return (globalThis as WithRegistry)[registry];
}
