import { launchServer } from '../../scripts/lib/launch-server.ts';

/** Starts the production server once for the whole run; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // ERROR_PROBE lets the suite check what a rendering failure looks like.
  const server = await launchServer({ ERROR_PROBE: '1' });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
