import { createPublicKey } from 'node:crypto';
import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { deviceLabel } from '../../lib/auth/device-label.ts';
import { can, type SignedInStaff } from '../../lib/auth/staff-roles.ts';
import {
  maxDevicesPerMember,
  pushDeviceMessages,
  pushDeviceRequestSchema,
  type PushDeviceRequest,
} from '../../lib/push/push-device-input.ts';
import type { Database } from '../db/database.ts';
import { bodyMessages, readFields } from '../http/read-body.ts';
import { log } from '../log.ts';
import { allowRequest } from '../rate-limit/rate-limiter.ts';
import { pushConfig, type PushConfig } from './push-config.ts';
import { endpointProblem } from './push-endpoint.ts';
import type { PushPayload } from './push-message.ts';
import {
  countDevicesOf,
  rebindSubscription,
  removeSubscription,
  saveSubscription,
  subscriptionOf,
} from './push.repository.ts';
import { sendPush } from './push-sender.ts';
import { vapidKeys } from './vapid-keys.ts';

// POST /admin/thong-bao-dien-thoai.json, from the account page's push switch: turn this browser on
// or off, and 'Gửi thử'. The test goes straight to the push service, not through the outbox: the
// member is looking at the screen, waiting to hear whether it worked.

type Message = keyof typeof pushDeviceMessages;
const answer = (status: number, message: Message, extra: Record<string, unknown> = {}) =>
  Response.json({ ok: status < 300, message: pushDeviceMessages[message], ...extra }, { status });

/** A test per member: a few a minute (a slow phone, a second try), not a flood of pushes. */
const testLimits = { perMinute: 5, perHour: 30 };

const testPayload: PushPayload = {
  title: 'Thông báo thử',
  body: 'Điện thoại này sẽ báo khi có khách hàng mới.',
  url: '/admin/tai-khoan',
  tag: 'push-test',
  call: false,
};

/** Whether `p256dh` (base64url) is an uncompressed point of P-256, as a browser's key is. */
function isCurvePoint(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

async function test(db: Kysely<Database>, staff: SignedInStaff, endpoint: string, config: PushConfig, now: Date) {
  const device = await subscriptionOf(db, staff.id, { endpoint });
  if (!device) return answer(404, 'unknown_device');
  if (!(await allowRequest(db, 'push_test', staff.id, testLimits, now)))
    return Response.json(
      { ok: false, message: pushDeviceMessages.rate_limited },
      { status: 429, headers: { 'Retry-After': '60' } },
    );
  try {
    const outcome = await sendPush(device, JSON.stringify(testPayload), await vapidKeys(db), config);
    if (outcome === 'gone') {
      await removeSubscription(db, staff.id, { id: device.id });
      return answer(410, 'gone');
    }
    return answer(200, 'test_sent');
  } catch (error) {
    log.warn('push_test_failed', { user: staff.id, subscription: device.id, error });
    return answer(502, 'send_failed');
  }
}

async function act(
  db: Kysely<Database>,
  staff: SignedInStaff,
  request: PushDeviceRequest,
  context: { sessionHash: string; userAgent: string | null; config: PushConfig; now: Date },
): Promise<Response> {
  switch (request.action) {
    case 'subscribe': {
      const { endpoint, keys } = request.subscription;
      if (endpointProblem(endpoint, context.config.allowedOrigins)) return answer(422, 'refused_endpoint');
      // 87 base64url characters may still be no point of the curve: no push could be encrypted for it.
      if (!isCurvePoint(keys.p256dh)) return answer(400, 'invalid');
      const known = await subscriptionOf(db, staff.id, { endpoint });
      if (!known && (await countDevicesOf(db, staff.id)) >= maxDevicesPerMember) return answer(422, 'too_many');
      const saved = await saveSubscription(db, {
        userId: staff.id,
        sessionHash: context.sessionHash,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        device: deviceLabel(context.userAgent).slice(0, 100),
        at: context.now.toISOString(),
      });
      if (saved.kind === 'taken') return answer(409, 'taken');
      return answer(saved.fresh ? 201 : 200, 'subscribed', { id: saved.id });
    }
    case 'refresh':
      return (await rebindSubscription(db, staff.id, request.endpoint, context.sessionHash))
        ? answer(200, 'refreshed')
        : answer(404, 'unknown_device');
    case 'unsubscribe':
      await removeSubscription(db, staff.id, { endpoint: request.endpoint });
      return answer(200, 'unsubscribed');
    case 'test':
      return test(db, staff, request.endpoint, context.config, context.now);
  }
}

/** The device endpoint: JSON in, JSON out with a Vietnamese `message`; nothing stored on a refusal. */
export async function pushDevicePost(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
  sessionHash: string,
  { config = pushConfig, now = new Date() }: { config?: PushConfig; now?: Date } = {},
): Promise<Response> {
  if (!can(staff.role, 'leads'))
    return Response.json(
      { ok: false, message: 'Chỉ tài khoản làm việc với khách hàng mới nhận thông báo.' },
      { status: 403 },
    );
  const fields = await readFields(context.request);
  if (typeof fields === 'string')
    return Response.json({ ok: false, message: bodyMessages[fields] }, { status: fields === 'too_large' ? 413 : 400 });
  const parsed = pushDeviceRequestSchema.safeParse(fields);
  if (!parsed.success) return answer(400, 'invalid');
  return act(db, staff, parsed.data, {
    sessionHash,
    userAgent: context.request.headers.get('user-agent'),
    config,
    now,
  });
}
