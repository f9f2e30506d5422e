import { inject } from 'vitest';
import type { LaunchedServer } from '../../scripts/lib/launch-server.ts';

// The run's one server with the default configuration (world.ts starts it from the imported template
// and stops it at the end), for files whose tests only read from it: headers, pages, fonts. Files
// run side by side use it at once, so a test that writes (an account, a lead, a setting) or needs
// other settings starts its own with launchServer (test-server.ts).

/** The shared server's address and data folder; never stopped by a test. */
export function sharedServer(): Pick<LaunchedServer, 'url' | 'dataDir'> {
  return inject('world').sharedServer;
}
