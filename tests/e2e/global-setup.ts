import { launchServer } from '../../scripts/lib/launch-server.ts';
import { startWebhookReceiver } from '../../scripts/lib/notify-receivers.ts';

/** Starts the production server once for the whole run; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // A webhook channel that answers, so the inbox shows notifications as in production.
  const hook = await startWebhookReceiver();
  // ERROR_PROBE lets the suite check what a rendering failure looks like; every test comes from one
  // address, so the per-client rate limit (tested in the integration suite) is raised out of the way.
  const server = await launchServer({
    ERROR_PROBE: '1',
    RATE_LIMIT_PER_MINUTE: '10000',
    RATE_LIMIT_PER_HOUR: '100000',
    NOTIFY_WEBHOOK_URL: hook.url,
    NOTIFY_WEBHOOK_SECRET: 'bi-mat-webhook-cua-e2e-hotelix',
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
    await hook.close();
  };
}
