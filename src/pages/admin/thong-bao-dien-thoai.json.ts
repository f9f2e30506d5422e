import type { APIRoute } from 'astro';
import { sessionCookie, sessionHashOf } from '@/server/auth';
import { getDb } from '@/server/db/instance';
import { pushDevicePost } from '@/server/push';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** The push switch on 'Tài khoản': this browser on or off, and 'Gửi thử' (JSON). */
export const POST: APIRoute = (context) =>
  pushDevicePost(getDb(), context.locals.staff!, context, sessionHashOf(context.cookies.get(sessionCookie)?.value));
