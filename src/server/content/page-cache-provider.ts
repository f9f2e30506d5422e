import memoryProvider from 'astro/cache/memory';
import type { CacheProvider } from 'astro';
import { withBestBrotli } from '../http/cached-page-brotli.ts';
import { pageCacheAddress } from './page-cache-key.ts';

// Astro's in-memory route cache, registered where the content sync can reach it: the provider is
// made inside the server bundle on its first request, while notifications from other instances
// arrive in scripts/serve.ts, a separate copy of the modules. globalThis is what both share.
const registry = Symbol.for('hotelix.pageCache');
type WithRegistry = typeof globalThis & { [registry]?: CacheProvider };

/** The cache provider Astro builds from astro.config's `cache.provider` (see page-cache.ts). */
export default function pageCacheProvider(config: Record<string, unknown> | undefined): CacheProvider {
  // At most 1,000 pages of a few tens of KB: bounded memory, whatever the traffic. Each is looked up
  // and stored under the address it shows (page-cache-key.ts), which holds no query but the news
  // list's state.
  const memory = memoryProvider({
    max: 1_000,
    query: { include: ['danh-muc', 'sap-xep', 'trang', 'nhan-tin'] },
    ...config,
  });
  const cached: NonNullable<CacheProvider['onRequest']> = (context, next) => {
    const address = context.request.method === 'GET' ? pageCacheAddress(context.url) : undefined;
    if (!memory.onRequest || address === undefined) return next();
    const url = new URL(address, context.url);
    const request = new Request(url, { method: 'GET', headers: context.request.headers });
    return memory.onRequest({ ...context, url, request }, next);
  };
  // Cached pages leave as their best brotli copy once it is made (cached-page-brotli.ts).
  const provider: CacheProvider = {
    ...memory,
    onRequest: async (context, next) => withBestBrotli(context.request, await cached(context, next)),
  };
  (globalThis as WithRegistry)[registry] = provider;
  return provider;
}

/** The process's route cache, once Astro has made it (undefined before the first request, in dev and in tests). */
export function registeredPageCache(): CacheProvider | undefined {
  return (globalThis as WithRegistry)[registry];
}
