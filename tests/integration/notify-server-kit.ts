import { afterEach } from 'vitest';
import type { WebhookReceiver } from '../../scripts/lib/notify-receivers.ts';

// What the notifier's server tests share (notify-server.test.ts, notify-restarts.test.ts): the
// webhook's settings, lead submissions without limits, and cleanups run after each test.

export const secret = 'bi-mat-webhook-cua-hotelix';
export const noLimits = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' };
export const webhookEnv = (hook: WebhookReceiver) => ({ NOTIFY_WEBHOOK_URL: hook.url, NOTIFY_WEBHOOK_SECRET: secret });

/** The lead e-mails the receiver was told about, with how many calls each got. */
export function callsPerEmail(hook: WebhookReceiver): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of hook.calls) {
    const { lead } = JSON.parse(call.body) as { lead: { email: string } };
    counts.set(lead.email, (counts.get(lead.email) ?? 0) + 1);
  }
  return counts;
}

/** Cleanups to run after each test of the calling file, last added first. */
export function useCleanups(): Array<() => Promise<unknown>> {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });
  return cleanups;
}
