import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { can, type SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { pushSettingLabels, type PushSection, type PushSettings } from '../../lib/push/push-settings.ts';
import { isRecordId } from '../../lib/record-id.ts';
import type { Database } from '../db/database.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { devicesOf, removeSubscription, saveSettings, settingsOf } from './push.repository.ts';
import { vapidKeys } from './vapid-keys.ts';

/** Where the push section is, on 'Tài khoản của tôi'. */
const sectionPath = '/admin/tai-khoan';
const back = (notice: string) => `${sectionPath}?thong-bao=${notice}#thong-bao-dien-thoai`;

/** The account page's push section for `staff`; undefined for a role that works no leads (an editor). */
export async function pushSection(db: Kysely<Database>, staff: SignedInStaff): Promise<PushSection | undefined> {
  if (!can(staff.role, 'leads')) return undefined;
  const [keys, devices, settings] = await Promise.all([
    vapidKeys(db),
    devicesOf(db, staff.id),
    settingsOf(db, staff.id),
  ]);
  return {
    publicKey: keys.publicKey,
    devices: devices.map((device) => ({
      id: device.id,
      device: device.device,
      createdAt: device.created_at,
      lastSentAt: device.last_sent_at,
    })),
    endpoints: devices.map((device) => device.endpoint),
    settings,
    owner: staff.role === 'owner',
  };
}

/**
 * POST /admin/thong-bao-dien-thoai, the section's plain forms: 'Lưu cài đặt thông báo' (checkboxes,
 * an unticked one is off) and 'Gỡ' beside a device. Back to the section with a notice (303).
 */
export async function pushSettingsPost(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
  now: Date = new Date(),
): Promise<Response> {
  const form = await readForm(context.request);
  if (typeof form === 'string') return bodyProblemResponse(form);
  const action = form.get('action');
  if (action === 'save') {
    const keys = Object.keys(pushSettingLabels(false)) as Array<keyof PushSettings>;
    const settings = Object.fromEntries(keys.map((key) => [key, form.get(key) === 'on'])) as unknown as PushSettings;
    await saveSettings(db, staff.id, settings, now.toISOString());
    return context.redirect(back('push_saved'), 303);
  }
  if (action === 'remove') {
    // Ids are UUIDs: anything else is forged (and a NUL would fail the statement on PostgreSQL).
    const device = String(form.get('device') ?? '');
    const removed = isRecordId(device) && (await removeSubscription(db, staff.id, { id: device }));
    return context.redirect(back(removed ? 'push_removed' : 'unchanged'), 303);
  }
  return new Response('Thao tác không hợp lệ.\n', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
