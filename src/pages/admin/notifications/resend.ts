import type { APIRoute } from 'astro';
import { getDb } from '@/server/db/instance';
import { resendFailedPost } from '@/server/notify';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** 'Gửi lại tất cả': after a channel's outage, queues every notification it gave up on again. */
export const POST: APIRoute = (context) => resendFailedPost(getDb(), context.locals.staff!, context);
