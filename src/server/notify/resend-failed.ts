import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { audit } from '../audit/index.ts';
import type { Database } from '../db/database.ts';
import { requeueFailed } from './notification.repository.ts';
import { channelsOf, notifyConfig } from './notify-config.ts';
import { announceOutbox } from './outbox-signal.ts';

/**
 * POST /admin/notifications/resend, 'Gửi lại tất cả': after a channel's outage, queues every
 * notification it gave up on again, then back to the inbox with how many.
 */
export async function resendFailedPost(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
): Promise<Response> {
  const count = await requeueFailed(db, channelsOf(notifyConfig), new Date().toISOString());
  if (count) {
    await audit(db, { action: 'notification_resent', actor: staff, detail: `Tất cả: ${count} thông báo` });
    announceOutbox();
  }
  return context.redirect(`/admin?da-gui-lai=${count}`, 303);
}
