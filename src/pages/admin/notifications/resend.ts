import type { APIRoute } from 'astro';
import { getDb } from '@/server/db/instance';
import { audit } from '@/server/audit/audit-log';
import { requeueFailed } from '@/server/notify/notification.repository';
import { channelsOf, notifyConfig } from '@/server/notify/notify-config';
import { announceOutbox } from '@/server/notify/outbox-signal';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** 'Gửi lại tất cả': after a channel's outage, queues every notification it gave up on again. */
export const POST: APIRoute = async ({ locals, redirect }) => {
  const count = await requeueFailed(getDb(), channelsOf(notifyConfig), new Date().toISOString());
  if (count)
    await audit(getDb(), { action: 'notification_resent', actor: locals.staff, detail: `Tất cả: ${count} thông báo` });
  if (count) announceOutbox();
  return redirect(`/admin?da-gui-lai=${count}`, 303);
};
