import type { APIRoute } from 'astro';
import { getDb } from '@/server/db/instance';
import { pushSettingsPost } from '@/server/push';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** The account page's push settings and 'Gỡ' beside a device (plain forms). */
export const POST: APIRoute = (context) => pushSettingsPost(getDb(), context.locals.staff!, context);
