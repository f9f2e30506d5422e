import { inject } from 'vitest';
import {
  launchServer as launchFreshServer,
  type LaunchedServer,
  type LaunchOptions,
} from '../../scripts/lib/launch-server.ts';

// The production server as the integration tests start it: from a copy of the run's imported data
// folder (world.ts) with the warm-up skipped (TEST_SKIP_WARM_UP, a switch production never sets),
// so it answers far sooner than a server migrating, importing and warming up (first-start.test.ts).

export type { LaunchedServer, LaunchOptions };

/**
 * Starts `scripts/serve.ts` as launch-server.ts does. Without DATA_DIR or DATABASE_URL in `env` (a
 * SQLite server on a folder of its own), the folder starts as a copy of the imported template; a
 * database the test made is used as it is (createTestDatabase(dialect, 'imported') for a started
 * one). `fresh: true` keeps the whole first start (warm-up included), for a test of it.
 */
export function launchServer(
  env: Record<string, string> = {},
  timeoutMs = 30_000,
  { fresh = false, ...options }: LaunchOptions & { fresh?: boolean } = {},
): Promise<LaunchedServer> {
  if (fresh) return launchFreshServer(env, timeoutMs, options);
  // A server run as another user (root's tests) could not write a copy root made.
  const copy = env.DATA_DIR === undefined && !env.DATABASE_URL && options.uid === undefined;
  return launchFreshServer({ TEST_SKIP_WARM_UP: '1', ...env }, timeoutMs, {
    ...options,
    ...(copy ? { template: inject('world').sqliteImported } : {}),
  });
}
