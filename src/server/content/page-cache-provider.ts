import memoryProvider from 'astro/cache/memory';
import type { CacheProvider } from 'astro';

// Astro's in-memory route cache, registered where the content sync can reach it: the provider is
// made inside the server bundle on its first request, while notifications from other instances
// arrive in scripts/serve.ts, a separate copy of the modules. globalThis is what both share.
const registry = Symbol.for('hotelix.pageCache');
type WithRegistry = typeof globalThis & { [registry]?: CacheProvider };

/** The cache provider Astro builds from astro.config's `cache.provider` (see page-cache.ts). */
export default function pageCacheProvider(config: Record<string, unknown> | undefined): CacheProvider {
  const provider = memoryProvider({ max: 2_000, ...config });
  (globalThis as WithRegistry)[registry] = provider;
  return provider;
}

/** The process's route cache, once Astro has made it (undefined before the first request, in dev and in tests). */
export function registeredPageCache(): CacheProvider | undefined {
  return (globalThis as WithRegistry)[registry];
}
