import type { APIRoute } from 'astro';
import { getDb } from '@/server/db/instance';
import { takingLeadsPost } from '@/server/sales';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** 'Đang nhận khách' on or off, from the account page or the team page. */
export const POST: APIRoute = (context) => takingLeadsPost(getDb(), context.locals.staff!, context);
