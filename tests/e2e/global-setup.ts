import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchServer } from '../../scripts/lib/launch-server.ts';
import { startSmtpReceiver, startWebhookReceiver } from '../../scripts/lib/notify-receivers.ts';
import { startPushReceiver } from '../../scripts/lib/push-receiver.ts';

/** Starts the production server once for the whole run; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // A webhook channel that answers, so the inbox shows notifications as in production.
  const hook = await startWebhookReceiver();
  // A real SMTP server for account e-mails (invitations, resets) and the sales mailbox; the tests,
  // in other processes, read what it received from a small JSON endpoint (E2E_MAILBOX_URL).
  const smtp = await startSmtpReceiver();
  const mailbox = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(smtp.emails));
  });
  await new Promise<void>((resolve) => mailbox.listen(0, '127.0.0.1', resolve));
  // A push service of our own (scripts/lib/push-receiver.ts): the tests make a phone's subscription
  // with POST /device and read what it took from GET /pushes (E2E_PUSH_URL).
  const push = await startPushReceiver();
  const pushbox = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.method === 'POST' ? push.device() : push.pushes));
  });
  await new Promise<void>((resolve) => pushbox.listen(0, '127.0.0.1', resolve));
  // ERROR_PROBE lets the suite check what a rendering failure looks like; every test comes from one
  // address, so the per-client rate limits (tested in the integration suite) are raised out of the way.
  const server = await launchServer(
    {
      ERROR_PROBE: '1',
      RATE_LIMIT_PER_MINUTE: '10000',
      RATE_LIMIT_PER_HOUR: '100000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '0',
      SEARCH_RATE_LIMIT_PER_HOUR: '0',
      ASSISTANT_RATE_LIMIT_PER_MINUTE: '0',
      ASSISTANT_RATE_LIMIT_PER_HOUR: '0',
      NOTIFY_WEBHOOK_URL: hook.url,
      NOTIFY_WEBHOOK_SECRET: 'bi-mat-webhook-cua-e2e-hotelix',
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: 'kinh-doanh@hotelix.vn',
      NOTIFY_EMAIL_FROM: 'Hotelix <no-reply@hotelix.vn>',
      PUSH_ENDPOINT_ALLOW: push.origin,
      // A first start migrates and imports from nothing: 15–20 s on a busy two-core machine, as the
      // spec servers are given 60 s for the same.
    },
    60_000,
  );
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_MAILBOX_URL = `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}`;
  process.env.E2E_PUSH_URL = `http://127.0.0.1:${(pushbox.address() as AddressInfo).port}`;
  // The staff project's saved sessions (tests/e2e/staff.setup.ts): this run's, removed with it.
  const authDir = mkdtempSync(path.join(tmpdir(), 'hotelix-e2e-auth-'));
  process.env.E2E_AUTH_DIR = authDir;
  return async () => {
    await server.stop();
    await hook.close();
    await smtp.close();
    await new Promise((resolve) => mailbox.close(resolve));
    await push.close();
    await new Promise((resolve) => pushbox.close(resolve));
    rmSync(authDir, { recursive: true, force: true });
  };
}
